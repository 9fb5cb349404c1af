// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
/** Every section of spec/constants.yaml, one module each: read members (`constants.cart.x`) so bundles keep only what they read. */
export * as constants from './constants/index';
