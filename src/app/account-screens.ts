import type { ScreenContract } from '../../generated/routes';
import { type AccountKind, experience, type Screen } from './screens';

// The operations console's pages are one part of the app, with one loader.
const opsConsole: Screen = { component: () => import('../features/ops/OpsConsole'), loader: () => import('../features/ops/ops-route') };
// The cart and its helper pages (update, change, remark) read the one cart answer; both anybuy steps share a loader.
const cartData: Screen['loader'] = () => import('../features/cart/cart-route');
const anybuyData: Screen['loader'] = () => import('../features/cart/anybuy-route');
// Pages about one order (`?id=`) share the loader that fetches it (404 for an id that is not the shopper's).
const orderPage = (component: Screen['component']): Screen => ({ component, loader: () => import('../features/orders/detail-route') });

/** A screen for every route kind behind login or staff (screens.ts says why they are apart). */
export const accountScreens = {
  // Only the analytics edition has the dashboard (its charts are most of its code): the other editions'
  // builds drop this branch, and their router never asks for the page (spec/routes.yaml `editions`).
  analytics:
    import.meta.env.EDITION === 'analytics'
      ? { component: () => import('../features/analytics/AnalyticsScreen'), loader: () => import('../features/analytics/analytics-route') }
      : { component: () => Promise.reject(new Error('not in this edition')) },
  cart: { component: () => import('../features/cart/CartScreen'), loader: cartData },
  'cart.anybuy': { component: () => import('../features/cart/AnybuyScreen'), loader: anybuyData },
  'cart.anybuyCreateOrder': { component: () => import('../features/cart/AnybuyCreateOrderScreen'), loader: anybuyData },
  'cart.change': { component: () => import('../features/cart/ChangeScreen'), loader: cartData },
  'cart.confirm': { component: () => import('../features/cart/ConfirmScreen'), loader: () => import('../features/cart/confirm-route') },
  'cart.paySuccess': { component: () => import('../features/cart/PaySuccessScreen'), loader: () => import('../features/cart/pay-success-route') },
  'cart.remark': { component: () => import('../features/cart/RemarkScreen'), loader: cartData },
  'cart.update': { component: () => import('../features/cart/UpdateScreen'), loader: cartData },
  ops: opsConsole,
  'ops.content': opsConsole,
  'ops.contents': opsConsole,
  'ops.identities': opsConsole,
  'ops.order': opsConsole,
  'ops.queue': opsConsole,
  'ops.workOrder': opsConsole,
  'ops.workOrders': opsConsole,
  personal: { component: () => import('../features/personal/PersonalScreen'), loader: () => import('../features/personal/personal-route') },
  'personal.address': { component: () => import('../features/address/AddressScreen'), loader: () => import('../features/address/address-route') },
  'personal.auth': { component: () => import('../features/personal/AuthScreen'), loader: () => import('../features/personal/auth-route') },
  'personal.bidding': { component: () => import('../features/bidding/BiddingScreen'), loader: () => import('../features/bidding/bidding-route') },
  'personal.card': { component: () => import('../features/personal/CardScreen'), loader: () => import('../features/personal/card-route') },
  'personal.collect': { component: () => import('../features/collect/CollectGoodsScreen'), loader: () => import('../features/collect/collect-goods-route') },
  'personal.collect.seller': { component: () => import('../features/collect/CollectSellersScreen'), loader: () => import('../features/collect/collect-sellers-route') },
  'personal.coupon': { component: () => import('../features/wallet/CouponScreen'), loader: () => import('../features/wallet/coupon-route') },
  'personal.exp': { component: () => import('../features/personal/ExpScreen'), loader: () => import('../features/personal/exp-route') },
  'personal.group.addGroupList': { component: () => import('../features/group/AddGroupListScreen'), loader: () => import('../features/group/add-list-route') },
  'personal.group.create': { component: () => import('../features/group/CreateGroupScreen'), loader: () => import('../features/group/create-route') },
  'personal.group.groupApply': { component: () => import('../features/group/OpenGroupsScreen'), loader: () => import('../features/group/open-groups-route') },
  'personal.group.groupDetail': { component: () => import('../features/group/GroupDetailScreen'), loader: () => import('../features/group/detail-route') },
  'personal.group.manageGroup': { component: () => import('../features/group/ManageGroupScreen'), loader: () => import('../features/group/detail-route') },
  'personal.group.myGroup': { component: () => import('../features/group/MyGroupsScreen'), loader: () => import('../features/group/my-groups-route') },
  'personal.group.payMail': { component: () => import('../features/group/PayMailScreen'), loader: () => import('../features/group/pay-route') },
  'personal.integral': { component: () => import('../features/wallet/IntegralScreen'), loader: () => import('../features/wallet/integral-route') },
  'personal.message': { component: () => import('../features/messages/MessagesScreen'), loader: () => import('../features/messages/message-route') },
  'personal.order': { component: () => import('../features/orders/OrdersScreen'), loader: () => import('../features/orders/orders-route') },
  'personal.order.anybuy': { component: () => import('../features/orders/AnybuyOrdersScreen'), loader: () => import('../features/orders/anybuy-route') },
  'personal.order.aviation': { component: () => import('../features/parcels/AviationScreen'), loader: () => import('../features/parcels/aviation-route') },
  'personal.order.checkService.appeal': orderPage(() => import('../features/orders/AppealScreen')),
  'personal.order.checkService.appealResult': orderPage(() => import('../features/orders/AppealResultScreen')),
  'personal.order.checkService.confirm': { component: () => import('../features/orders/AppealConfirmScreen'), loader: () => import('../features/orders/namespace-route') },
  'personal.order.commentSaller': orderPage(() => import('../features/orders/CommentSellerScreen')),
  'personal.order.detail': orderPage(() => import('../features/orders/OrderDetailScreen')),
  'personal.order.express': orderPage(() => import('../features/orders/ExpressScreen')),
  'personal.order.merge': { component: () => import('../features/parcels/MergeScreen'), loader: () => import('../features/parcels/merge-route') },
  'personal.order.merge.mailpay': { component: () => import('../features/parcels/MailpayScreen'), loader: () => import('../features/parcels/mailpay-route') },
  'personal.order.merge.payMailSuccess': { component: () => import('../features/parcels/PayMailSuccessScreen'), loader: () => import('../features/parcels/success-route') },
  'personal.order.merge.selectMail': { component: () => import('../features/parcels/SelectMailScreen'), loader: () => import('../features/parcels/select-mail-route') },
  'personal.order.publishExperience': experience,
  'personal.payment': { component: () => import('../features/wallet/PaymentScreen'), loader: () => import('../features/wallet/payment-route') },
  'personal.recharge': { component: () => import('../features/wallet/RechargeScreen'), loader: () => import('../features/wallet/recharge-route') },
  'personal.refund': { component: () => import('../features/orders/RefundScreen'), loader: () => import('../features/orders/refund-route') },
  'personal.setting': { component: () => import('../features/account/SettingsScreen'), loader: () => import('../features/account/SettingsScreen') },
  'personal.shareOrder.add.monthly': experience,
  'personal.shareOrder.add.outer': experience,
  'personal.shareOrder.add.reward': experience,
  'personal.shareOrder.monthlyShareDetail': experience,
  'personal.shareOrder.outerDetail': experience,
  'personal.searches': { component: () => import('../features/alerts/SavedSearchesScreen'), loader: () => import('../features/alerts/searches-route') },
  'personal.shipping': { component: () => import('../features/parcels/ShippingScreen'), loader: () => import('../features/parcels/shipping-route') },
  'personal.shopExp': experience,
  'personal.special': { component: () => import('../features/personal/SpecialScreen'), loader: () => import('../features/personal/special-route') },
} satisfies Pick<ScreenContract<Screen>, AccountKind>;
