import type { ComponentType } from 'react';
import type { ScreenContract } from '../../generated/routes';
import type { RouteLoaderModule } from './route-loader';

/**
 * A page: its component's chunk, and (for a page that fetches data) its loader module, which the router
 * fetches and runs alongside the component's chunk, never after it.
 */
export interface Screen {
  component: () => Promise<{ default: ComponentType }>;
  loader?: () => Promise<RouteLoaderModule>;
}

// The china edition's registration steps share the global screens (the steps pick their own routes).
// The invite page and registration (which takes an invite code) share the invite strings' loader.
const inviteData: Screen['loader'] = () => import('../features/invite/InviteScreen');
const registerInfo: Screen = { component: () => import('../features/auth/RegisterInfoScreen'), loader: inviteData };
const registerVerify: Screen = { component: () => import('../features/auth/RegisterVerifyScreen') };
const registerUpdate: Screen = { component: () => import('../features/auth/RegisterUpdateScreen') };
// Every search route (keyword, pooled, brand, popular, a marketplace's own) shares one screen.
const search: Screen = {
  component: () => import('../features/search/SearchScreen'),
  loader: () => import('../features/search/search-route'),
};
// Marketplace pages: a shop (and suruga-ya's third-party shop index), shop lists, featured goods and a seller's
// other goods each share one screen across marketplaces.
const shop: Screen = { component: () => import('../features/mall/MallShopScreen'), loader: () => import('../features/mall/shop-route') };
const sellerList: Screen = {
  component: () => import('../features/mall/SellerListScreen'),
  loader: () => import('../features/mall/seller-list-route'),
};
const feature: Screen = { component: () => import('../features/mall/FeatureScreen'), loader: () => import('../features/mall/landing-route') };
const otherShopSale: Screen = {
  component: () => import('../features/mall/OtherShopSaleScreen'),
  loader: () => import('../features/mall/other-shop-sale-route'),
};
const page = (component: Screen['component']): Screen => ({ component });
// Content pages (issue 10): one chunk and one loader for all of them, which pick the page by the route.
const contentPage: Screen = { component: () => import('../features/content/ContentPages'), loader: () => import('../features/content/content-route') };
// The seller centres of both auction marketplaces: one screen for every page, which it reads from the route.
const centre: Screen = { component: () => import('../features/center/CenterScreen'), loader: () => import('../features/center/center-route') };
// The operations console's pages are one part of the app, with one loader.
const opsConsole: Screen = { component: () => import('../features/ops/OpsConsole'), loader: () => import('../features/ops/ops-route') };
// The cart and its helper pages (update, change, remark) read the one cart answer; both anybuy steps share a loader.
const cartData: Screen['loader'] = () => import('../features/cart/cart-route');
const anybuyData: Screen['loader'] = () => import('../features/cart/anybuy-route');
// Pages about one order (`?id=`) share the loader that fetches it (404 for an id that is not the shopper's).
// The support ticket pages are one part of the app, with one loader (like the console's).
const ticketPages: Screen = { component: () => import('../features/work-order/WorkOrderPages'), loader: () => import('../features/work-order/WorkOrderPages') };
const orderPage = (component: Screen['component']): Screen => ({ component, loader: () => import('../features/orders/detail-route') });

// The ten experience routes share one small entry: ExperiencePages picks the page and loads its chunk beside its data.
const experiencePages = () => import('../features/experience/ExperiencePages');
const experience: Screen = { component: experiencePages, loader: experiencePages };

