import { tickingClock } from '../ticking-clock';

/** The current time, refreshed once a minute: enough for "3 hr 12 min left" on goods cards. */
export const useMinute = tickingClock(60_000);
