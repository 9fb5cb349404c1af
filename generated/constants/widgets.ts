// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const widgets = {
  scriptTimeoutMs: 10000,
  captcha: {
    testSiteKey: '1x00000000000000000000AA',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    tokenTtlSeconds: 300,
  },
  social: {
    providers: ['google', 'apple'],
    google: {
      scriptUrl: 'https://accounts.google.com/gsi/client',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    apple: {
      scriptUrl: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
      issuer: 'https://appleid.apple.com',
      jwksUrl: 'https://appleid.apple.com/auth/keys',
    },
  },
} as const;
