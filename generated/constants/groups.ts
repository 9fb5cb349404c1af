// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const groups = { minLeadHours: 1, maxDays: 30, pageSize: 20, maxMembers: 20, reminderHours: 24, maxReminders: 3 } as const;
