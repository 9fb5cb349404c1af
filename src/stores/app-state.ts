import { create } from 'zustand';
import type { AdvertiseConfig, GoodsListItem, UserInfo } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';

/** The shopper's client state of spec §3; cartNum and isRmb survive reloads in local storage. */
export interface AppState {
  version: string;
  userInfo: UserInfo | null;
  cartNum: number;
  exchange: number;
  msgNum: number;
  couponNum: number;
  isRmb: boolean;
  viewRecord: GoodsListItem[];
  goodsCollectCount: number;
  sellerCollectCount: number;
  indexAdBanner: AdvertiseConfig | null;
  /** The currency prices are converted into (a Currency Id such as USD). */
  currency: string;
}

const { storage } = constants;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const useAppState = create<AppState>(() => ({
  version: constants.clientState.initialVersion,
  userInfo: null,
  cartNum: Number(stored(storage.cartNum)) || 0,
  exchange: 0,
  msgNum: 0,
  couponNum: 0,
  isRmb: stored(storage.isRmb) === '1',
  viewRecord: [],
  goodsCollectCount: 0,
  sellerCollectCount: 0,
  indexAdBanner: null,
  currency: stored(storage.currency) ?? 'USD',
}));

useAppState.subscribe((state, previous) => {
  try {
    if (state.cartNum !== previous.cartNum) localStorage.setItem(storage.cartNum, String(state.cartNum));
    if (state.isRmb !== previous.isRmb) localStorage.setItem(storage.isRmb, state.isRmb ? '1' : '0');
    if (state.currency !== previous.currency) localStorage.setItem(storage.currency, state.currency);
  } catch {
    // Private mode without storage: the state still works for this visit.
  }
});
