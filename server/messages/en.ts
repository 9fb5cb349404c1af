// The server's user-visible messages. Placeholders in braces are filled in by t(); every other
// language file must have every key (a missing one is a compile error).
export const en = {
  invalidField: 'Invalid value for “{field}”.',
  malformedJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'Send the request body as application/json.',
  unknownOperation: 'Unknown operation “{name}”.',
  methodNotAllowed: 'Use {method} for this operation.',
  notFound: 'Not found.',
  loginRequired: 'Please log in first.',
  crossSite: 'Requests from other sites are not allowed.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many attempts. Please try again in {minutes} min.',
  internal: 'Something went wrong on our side. Reference: {requestId}',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email address is already registered.',
  loginFailed: 'Wrong email address or password.',
  notVerified: 'Please verify your email address first.',
  codeInvalid: 'The code is wrong or has expired. Please request a new one.',
  passwordWrong: 'The current password is wrong.',
  passwordNeedsCurrent: 'Enter your current password to set a new one.',
  alreadyVerified: 'This email address is already verified. Please log in.',
  alreadyRequested: 'You have already asked to unblock this item.',
  mailRegisterSubject: 'Confirm your email address',
  mailResetSubject: 'Reset your password',
  mailCodeBody: 'Your code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask for it, you can ignore this email.',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = { readonly [K in MessageKey]: string };
