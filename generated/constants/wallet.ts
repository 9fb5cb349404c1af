// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const wallet = {
  minRechargeYen: 1000,
  maxRechargeYen: 1000000,
  rechargePresetsYen: [3000, 5000, 10000, 30000, 50000],
  historyPageSize: 20,
  idempotencyKeyMinLength: 16,
  idempotencyKeyMaxLength: 64,
  pollIntervalMs: 1500,
  webhookToleranceSeconds: 300,
  gatewayTimeoutMs: 15000,
  testGatewayRetrySeconds: [1, 2, 4, 8, 16, 32, 64],
  testGatewayDeliveries: 2,
} as const;
