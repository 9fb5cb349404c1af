import type { ComponentType } from 'react';
import type { ScreenContract, ScreenKind } from '../../generated/routes';
import type { RouteLoaderModule } from './route-loader';
import { homeScreen } from './home-screen';

/**
 * A page: its component's chunk, and (for a page that fetches data) its loader module, which the router
 * fetches and runs alongside the component's chunk, never after it.
 */
export interface Screen {
  component: () => Promise<{ default: ComponentType }>;
  loader?: () => Promise<RouteLoaderModule>;
}

// Log-in, registration and password reset share one loader: their strings (and the invite code's).
const authStrings: Screen['loader'] = () => import('../features/auth/auth-route');
const authPage = (component: Screen['component']): Screen => ({ component, loader: authStrings });
// The china edition's registration steps share the global screens (the steps pick their own routes).
const registerInfo = authPage(() => import('../features/auth/RegisterInfoScreen'));
const registerVerify = authPage(() => import('../features/auth/RegisterVerifyScreen'));
const registerUpdate = authPage(() => import('../features/auth/RegisterUpdateScreen'));
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
// The support ticket pages are one part of the app, with one loader (like the console's).
const ticketPages: Screen = { component: () => import('../features/work-order/WorkOrderPages'), loader: () => import('../features/work-order/WorkOrderPages') };

// The ten experience routes share one small entry: ExperiencePages picks the page and loads its chunk beside its data.
const experiencePages = () => import('../features/experience/ExperiencePages');
export const experience: Screen = { component: experiencePages, loader: experiencePages };

/** Pages behind login or staff (and the analytics edition's, staff only): their own table (account-screens.ts); screen-of.ts says why. */
export type AccountKind = Extract<ScreenKind, 'personal' | `personal.${string}` | 'ops' | `ops.${string}` | 'cart' | `cart.${string}` | 'analytics'>;

/** A screen for every other route kind of the spec; a route without one fails typecheck. */
export const screens = {
  activity: contentPage,
  article: contentPage,
  'article.detail': contentPage,
  calc: { component: () => import('../features/calc/CalcScreen'), loader: () => import('../features/calc/calc-route') },
  'discount.amazon': contentPage,
  'discount.amazon.search': search,
  download: page(() => import('../features/download/DownloadScreen')),
  experience,
  'experience.detail': experience,
  'experience.user': experience,
  forget: authPage(() => import('../features/auth/ForgetScreen')),
  'forget.info': authPage(() => import('../features/auth/ForgetCodeScreen')),
  'forget.verification': authPage(() => import('../features/auth/ForgetPasswordScreen')),
  home: homeScreen,
  introduction: contentPage,
  'introduction.about': contentPage,
  invite: { component: () => import('../features/invite/InviteScreen'), loader: () => import('../features/invite/InviteScreen') },
  landing: contentPage,
  'landing.activity': contentPage,
  'landing.next': contentPage,
  // The analytics edition signs in staff only: a page of its own, without sign-up or social accounts (the
  // condition is a constant of the build, so the other editions carry none of it).
  login:
    import.meta.env.EDITION === 'analytics'
      ? { component: () => import('../features/analytics/StaffLoginScreen'), loader: () => import('../features/analytics/login-route') }
      : authPage(() => import('../features/auth/LoginScreen')),
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
  popular: search,
  register: authPage(() => import('../features/auth/RegisterScreen')),
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
} satisfies Omit<ScreenContract<Screen>, AccountKind>;
