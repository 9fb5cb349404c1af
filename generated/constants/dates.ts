// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const dates = {
  default: 'YYYY-MM-DD',
  serverZone: 'Asia/Shanghai',
  deadlineOffsetHours: 8,
  formats: {
    '1': 'YYYY-MM-DD HH:mm:ss',
    '2': 'YYYY-MM-DD HH:mm',
    '3': 'MM-DD HH:mm',
    '4': 'YYYY-MM-DD',
    '5': 'MM/DD/YYYY',
    '6': 'YYYY.MM.DD HH:mm',
  },
  englishFormats: {
    '1': 'MMM D, YYYY HH:mm:ss',
    '2': 'MMM D, YYYY HH:mm',
    '3': 'MMM D HH:mm',
    '4': 'MMM D, YYYY',
    '5': 'MM/DD/YYYY',
    '6': 'MMM D, YYYY HH:mm',
  },
} as const;