/** A screen for every route kind of the spec; a route without one fails typecheck. */
export const screens = {
  activity: contentPage,
  article: contentPage,
  'article.detail': contentPage,
  calc: { component: () => import('../features/calc/CalcScreen'), loader: () => import('../features/calc/calc-route') },
  cart: { component: () => import('../features/cart/CartScreen'), loader: cartData },
  'cart.anybuy': { component: () => import('../features/cart/AnybuyScreen'), loader: anybuyData },
  'cart.anybuyCreateOrder': { component: () => import('../features/cart/AnybuyCreateOrderScreen'), loader: anybuyData },
  'cart.change': { component: () => import('../features/cart/ChangeScreen'), loader: cartData },
  'cart.confirm': { component: () => import('../features/cart/ConfirmScreen'), loader: () => import('../features/cart/confirm-route') },
  'cart.paySuccess': { component: () => import('../features/cart/PaySuccessScreen'), loader: () => import('../features/cart/pay-success-route') },
  'cart.remark': { component: () => import('../features/cart/RemarkScreen'), loader: cartData },
  'cart.update': { component: () => import('../features/cart/UpdateScreen'), loader: cartData },
  'discount.amazon': contentPage,
  'discount.amazon.search': search,
  download: page(() => import('../features/download/DownloadScreen')),
  experience,
  'experience.detail': experience,
  'experience.user': experience,
  forget: page(() => import('../features/auth/ForgetScreen')),
  'forget.info': page(() => import('../features/auth/ForgetCodeScreen')),
  'forget.verification': page(() => import('../features/auth/ForgetPasswordScreen')),
  home: { component: () => import('../features/home/HomeScreen'), loader: () => import('../features/home/home-route') },
  introduction: contentPage,
  'introduction.about': contentPage,
  invite: { component: () => import('../features/invite/InviteScreen'), loader: inviteData },
  landing: contentPage,
  'landing.activity': contentPage,
  'landing.next': contentPage,
  login: page(() => import('../features/auth/LoginScreen')),
  'mall.amazon.thirdShop': sellerList,
  'mall.center': centre,
  'mall.center.bidding': centre,
  'mall.center.biddingFail': centre,
  'mall.center.cancel': centre,
  'mall.center.detail': centre,
  'mall.center.goods': centre,
  'mall.center.notPaid': centre,
  'mall.center.quota': centre,
  'mall.center.recharge': centre,
  'mall.center.refund': centre,
  'mall.center.seller': centre,
  'mall.detail': { component: () => import('../features/goods-detail/GoodsDetailScreen'), loader: () => import('../features/goods-detail/detail-route') },
  'mall.landing': { component: () => import('../features/mall/MallLandingScreen'), loader: () => import('../features/mall/landing-route') },
  'mall.lashinbang.sameList': { component: () => import('../features/mall/LashinbangSameListScreen'), loader: () => import('../features/mall/lashinbang-same-list-route') },
  'mall.magi.search': search,
  'mall.magi.series': { component: () => import('../features/mall/MagiSeriesScreen'), loader: () => import('../features/mall/magi-series-route') },
  'mall.market.thirdShop': sellerList,
  'mall.mercari.feature': feature,
  'mall.mercari.otherShopSale': otherShopSale,
  'mall.paypay.feature': feature,
  'mall.paypay.otherShopSale': otherShopSale,
  'mall.rakuten.comment': { component: () => import('../features/mall/RakutenCommentScreen'), loader: () => import('../features/mall/rakuten-comment-route') },
  'mall.rakuten.shopList': sellerList,
  'mall.shop': shop,
  'mall.surugaya.thirdShop': sellerList,
  'mall.surugaya.thirdShopIndex': shop,
  'mall.yahoo.otherShopSale': otherShopSale,
  'mall.yahoo.pay': { component: () => import('../features/center/PayScreen'), loader: () => import('../features/center/pay-route') },
  'mall.yahoo.search': search,
  moreShop: { component: () => import('../features/personal/MoreShopScreen'), loader: () => import('../features/personal/more-shop-route') },
  notFound: page(() => import('../features/errors/NotFoundScreen')),
  notice: contentPage,
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
  popular: search,
  register: { component: () => import('../features/auth/RegisterScreen'), loader: inviteData },
  'register.info': registerInfo,
  'register.infoChina': registerInfo,
  'register.update': registerUpdate,
  'register.updateChina': registerUpdate,
  'register.verification': registerVerify,
  'register.verificationChina': registerVerify,
  search,
  'search.brand': search,
  'search.pool': search,
  userGuide: contentPage,
  'userGuide.type': contentPage,
  webview: contentPage,
  workOrder: ticketPages,
  'workOrder.add': ticketPages,
  'workOrder.detail': ticketPages,
  'workOrder.evaluate': ticketPages,
  'workOrder.orderList': ticketPages,
  'workOrder.reply': ticketPages,
} satisfies ScreenContract<Screen>;
