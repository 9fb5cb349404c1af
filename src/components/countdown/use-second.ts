import { tickingClock } from '../ticking-clock';

/** The current time, refreshed every second: for a live countdown. */
export const useSecond = tickingClock(1000);
