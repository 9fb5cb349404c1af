// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const experience = {
  titleMin: 2,
  titleMax: 60,
  textMin: 10,
  textMax: 2000,
  photosMax: 9,
  pageSize: 20,
  rejectReasonMax: 300,
  rewardPoints: { haul: 100, outer: 200, monthly: 100 },
  monthlyWinnerPoints: 1000,
} as const;
