// Every operation of spec/api.yaml and its handler. The HandlerMap type makes a missing or extra
// entry a compile error.
import { accountHandlers } from './account';
import { analyticsHandlers } from './analytics';
import { anybuyHandlers } from './anybuy';
import { auctionHandlers } from './auctions';
import { addressHandlers } from './addresses';
import { calcHandlers } from './calc';
import { cardHandlers } from './cards';
import { cartHandlers } from './cart';
import { cartLineHandlers } from './cart-lines';
import { checkoutHandlers } from './checkout';
import { catalogHandlers } from './catalog';
import { collectHandlers } from './collect';
import { contentHandlers } from './content';
import { goodsHandlers } from './goods';
import { groupHandlers } from './groups';
import { historyHandlers } from './history';
import { identityHandlers } from './identity';
import { homeHandlers } from './home';
import { loginHandlers } from './login';
import { opsHandlers } from './ops';
import { messageHandlers } from './messages';
import { orderHandlers } from './orders';
import { parcelHandlers } from './parcels';
import { personalHandlers } from './personal';
import { experienceHandlers } from './experience';
import { registerHandlers } from './register';
import { resetHandlers } from './reset';
import { savedSearchHandlers } from './saved-searches';
import { socialHandlers } from './social';
import type { HandlerMap } from './types';
import { userHandlers } from './user';
import { walletHandlers } from './wallet';
import { workOrderHandlers } from './work-orders';

export const handlers: HandlerMap = {
  ...registerHandlers,
  ...loginHandlers,
  ...resetHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...socialHandlers,
  ...homeHandlers,
  ...catalogHandlers,
  ...goodsHandlers,
  ...historyHandlers,
  ...calcHandlers,
  ...collectHandlers,
  ...savedSearchHandlers,
  ...cartHandlers,
  ...opsHandlers,
  ...analyticsHandlers,
  ...walletHandlers,
  ...cartLineHandlers,
  ...checkoutHandlers,
  ...anybuyHandlers,
  ...orderHandlers,
  ...parcelHandlers,
  ...experienceHandlers,
  ...messageHandlers,
  ...addressHandlers,
  ...groupHandlers,
  ...auctionHandlers,
  ...workOrderHandlers,
  ...personalHandlers,
  ...identityHandlers,
  ...cardHandlers,
  ...contentHandlers,
};
