// A production environment with every setting a real deployment gives (server/stand-ins.ts lists them): keys
// shaped like live ones for providers the tests never reach, so nothing of the test stand-ins serves.
export const productionSettings: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PAYMENT_PUBLIC_KEY: 'pk_live_shop',
  PAYMENT_GATEWAY_URL: 'https://api.gateway.example',
  PAYMENT_SECRET_KEY: 'sk_live_shop',
  PAYMENT_WEBHOOK_SECRET: 'whsec_shop',
  CAPTCHA_SITE_KEY: 'shop-site-key',
  CAPTCHA_SECRET_KEY: 'shop-secret-key',
  SOCIAL_GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
  IDENTITY_KEY: 'a1'.repeat(32),
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://mail.shop.example.com:587',
  MAIL_FROM: 'Shop <no-reply@shop.example.com>',
  MARKET_SIMULATOR: 'off',
};

/** What production refuses to start without (each named in its one message), in the order it lists them. */
export const productionVariables = [
  'PAYMENT_PUBLIC_KEY', 'PAYMENT_GATEWAY_URL', 'PAYMENT_SECRET_KEY', 'PAYMENT_WEBHOOK_SECRET', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY',
  'SOCIAL_GOOGLE_CLIENT_ID', 'SOCIAL_APPLE_CLIENT_ID', 'WIDGETS_TEST_SECRET', 'IDENTITY_KEY', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'MARKET_SIMULATOR',
] as const;
