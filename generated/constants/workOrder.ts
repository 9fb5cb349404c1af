// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const workOrder = {
  categories: ['orderQuestion', 'itemProblem', 'shipping', 'paymentRefund', 'account', 'other'],
  subjectMaxLength: 100,
  bodyMaxLength: 2000,
  commentMaxLength: 500,
  maxAttachments: 4,
  pageSize: 20,
  autoCloseDays: 7,
  checkEveryMinutes: 60,
} as const;
