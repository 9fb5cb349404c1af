// The unread marker on notices: the newest notice time a shopper has seen, kept on the device (no call,
// no table). A notice newer than it is "new" until the notices page has been shown once.
import { constants } from '../../../generated/constants';

const key = constants.storage.noticeSeenAt;

export function lastSeenNotice(): number {
  try {
    return Number(localStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

export function markNoticesSeen(newest: number): void {
  try {
    if (newest > lastSeenNotice()) localStorage.setItem(key, String(newest));
  } catch {
    // Storage may be off (private mode): every notice stays unmarked next time.
  }
}
