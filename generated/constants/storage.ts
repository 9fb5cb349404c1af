// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const storage = {
  cartNum: 'cartNum',
  isRmb: 'isRmb',
  language: 'language',
  buyNoticePrefix: 'buyNotice_',
  currency: 'currency',
  noticeSeenAt: 'noticeSeenAt',
} as const;
