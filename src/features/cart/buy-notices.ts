import { constants } from '../../../generated/constants';

/** Spec §3: a buy-notice acceptance is also recorded on this device, per notice key. */
export function rememberNotice(key: string): void {
  try {
    localStorage.setItem(constants.storage.buyNoticePrefix + key, String(Date.now()));
  } catch {
    // Private mode: the account keeps it.
  }
}
