import { create } from 'zustand';
import { constants } from '../../generated/constants';

/**
 * The shopper's client state of spec §3 that no server answer holds (isRmb and the currency survive
 * reloads in local storage). Server state (user, counts, rate, recent views) lives in the query cache.
 */
export interface AppState {
  version: string;
  isRmb: boolean;
  /** The currency prices are converted into (a Currency Id such as USD). */
  currency: string;
}

const storage = constants.storage;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// Created with what a server-rendered page shows (zustand hands its initial state to React as the server
// snapshot, so taking such a page over matches its markup); the stored choice follows at once, and
// components show it right after.
export const useAppState = create<AppState>(() => ({
  version: constants.clientState.initialVersion,
  isRmb: false,
  currency: 'USD',
}));
useAppState.setState({ isRmb: stored(storage.isRmb) === '1', currency: stored(storage.currency) ?? 'USD' });

useAppState.subscribe((state, previous) => {
  try {
    if (state.isRmb !== previous.isRmb) localStorage.setItem(storage.isRmb, state.isRmb ? '1' : '0');
    if (state.currency !== previous.currency) localStorage.setItem(storage.currency, state.currency);
  } catch {
    // Private mode without storage: the state still works for this visit.
  }
});
