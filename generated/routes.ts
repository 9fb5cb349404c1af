// Generated from spec/routes.yaml, spec/sites/*.yaml, spec/editions.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { editions, type EditionId } from './editions';
import { defaultLanguage, type LanguageCode } from './languages';
import { fillPath, queryString, type LinkValue } from './runtime';

export type RouteName =
  | 'activity'
  | 'analytics'
  | 'article'
  | 'article.detail'
  | 'calc'
  | 'cart'
  | 'cart.anybuy'
  | 'cart.anybuyCreateOrder'
  | 'cart.change'
  | 'cart.confirm'
  | 'cart.paySuccess'
  | 'cart.remark'
  | 'cart.update'
  | 'discount.amazon'
  | 'discount.amazon.search'
  | 'download'
  | 'experience'
  | 'experience.detail'
  | 'experience.user'
  | 'forget'
  | 'forget.info'
  | 'forget.verification'
  | 'home'
  | 'introduction'
  | 'introduction.about'
  | 'invite'
  | 'landing'
  | 'landing.activity'
  | 'landing.next'
  | 'login'
  | 'mall.amazon'
  | 'mall.amazon.detail'
  | 'mall.amazon.shop'
  | 'mall.amazon.thirdShop'
  | 'mall.bunjang'
  | 'mall.bunjang.detail'
  | 'mall.bunjang.shop'
  | 'mall.card.detail'
  | 'mall.lashinbang'
  | 'mall.lashinbang.detail'
  | 'mall.lashinbang.sameList'
  | 'mall.lashinbang.shop'
  | 'mall.magi'
  | 'mall.magi.detail'
  | 'mall.magi.search'
  | 'mall.magi.series'
  | 'mall.magi.shop'
  | 'mall.market'
  | 'mall.market.detail'
  | 'mall.market.shop'
  | 'mall.market.thirdShop'
  | 'mall.mercari'
  | 'mall.mercari.center'
  | 'mall.mercari.center.bidding'
  | 'mall.mercari.center.biddingFail'
  | 'mall.mercari.center.cancel'
  | 'mall.mercari.center.detail'
  | 'mall.mercari.center.notPaid'
  | 'mall.mercari.center.quota'
  | 'mall.mercari.center.recharge'
  | 'mall.mercari.center.refund'
  | 'mall.mercari.detail'
  | 'mall.mercari.feature'
  | 'mall.mercari.otherShopSale'
  | 'mall.mercari.shop'
  | 'mall.minne'
  | 'mall.minne.detail'
  | 'mall.minne.shop'
  | 'mall.paypay'
  | 'mall.paypay.detail'
  | 'mall.paypay.feature'
  | 'mall.paypay.otherShopSale'
  | 'mall.paypay.shop'
  | 'mall.rakuma'
  | 'mall.rakuma.detail'
  | 'mall.rakuma.shop'
  | 'mall.rakuten'
  | 'mall.rakuten.comment'
  | 'mall.rakuten.detail'
  | 'mall.rakuten.shop'
  | 'mall.rakuten.shopList'
  | 'mall.surugaya'
  | 'mall.surugaya.detail'
  | 'mall.surugaya.shop'
  | 'mall.surugaya.thirdShop'
  | 'mall.surugaya.thirdShopIndex'
  | 'mall.yahoo'
  | 'mall.yahoo.center'
  | 'mall.yahoo.center.bidding'
  | 'mall.yahoo.center.biddingFail'
  | 'mall.yahoo.center.cancel'
  | 'mall.yahoo.center.detail'
  | 'mall.yahoo.center.goods'
  | 'mall.yahoo.center.notPaid'
  | 'mall.yahoo.center.quota'
  | 'mall.yahoo.center.recharge'
  | 'mall.yahoo.center.refund'
  | 'mall.yahoo.center.seller'
  | 'mall.yahoo.detail'
  | 'mall.yahoo.otherShopSale'
  | 'mall.yahoo.pay'
  | 'mall.yahoo.search'
  | 'mall.yahoo.shop'
  | 'mall.yahoo.shopById'
  | 'moreShop'
  | 'notFound'
  | 'notice'
  | 'ops'
  | 'ops.content'
  | 'ops.contents'
  | 'ops.identities'
  | 'ops.order'
  | 'ops.queue'
  | 'ops.workOrder'
  | 'ops.workOrders'
  | 'personal'
  | 'personal.address'
  | 'personal.auth'
  | 'personal.bidding'
  | 'personal.card'
  | 'personal.collect'
  | 'personal.collect.seller'
  | 'personal.coupon'
  | 'personal.exp'
  | 'personal.group.addGroupList'
  | 'personal.group.create'
  | 'personal.group.groupApply'
  | 'personal.group.groupDetail'
  | 'personal.group.manageGroup'
  | 'personal.group.myGroup'
  | 'personal.group.payMail'
  | 'personal.integral'
  | 'personal.message'
  | 'personal.order'
  | 'personal.order.anybuy'
  | 'personal.order.aviation'
  | 'personal.order.checkService.appeal'
  | 'personal.order.checkService.appealResult'
  | 'personal.order.checkService.confirm'
  | 'personal.order.commentSaller'
  | 'personal.order.detail'
  | 'personal.order.express'
  | 'personal.order.merge'
  | 'personal.order.merge.mailpay'
  | 'personal.order.merge.payMailSuccess'
  | 'personal.order.merge.selectMail'
  | 'personal.order.publishExperience'
  | 'personal.payment'
  | 'personal.recharge'
  | 'personal.refund'
  | 'personal.searches'
  | 'personal.setting'
  | 'personal.shareOrder.add.monthly'
  | 'personal.shareOrder.add.outer'
  | 'personal.shareOrder.add.reward'
  | 'personal.shareOrder.monthlyShareDetail'
  | 'personal.shareOrder.outerDetail'
  | 'personal.shipping'
  | 'personal.shopExp'
  | 'personal.special'
  | 'popular'
  | 'register'
  | 'register.info'
  | 'register.infoChina'
  | 'register.update'
  | 'register.updateChina'
  | 'register.verification'
  | 'register.verificationChina'
  | 'search'
  | 'search.brand'
  | 'search.pool'
  | 'userGuide'
  | 'userGuide.type'
  | 'webview'
  | 'workOrder'
  | 'workOrder.add'
  | 'workOrder.detail'
  | 'workOrder.evaluate'
  | 'workOrder.orderList'
  | 'workOrder.reply';

/** What the app must supply a screen for: one per route, or one per kind of marketplace page. */
export type ScreenKind =
  | 'activity'
  | 'analytics'
  | 'article'
  | 'article.detail'
  | 'calc'
  | 'cart'
  | 'cart.anybuy'
  | 'cart.anybuyCreateOrder'
  | 'cart.change'
  | 'cart.confirm'
  | 'cart.paySuccess'
  | 'cart.remark'
  | 'cart.update'
  | 'discount.amazon'
  | 'discount.amazon.search'
  | 'download'
  | 'experience'
  | 'experience.detail'
  | 'experience.user'
  | 'forget'
  | 'forget.info'
  | 'forget.verification'
  | 'home'
  | 'introduction'
  | 'introduction.about'
  | 'invite'
  | 'landing'
  | 'landing.activity'
  | 'landing.next'
  | 'login'
  | 'mall.amazon.thirdShop'
  | 'mall.center'
  | 'mall.center.bidding'
  | 'mall.center.biddingFail'
  | 'mall.center.cancel'
  | 'mall.center.detail'
  | 'mall.center.goods'
  | 'mall.center.notPaid'
  | 'mall.center.quota'
  | 'mall.center.recharge'
  | 'mall.center.refund'
  | 'mall.center.seller'
  | 'mall.detail'
  | 'mall.landing'
  | 'mall.lashinbang.sameList'
  | 'mall.magi.search'
  | 'mall.magi.series'
  | 'mall.market.thirdShop'
  | 'mall.mercari.feature'
  | 'mall.mercari.otherShopSale'
  | 'mall.paypay.feature'
  | 'mall.paypay.otherShopSale'
  | 'mall.rakuten.comment'
  | 'mall.rakuten.shopList'
  | 'mall.shop'
  | 'mall.surugaya.thirdShop'
  | 'mall.surugaya.thirdShopIndex'
  | 'mall.yahoo.otherShopSale'
  | 'mall.yahoo.pay'
  | 'mall.yahoo.search'
  | 'moreShop'
  | 'notFound'
  | 'notice'
  | 'ops'
  | 'ops.content'
  | 'ops.contents'
  | 'ops.identities'
  | 'ops.order'
  | 'ops.queue'
  | 'ops.workOrder'
  | 'ops.workOrders'
  | 'personal'
  | 'personal.address'
  | 'personal.auth'
  | 'personal.bidding'
  | 'personal.card'
  | 'personal.collect'
  | 'personal.collect.seller'
  | 'personal.coupon'
  | 'personal.exp'
  | 'personal.group.addGroupList'
  | 'personal.group.create'
  | 'personal.group.groupApply'
  | 'personal.group.groupDetail'
  | 'personal.group.manageGroup'
  | 'personal.group.myGroup'
  | 'personal.group.payMail'
  | 'personal.integral'
  | 'personal.message'
  | 'personal.order'
  | 'personal.order.anybuy'
  | 'personal.order.aviation'
  | 'personal.order.checkService.appeal'
  | 'personal.order.checkService.appealResult'
  | 'personal.order.checkService.confirm'
  | 'personal.order.commentSaller'
  | 'personal.order.detail'
  | 'personal.order.express'
  | 'personal.order.merge'
  | 'personal.order.merge.mailpay'
  | 'personal.order.merge.payMailSuccess'
  | 'personal.order.merge.selectMail'
  | 'personal.order.publishExperience'
  | 'personal.payment'
  | 'personal.recharge'
  | 'personal.refund'
  | 'personal.searches'
  | 'personal.setting'
  | 'personal.shareOrder.add.monthly'
  | 'personal.shareOrder.add.outer'
  | 'personal.shareOrder.add.reward'
  | 'personal.shareOrder.monthlyShareDetail'
  | 'personal.shareOrder.outerDetail'
  | 'personal.shipping'
  | 'personal.shopExp'
  | 'personal.special'
  | 'popular'
  | 'register'
  | 'register.info'
  | 'register.infoChina'
  | 'register.update'
  | 'register.updateChina'
  | 'register.verification'
  | 'register.verificationChina'
  | 'search'
  | 'search.brand'
  | 'search.pool'
  | 'userGuide'
  | 'userGuide.type'
  | 'webview'
  | 'workOrder'
  | 'workOrder.add'
  | 'workOrder.detail'
  | 'workOrder.evaluate'
  | 'workOrder.orderList'
  | 'workOrder.reply';

export type SiteTag =
  | 'home'
  | 'landing'
  | 'cart'
  | 'anybuy'
  | 'moreshop'
  | 'amazon'
  | 'bunjang'
  | 'card'
  | 'lashinbang'
  | 'magi'
  | 'market'
  | 'mercari'
  | 'minne'
  | 'paypay'
  | 'rakuma'
  | 'rakuten'
  | 'surugaya'
  | 'yahoo';

export type ParamValue = string | number;

export interface RouteParams {
  readonly activity: { readonly id: ParamValue };
  readonly analytics: Record<string, never>;
  readonly article: Record<string, never>;
  readonly 'article.detail': { readonly id: ParamValue };
  readonly calc: Record<string, never>;
  readonly cart: Record<string, never>;
  readonly 'cart.anybuy': Record<string, never>;
  readonly 'cart.anybuyCreateOrder': Record<string, never>;
  readonly 'cart.change': Record<string, never>;
  readonly 'cart.confirm': Record<string, never>;
  readonly 'cart.paySuccess': Record<string, never>;
  readonly 'cart.remark': Record<string, never>;
  readonly 'cart.update': Record<string, never>;
  readonly 'discount.amazon': Record<string, never>;
  readonly 'discount.amazon.search': Record<string, never>;
  readonly download: Record<string, never>;
  readonly experience: Record<string, never>;
  readonly 'experience.detail': { readonly id: ParamValue };
  readonly 'experience.user': Record<string, never>;
  readonly forget: Record<string, never>;
  readonly 'forget.info': Record<string, never>;
  readonly 'forget.verification': Record<string, never>;
  readonly home: Record<string, never>;
  readonly introduction: { readonly id: ParamValue };
  readonly 'introduction.about': Record<string, never>;
  readonly invite: Record<string, never>;
  readonly landing: { readonly id: ParamValue };
  readonly 'landing.activity': { readonly id: ParamValue };
  readonly 'landing.next': { readonly id: ParamValue };
  readonly login: Record<string, never>;
  readonly 'mall.amazon': Record<string, never>;
  readonly 'mall.amazon.detail': { readonly id: ParamValue };
  readonly 'mall.amazon.shop': { readonly id: ParamValue };
  readonly 'mall.amazon.thirdShop': Record<string, never>;
  readonly 'mall.bunjang': Record<string, never>;
  readonly 'mall.bunjang.detail': { readonly id: ParamValue };
  readonly 'mall.bunjang.shop': { readonly id: ParamValue };
  readonly 'mall.card.detail': { readonly id: ParamValue };
  readonly 'mall.lashinbang': Record<string, never>;
  readonly 'mall.lashinbang.detail': { readonly id: ParamValue };
  readonly 'mall.lashinbang.sameList': Record<string, never>;
  readonly 'mall.lashinbang.shop': { readonly id: ParamValue };
  readonly 'mall.magi': Record<string, never>;
  readonly 'mall.magi.detail': { readonly id: ParamValue };
  readonly 'mall.magi.search': Record<string, never>;
  readonly 'mall.magi.series': Record<string, never>;
  readonly 'mall.magi.shop': { readonly id: ParamValue };
  readonly 'mall.market': Record<string, never>;
  readonly 'mall.market.detail': { readonly id: ParamValue };
  readonly 'mall.market.shop': { readonly shopid: ParamValue };
  readonly 'mall.market.thirdShop': Record<string, never>;
  readonly 'mall.mercari': Record<string, never>;
  readonly 'mall.mercari.center': Record<string, never>;
  readonly 'mall.mercari.center.bidding': Record<string, never>;
  readonly 'mall.mercari.center.biddingFail': Record<string, never>;
  readonly 'mall.mercari.center.cancel': Record<string, never>;
  readonly 'mall.mercari.center.detail': Record<string, never>;
  readonly 'mall.mercari.center.notPaid': Record<string, never>;
  readonly 'mall.mercari.center.quota': Record<string, never>;
  readonly 'mall.mercari.center.recharge': Record<string, never>;
  readonly 'mall.mercari.center.refund': Record<string, never>;
  readonly 'mall.mercari.detail': { readonly id: ParamValue };
  readonly 'mall.mercari.feature': Record<string, never>;
  readonly 'mall.mercari.otherShopSale': Record<string, never>;
  readonly 'mall.mercari.shop': { readonly id: ParamValue };
  readonly 'mall.minne': Record<string, never>;
  readonly 'mall.minne.detail': Record<string, never>;
  readonly 'mall.minne.shop': Record<string, never>;
  readonly 'mall.paypay': Record<string, never>;
  readonly 'mall.paypay.detail': { readonly id: ParamValue };
  readonly 'mall.paypay.feature': Record<string, never>;
  readonly 'mall.paypay.otherShopSale': Record<string, never>;
  readonly 'mall.paypay.shop': { readonly id: ParamValue };
  readonly 'mall.rakuma': Record<string, never>;
  readonly 'mall.rakuma.detail': { readonly id: ParamValue };
  readonly 'mall.rakuma.shop': { readonly id: ParamValue };
  readonly 'mall.rakuten': Record<string, never>;
  readonly 'mall.rakuten.comment': { readonly id: ParamValue };
  readonly 'mall.rakuten.detail': { readonly id: ParamValue };
  readonly 'mall.rakuten.shop': { readonly id: ParamValue };
  readonly 'mall.rakuten.shopList': Record<string, never>;
  readonly 'mall.surugaya': Record<string, never>;
  readonly 'mall.surugaya.detail': { readonly id: ParamValue };
  readonly 'mall.surugaya.shop': { readonly id: ParamValue };
  readonly 'mall.surugaya.thirdShop': { readonly id: ParamValue };
  readonly 'mall.surugaya.thirdShopIndex': { readonly id: ParamValue };
  readonly 'mall.yahoo': Record<string, never>;
  readonly 'mall.yahoo.center': Record<string, never>;
  readonly 'mall.yahoo.center.bidding': Record<string, never>;
  readonly 'mall.yahoo.center.biddingFail': Record<string, never>;
  readonly 'mall.yahoo.center.cancel': Record<string, never>;
  readonly 'mall.yahoo.center.detail': Record<string, never>;
  readonly 'mall.yahoo.center.goods': Record<string, never>;
  readonly 'mall.yahoo.center.notPaid': Record<string, never>;
  readonly 'mall.yahoo.center.quota': Record<string, never>;
  readonly 'mall.yahoo.center.recharge': Record<string, never>;
  readonly 'mall.yahoo.center.refund': Record<string, never>;
  readonly 'mall.yahoo.center.seller': Record<string, never>;
  readonly 'mall.yahoo.detail': { readonly id: ParamValue };
  readonly 'mall.yahoo.otherShopSale': Record<string, never>;
  readonly 'mall.yahoo.pay': { readonly id: ParamValue };
  readonly 'mall.yahoo.search': Record<string, never>;
  readonly 'mall.yahoo.shop': Record<string, never>;
  readonly 'mall.yahoo.shopById': { readonly id: ParamValue };
  readonly moreShop: Record<string, never>;
  readonly notFound: Record<string, never>;
  readonly notice: Record<string, never>;
  readonly ops: Record<string, never>;
  readonly 'ops.content': { readonly id: ParamValue };
  readonly 'ops.contents': Record<string, never>;
  readonly 'ops.identities': Record<string, never>;
  readonly 'ops.order': { readonly id: ParamValue };
  readonly 'ops.queue': { readonly queue: ParamValue };
  readonly 'ops.workOrder': { readonly id: ParamValue };
  readonly 'ops.workOrders': Record<string, never>;
  readonly personal: Record<string, never>;
  readonly 'personal.address': Record<string, never>;
  readonly 'personal.auth': Record<string, never>;
  readonly 'personal.bidding': Record<string, never>;
  readonly 'personal.card': Record<string, never>;
  readonly 'personal.collect': Record<string, never>;
  readonly 'personal.collect.seller': Record<string, never>;
  readonly 'personal.coupon': Record<string, never>;
  readonly 'personal.exp': Record<string, never>;
  readonly 'personal.group.addGroupList': Record<string, never>;
  readonly 'personal.group.create': Record<string, never>;
  readonly 'personal.group.groupApply': Record<string, never>;
  readonly 'personal.group.groupDetail': Record<string, never>;
  readonly 'personal.group.manageGroup': Record<string, never>;
  readonly 'personal.group.myGroup': Record<string, never>;
  readonly 'personal.group.payMail': Record<string, never>;
  readonly 'personal.integral': Record<string, never>;
  readonly 'personal.message': Record<string, never>;
  readonly 'personal.order': { readonly type: ParamValue };
  readonly 'personal.order.anybuy': Record<string, never>;
  readonly 'personal.order.aviation': Record<string, never>;
  readonly 'personal.order.checkService.appeal': Record<string, never>;
  readonly 'personal.order.checkService.appealResult': Record<string, never>;
  readonly 'personal.order.checkService.confirm': Record<string, never>;
  readonly 'personal.order.commentSaller': Record<string, never>;
  readonly 'personal.order.detail': Record<string, never>;
  readonly 'personal.order.express': Record<string, never>;
  readonly 'personal.order.merge': Record<string, never>;
  readonly 'personal.order.merge.mailpay': Record<string, never>;
  readonly 'personal.order.merge.payMailSuccess': Record<string, never>;
  readonly 'personal.order.merge.selectMail': Record<string, never>;
  readonly 'personal.order.publishExperience': Record<string, never>;
  readonly 'personal.payment': Record<string, never>;
  readonly 'personal.recharge': Record<string, never>;
  readonly 'personal.refund': Record<string, never>;
  readonly 'personal.searches': Record<string, never>;
  readonly 'personal.setting': Record<string, never>;
  readonly 'personal.shareOrder.add.monthly': Record<string, never>;
  readonly 'personal.shareOrder.add.outer': Record<string, never>;
  readonly 'personal.shareOrder.add.reward': Record<string, never>;
  readonly 'personal.shareOrder.monthlyShareDetail': Record<string, never>;
  readonly 'personal.shareOrder.outerDetail': Record<string, never>;
  readonly 'personal.shipping': Record<string, never>;
  readonly 'personal.shopExp': Record<string, never>;
  readonly 'personal.special': Record<string, never>;
  readonly popular: Record<string, never>;
  readonly register: Record<string, never>;
  readonly 'register.info': Record<string, never>;
  readonly 'register.infoChina': Record<string, never>;
  readonly 'register.update': Record<string, never>;
  readonly 'register.updateChina': Record<string, never>;
  readonly 'register.verification': Record<string, never>;
  readonly 'register.verificationChina': Record<string, never>;
  readonly search: Record<string, never>;
  readonly 'search.brand': Record<string, never>;
  readonly 'search.pool': Record<string, never>;
  readonly userGuide: Record<string, never>;
  readonly 'userGuide.type': { readonly type: ParamValue };
  readonly webview: Record<string, never>;
  readonly workOrder: Record<string, never>;
  readonly 'workOrder.add': Record<string, never>;
  readonly 'workOrder.detail': { readonly id: ParamValue };
  readonly 'workOrder.evaluate': { readonly id: ParamValue };
  readonly 'workOrder.orderList': Record<string, never>;
  readonly 'workOrder.reply': { readonly id: ParamValue };
}

export interface RouteMeta<N extends RouteName = RouteName> {
  readonly name: N;
  /** react-router syntax, without the language prefix */
  readonly path: string;
  readonly params: readonly string[];
  /** login needed (before edition rules) */
  readonly isAuth: boolean;
  readonly site: SiteTag | null;
  readonly marketHome: boolean;
  readonly commonSearch: boolean;
  /** staff only (the operations console): anyone else gets the 404 page */
  readonly staff?: true;
  /** shown without the shell's header, footer and bottom bar */
  readonly bare?: true;
  readonly screen: ScreenKind;
}

/** A row of the table with its defaults filled in and its parameters read from its path. */
function route<N extends RouteName>(name: N, path: string, flags: Partial<Omit<RouteMeta<N>, 'name' | 'path' | 'params'>> = {}): RouteMeta<N> {
  const params = [...path.matchAll(/:([A-Za-z0-9]+)/g)].map((m) => m[1]!);
  return { name, path, params, isAuth: true, site: null, marketHome: false, commonSearch: false, screen: name as string as ScreenKind, ...flags };
}

export const routes: { readonly [N in RouteName]: RouteMeta<N> } = {
  activity: route('activity', '/activity/:id', { isAuth: false }),
  analytics: route('analytics', '/analytics', { staff: true }),
  article: route('article', '/article', { isAuth: false }),
  'article.detail': route('article.detail', '/article/detail/:id', { isAuth: false }),
  calc: route('calc', '/calc', { isAuth: false }),
  cart: route('cart', '/cart', { site: 'cart' }),
  'cart.anybuy': route('cart.anybuy', '/cart/anybuy', { site: 'anybuy' }),
  'cart.anybuyCreateOrder': route('cart.anybuyCreateOrder', '/cart/anybuyCreateOrder', { site: 'anybuy' }),
  'cart.change': route('cart.change', '/cart/change', { site: 'cart' }),
  'cart.confirm': route('cart.confirm', '/cart/confirm', { site: 'cart' }),
  'cart.paySuccess': route('cart.paySuccess', '/cart/paySuccess', { site: 'cart' }),
  'cart.remark': route('cart.remark', '/cart/remark', { site: 'cart' }),
  'cart.update': route('cart.update', '/cart/update', { site: 'cart' }),
  'discount.amazon': route('discount.amazon', '/discount/amazon', { isAuth: false, site: 'amazon' }),
  'discount.amazon.search': route('discount.amazon.search', '/discount/amazon/search', { isAuth: false, site: 'amazon', commonSearch: true }),
  download: route('download', '/download', { isAuth: false }),
  experience: route('experience', '/experience', { isAuth: false }),
  'experience.detail': route('experience.detail', '/experience/detail/:id', { isAuth: false }),
  'experience.user': route('experience.user', '/experience/user', { isAuth: false }),
  forget: route('forget', '/forget', { isAuth: false }),
  'forget.info': route('forget.info', '/forget/_info', { isAuth: false }),
  'forget.verification': route('forget.verification', '/forget/_verification', { isAuth: false }),
  home: route('home', '/', { isAuth: false, site: 'home' }),
  introduction: route('introduction', '/introduction/:id', { isAuth: false }),
  'introduction.about': route('introduction.about', '/introduction/about', { isAuth: false }),
  invite: route('invite', '/invite', { isAuth: false }),
  landing: route('landing', '/landing/:id', { isAuth: false, site: 'landing' }),
  'landing.activity': route('landing.activity', '/landing/activity/:id', { isAuth: false, site: 'landing' }),
  'landing.next': route('landing.next', '/landing/next/:id', { isAuth: false, site: 'landing' }),
  login: route('login', '/login', { isAuth: false }),
  'mall.amazon': route('mall.amazon', '/mall/amazon', { isAuth: false, site: 'amazon', marketHome: true, screen: 'mall.landing' }),
  'mall.amazon.detail': route('mall.amazon.detail', '/mall/amazon/detail/:id', { isAuth: false, site: 'amazon', screen: 'mall.detail' }),
  'mall.amazon.shop': route('mall.amazon.shop', '/mall/amazon/shop/:id', { isAuth: false, site: 'amazon', screen: 'mall.shop' }),
  'mall.amazon.thirdShop': route('mall.amazon.thirdShop', '/mall/amazon/thirdShop', { isAuth: false, site: 'amazon' }),
  'mall.bunjang': route('mall.bunjang', '/mall/bunjang', { isAuth: false, site: 'bunjang', marketHome: true, screen: 'mall.landing' }),
  'mall.bunjang.detail': route('mall.bunjang.detail', '/mall/bunjang/detail/:id', { isAuth: false, site: 'bunjang', screen: 'mall.detail' }),
  'mall.bunjang.shop': route('mall.bunjang.shop', '/mall/bunjang/shop/:id', { isAuth: false, site: 'bunjang', screen: 'mall.shop' }),
  'mall.card.detail': route('mall.card.detail', '/mall/card/detail/:id', { isAuth: false, site: 'card', screen: 'mall.detail' }),
  'mall.lashinbang': route('mall.lashinbang', '/mall/lashinbang', { isAuth: false, site: 'lashinbang', marketHome: true, screen: 'mall.landing' }),
  'mall.lashinbang.detail': route('mall.lashinbang.detail', '/mall/lashinbang/detail/:id', { isAuth: false, site: 'lashinbang', screen: 'mall.detail' }),
  'mall.lashinbang.sameList': route('mall.lashinbang.sameList', '/mall/lashinbang/sameList', { isAuth: false, site: 'lashinbang' }),
  'mall.lashinbang.shop': route('mall.lashinbang.shop', '/mall/lashinbang/shop/:id', { isAuth: false, site: 'lashinbang', screen: 'mall.shop' }),
  'mall.magi': route('mall.magi', '/mall/magi', { isAuth: false, site: 'magi', marketHome: true, screen: 'mall.landing' }),
  'mall.magi.detail': route('mall.magi.detail', '/mall/magi/detail/:id', { isAuth: false, site: 'magi', screen: 'mall.detail' }),
  'mall.magi.search': route('mall.magi.search', '/mall/magi/search', { isAuth: false, site: 'magi', commonSearch: true }),
  'mall.magi.series': route('mall.magi.series', '/mall/magi/series', { isAuth: false, site: 'magi' }),
  'mall.magi.shop': route('mall.magi.shop', '/mall/magi/shop/:id', { isAuth: false, site: 'magi', screen: 'mall.shop' }),
  'mall.market': route('mall.market', '/mall/market/shop', { isAuth: false, site: 'market', marketHome: true, screen: 'mall.landing' }),
  'mall.market.detail': route('mall.market.detail', '/mall/market/detail/:id', { isAuth: false, site: 'market', screen: 'mall.detail' }),
  'mall.market.shop': route('mall.market.shop', '/mall/market/shop/:shopid', { isAuth: false, site: 'market', screen: 'mall.shop' }),
  'mall.market.thirdShop': route('mall.market.thirdShop', '/mall/market/thirdShop', { isAuth: false, site: 'market' }),
  'mall.mercari': route('mall.mercari', '/mall/mercari', { isAuth: false, site: 'mercari', marketHome: true, screen: 'mall.landing' }),
  'mall.mercari.center': route('mall.mercari.center', '/mall/mercari/center', { site: 'mercari', screen: 'mall.center' }),
  'mall.mercari.center.bidding': route('mall.mercari.center.bidding', '/mall/mercari/center/bidding', { site: 'mercari', screen: 'mall.center.bidding' }),
  'mall.mercari.center.biddingFail': route('mall.mercari.center.biddingFail', '/mall/mercari/center/biddingFail', { site: 'mercari', screen: 'mall.center.biddingFail' }),
  'mall.mercari.center.cancel': route('mall.mercari.center.cancel', '/mall/mercari/center/cancel', { site: 'mercari', screen: 'mall.center.cancel' }),
  'mall.mercari.center.detail': route('mall.mercari.center.detail', '/mall/mercari/center/detail', { site: 'mercari', screen: 'mall.center.detail' }),
  'mall.mercari.center.notPaid': route('mall.mercari.center.notPaid', '/mall/mercari/center/notPaid', { site: 'mercari', screen: 'mall.center.notPaid' }),
  'mall.mercari.center.quota': route('mall.mercari.center.quota', '/mall/mercari/center/quota', { site: 'mercari', screen: 'mall.center.quota' }),
  'mall.mercari.center.recharge': route('mall.mercari.center.recharge', '/mall/mercari/center/recharge', { site: 'mercari', screen: 'mall.center.recharge' }),
  'mall.mercari.center.refund': route('mall.mercari.center.refund', '/mall/mercari/center/refund', { site: 'mercari', screen: 'mall.center.refund' }),
  'mall.mercari.detail': route('mall.mercari.detail', '/mall/mercari/detail/:id', { isAuth: false, site: 'mercari', screen: 'mall.detail' }),
  'mall.mercari.feature': route('mall.mercari.feature', '/mall/mercari/feature', { isAuth: false, site: 'mercari' }),
  'mall.mercari.otherShopSale': route('mall.mercari.otherShopSale', '/mall/mercari/otherShopSale', { isAuth: false, site: 'mercari' }),
  'mall.mercari.shop': route('mall.mercari.shop', '/mall/mercari/shop/:id', { isAuth: false, site: 'mercari', screen: 'mall.shop' }),
  'mall.minne': route('mall.minne', '/mall/minne', { isAuth: false, site: 'minne', marketHome: true, screen: 'mall.landing' }),
  'mall.minne.detail': route('mall.minne.detail', '/mall/minne/detail', { isAuth: false, site: 'minne', screen: 'mall.detail' }),
  'mall.minne.shop': route('mall.minne.shop', '/mall/minne/shop', { isAuth: false, site: 'minne', screen: 'mall.shop' }),
  'mall.paypay': route('mall.paypay', '/mall/paypay', { isAuth: false, site: 'paypay', marketHome: true, screen: 'mall.landing' }),
  'mall.paypay.detail': route('mall.paypay.detail', '/mall/paypay/detail/:id', { isAuth: false, site: 'paypay', screen: 'mall.detail' }),
  'mall.paypay.feature': route('mall.paypay.feature', '/mall/paypay/feature', { isAuth: false, site: 'paypay' }),
  'mall.paypay.otherShopSale': route('mall.paypay.otherShopSale', '/mall/paypay/otherShopSale', { isAuth: false, site: 'paypay' }),
  'mall.paypay.shop': route('mall.paypay.shop', '/mall/paypay/shop/:id', { isAuth: false, site: 'paypay', screen: 'mall.shop' }),
  'mall.rakuma': route('mall.rakuma', '/mall/rakuma', { isAuth: false, site: 'rakuma', marketHome: true, screen: 'mall.landing' }),
  'mall.rakuma.detail': route('mall.rakuma.detail', '/mall/rakuma/detail/:id', { isAuth: false, site: 'rakuma', screen: 'mall.detail' }),
  'mall.rakuma.shop': route('mall.rakuma.shop', '/mall/rakuma/shop/:id', { isAuth: false, site: 'rakuma', screen: 'mall.shop' }),
  'mall.rakuten': route('mall.rakuten', '/mall/rakuten', { isAuth: false, site: 'rakuten', marketHome: true, screen: 'mall.landing' }),
  'mall.rakuten.comment': route('mall.rakuten.comment', '/mall/rakuten/comment/:id', { isAuth: false, site: 'rakuten' }),
  'mall.rakuten.detail': route('mall.rakuten.detail', '/mall/rakuten/detail/:id', { isAuth: false, site: 'rakuten', screen: 'mall.detail' }),
  'mall.rakuten.shop': route('mall.rakuten.shop', '/mall/rakuten/shop/:id', { isAuth: false, site: 'rakuten', screen: 'mall.shop' }),
  'mall.rakuten.shopList': route('mall.rakuten.shopList', '/mall/rakuten/shopList', { isAuth: false, site: 'rakuten' }),
  'mall.surugaya': route('mall.surugaya', '/mall/surugaya', { isAuth: false, site: 'surugaya', marketHome: true, screen: 'mall.landing' }),
  'mall.surugaya.detail': route('mall.surugaya.detail', '/mall/surugaya/detail/:id', { isAuth: false, site: 'surugaya', screen: 'mall.detail' }),
  'mall.surugaya.shop': route('mall.surugaya.shop', '/mall/surugaya/shop/:id', { isAuth: false, site: 'surugaya', screen: 'mall.shop' }),
  'mall.surugaya.thirdShop': route('mall.surugaya.thirdShop', '/mall/surugaya/thirdShop/:id', { isAuth: false, site: 'surugaya' }),
  'mall.surugaya.thirdShopIndex': route('mall.surugaya.thirdShopIndex', '/mall/surugaya/thirdShopIndex/:id', { isAuth: false, site: 'surugaya' }),
  'mall.yahoo': route('mall.yahoo', '/mall/yahoo', { isAuth: false, site: 'yahoo', marketHome: true, screen: 'mall.landing' }),
  'mall.yahoo.center': route('mall.yahoo.center', '/mall/yahoo/center', { site: 'yahoo', screen: 'mall.center' }),
  'mall.yahoo.center.bidding': route('mall.yahoo.center.bidding', '/mall/yahoo/center/bidding', { site: 'yahoo', screen: 'mall.center.bidding' }),
  'mall.yahoo.center.biddingFail': route('mall.yahoo.center.biddingFail', '/mall/yahoo/center/biddingFail', { site: 'yahoo', screen: 'mall.center.biddingFail' }),
  'mall.yahoo.center.cancel': route('mall.yahoo.center.cancel', '/mall/yahoo/center/cancel', { site: 'yahoo', screen: 'mall.center.cancel' }),
  'mall.yahoo.center.detail': route('mall.yahoo.center.detail', '/mall/yahoo/center/detail', { site: 'yahoo', screen: 'mall.center.detail' }),
  'mall.yahoo.center.goods': route('mall.yahoo.center.goods', '/mall/yahoo/center/goods', { site: 'yahoo', screen: 'mall.center.goods' }),
  'mall.yahoo.center.notPaid': route('mall.yahoo.center.notPaid', '/mall/yahoo/center/notPaid', { site: 'yahoo', screen: 'mall.center.notPaid' }),
  'mall.yahoo.center.quota': route('mall.yahoo.center.quota', '/mall/yahoo/center/quota', { site: 'yahoo', screen: 'mall.center.quota' }),
  'mall.yahoo.center.recharge': route('mall.yahoo.center.recharge', '/mall/yahoo/center/recharge', { site: 'yahoo', screen: 'mall.center.recharge' }),
  'mall.yahoo.center.refund': route('mall.yahoo.center.refund', '/mall/yahoo/center/refund', { site: 'yahoo', screen: 'mall.center.refund' }),
  'mall.yahoo.center.seller': route('mall.yahoo.center.seller', '/mall/yahoo/center/seller', { site: 'yahoo', screen: 'mall.center.seller' }),
  'mall.yahoo.detail': route('mall.yahoo.detail', '/mall/yahoo/detail/:id', { isAuth: false, site: 'yahoo', screen: 'mall.detail' }),
  'mall.yahoo.otherShopSale': route('mall.yahoo.otherShopSale', '/mall/yahoo/otherShopSale', { isAuth: false, site: 'yahoo' }),
  'mall.yahoo.pay': route('mall.yahoo.pay', '/mall/yahoo/pay/:id', { site: 'yahoo' }),
  'mall.yahoo.search': route('mall.yahoo.search', '/mall/yahoo/search', { isAuth: false, site: 'yahoo', commonSearch: true }),
  'mall.yahoo.shop': route('mall.yahoo.shop', '/mall/yahoo/shop', { isAuth: false, site: 'yahoo', screen: 'mall.shop' }),
  'mall.yahoo.shopById': route('mall.yahoo.shopById', '/mall/yahoo/shop/:id', { isAuth: false, site: 'yahoo', screen: 'mall.shop' }),
  moreShop: route('moreShop', '/moreShop', { site: 'moreshop' }),
  notFound: route('notFound', '/404', { isAuth: false }),
  notice: route('notice', '/notice', { isAuth: false }),
  ops: route('ops', '/ops', { staff: true }),
  'ops.content': route('ops.content', '/ops/contents/:id', { staff: true }),
  'ops.contents': route('ops.contents', '/ops/contents', { staff: true }),
  'ops.identities': route('ops.identities', '/ops/identities', { staff: true }),
  'ops.order': route('ops.order', '/ops/order/:id', { staff: true }),
  'ops.queue': route('ops.queue', '/ops/:queue', { staff: true }),
  'ops.workOrder': route('ops.workOrder', '/ops/workOrder/:id', { staff: true }),
  'ops.workOrders': route('ops.workOrders', '/ops/workOrders', { staff: true }),
  personal: route('personal', '/personal'),
  'personal.address': route('personal.address', '/personal/address'),
  'personal.auth': route('personal.auth', '/personal/auth'),
  'personal.bidding': route('personal.bidding', '/personal/bidding'),
  'personal.card': route('personal.card', '/personal/card'),
  'personal.collect': route('personal.collect', '/personal/collect'),
  'personal.collect.seller': route('personal.collect.seller', '/personal/collect/seller'),
  'personal.coupon': route('personal.coupon', '/personal/coupon'),
  'personal.exp': route('personal.exp', '/personal/exp'),
  'personal.group.addGroupList': route('personal.group.addGroupList', '/personal/group/addGroupList'),
  'personal.group.create': route('personal.group.create', '/personal/group/create'),
  'personal.group.groupApply': route('personal.group.groupApply', '/personal/group/groupApply'),
  'personal.group.groupDetail': route('personal.group.groupDetail', '/personal/group/groupDetail'),
  'personal.group.manageGroup': route('personal.group.manageGroup', '/personal/group/manageGroup'),
  'personal.group.myGroup': route('personal.group.myGroup', '/personal/group/myGroup'),
  'personal.group.payMail': route('personal.group.payMail', '/personal/group/payMail'),
  'personal.integral': route('personal.integral', '/personal/integral'),
  'personal.message': route('personal.message', '/personal/message'),
  'personal.order': route('personal.order', '/personal/order/:type'),
  'personal.order.anybuy': route('personal.order.anybuy', '/personal/order/anybuy'),
  'personal.order.aviation': route('personal.order.aviation', '/personal/order/aviation'),
  'personal.order.checkService.appeal': route('personal.order.checkService.appeal', '/personal/order/checkService/appeal'),
  'personal.order.checkService.appealResult': route('personal.order.checkService.appealResult', '/personal/order/checkService/appealResult'),
  'personal.order.checkService.confirm': route('personal.order.checkService.confirm', '/personal/order/checkService/confirm'),
  'personal.order.commentSaller': route('personal.order.commentSaller', '/personal/order/commentSaller'),
  'personal.order.detail': route('personal.order.detail', '/personal/order/detail'),
  'personal.order.express': route('personal.order.express', '/personal/order/express'),
  'personal.order.merge': route('personal.order.merge', '/personal/order/merge'),
  'personal.order.merge.mailpay': route('personal.order.merge.mailpay', '/personal/order/merge/mailpay'),
  'personal.order.merge.payMailSuccess': route('personal.order.merge.payMailSuccess', '/personal/order/merge/payMailSuccess'),
  'personal.order.merge.selectMail': route('personal.order.merge.selectMail', '/personal/order/merge/selectMail'),
  'personal.order.publishExperience': route('personal.order.publishExperience', '/personal/order/publishExperience'),
  'personal.payment': route('personal.payment', '/personal/payment'),
  'personal.recharge': route('personal.recharge', '/personal/recharge'),
  'personal.refund': route('personal.refund', '/personal/refund'),
  'personal.searches': route('personal.searches', '/personal/searches'),
  'personal.setting': route('personal.setting', '/personal/setting'),
  'personal.shareOrder.add.monthly': route('personal.shareOrder.add.monthly', '/personal/shareOrder/add/monthly'),
  'personal.shareOrder.add.outer': route('personal.shareOrder.add.outer', '/personal/shareOrder/add/outer'),
  'personal.shareOrder.add.reward': route('personal.shareOrder.add.reward', '/personal/shareOrder/add/reward'),
  'personal.shareOrder.monthlyShareDetail': route('personal.shareOrder.monthlyShareDetail', '/personal/shareOrder/monthlyShareDetail'),
  'personal.shareOrder.outerDetail': route('personal.shareOrder.outerDetail', '/personal/shareOrder/outerDetail'),
  'personal.shipping': route('personal.shipping', '/personal/shipping'),
  'personal.shopExp': route('personal.shopExp', '/personal/shopExp'),
  'personal.special': route('personal.special', '/personal/special'),
  popular: route('popular', '/popular', { isAuth: false, commonSearch: true }),
  register: route('register', '/register', { isAuth: false }),
  'register.info': route('register.info', '/register/_info', { isAuth: false }),
  'register.infoChina': route('register.infoChina', '/register/_infoChina', { isAuth: false }),
  'register.update': route('register.update', '/register/update'),
  'register.updateChina': route('register.updateChina', '/register/_updateChina'),
  'register.verification': route('register.verification', '/register/_verification', { isAuth: false }),
  'register.verificationChina': route('register.verificationChina', '/register/_verificationChina', { isAuth: false }),
  search: route('search', '/search', { isAuth: false, commonSearch: true }),
  'search.brand': route('search.brand', '/search/brand', { isAuth: false, commonSearch: true }),
  'search.pool': route('search.pool', '/search/pool', { isAuth: false, commonSearch: true }),
  userGuide: route('userGuide', '/userGuide', { isAuth: false }),
  'userGuide.type': route('userGuide.type', '/userGuide/:type', { isAuth: false }),
  webview: route('webview', '/webview', { isAuth: false, bare: true }),
  workOrder: route('workOrder', '/workOrder'),
  'workOrder.add': route('workOrder.add', '/workOrder/add'),
  'workOrder.detail': route('workOrder.detail', '/workOrder/detail/:id'),
  'workOrder.evaluate': route('workOrder.evaluate', '/workOrder/evaluate/:id'),
  'workOrder.orderList': route('workOrder.orderList', '/workOrder/orderList'),
  'workOrder.reply': route('workOrder.reply', '/workOrder/reply/:id'),
};

export const routeNames = Object.keys(routes) as RouteName[];

/** The app fills this in; a route kind without a screen is a type error. */
export type ScreenContract<Screen> = { readonly [K in ScreenKind]: Screen };

export type RedirectTarget = { readonly route: RouteName } | { readonly url: string };

export interface RouteRule {
  readonly isAuth: boolean;
  readonly redirect: RedirectTarget | null;
}

/** Per edition: pages that redirect (unavailable marketplaces, edition rules) and pages that need login there. */
export const editionOverrides: { readonly [E in EditionId]: { readonly [N in RouteName]?: { readonly redirect?: RedirectTarget; readonly isAuth?: true } } } = {
  analytics: { home: { redirect: { route: 'analytics' } } },
  china: {
    analytics: { redirect: { route: 'download' } },
    'discount.amazon': { redirect: { route: 'download' } },
    'discount.amazon.search': { redirect: { route: 'download' } },
    'mall.amazon': { redirect: { route: 'download' } },
    'mall.amazon.detail': { redirect: { route: 'download' } },
    'mall.amazon.shop': { redirect: { route: 'download' } },
    'mall.amazon.thirdShop': { redirect: { route: 'download' } },
    'mall.mercari': { isAuth: true },
    'mall.mercari.detail': { isAuth: true },
    'mall.mercari.feature': { isAuth: true },
    'mall.mercari.otherShopSale': { isAuth: true },
    'mall.mercari.shop': { isAuth: true },
    'mall.paypay': { isAuth: true },
    'mall.paypay.detail': { isAuth: true },
    'mall.paypay.feature': { isAuth: true },
    'mall.paypay.otherShopSale': { isAuth: true },
    'mall.paypay.shop': { isAuth: true },
    'mall.rakuma': { isAuth: true },
    'mall.rakuma.detail': { isAuth: true },
    'mall.rakuma.shop': { isAuth: true },
    'mall.rakuten': { isAuth: true },
    'mall.rakuten.comment': { isAuth: true },
    'mall.rakuten.detail': { isAuth: true },
    'mall.rakuten.shop': { isAuth: true },
    'mall.rakuten.shopList': { isAuth: true },
    'mall.surugaya': { isAuth: true },
    'mall.surugaya.detail': { isAuth: true },
    'mall.surugaya.shop': { isAuth: true },
    'mall.surugaya.thirdShop': { isAuth: true },
    'mall.surugaya.thirdShopIndex': { isAuth: true },
    'mall.yahoo': { redirect: { route: 'download' } },
    'mall.yahoo.center': { redirect: { route: 'download' } },
    'mall.yahoo.center.bidding': { redirect: { route: 'download' } },
    'mall.yahoo.center.biddingFail': { redirect: { route: 'download' } },
    'mall.yahoo.center.cancel': { redirect: { route: 'download' } },
    'mall.yahoo.center.detail': { redirect: { route: 'download' } },
    'mall.yahoo.center.goods': { redirect: { route: 'download' } },
    'mall.yahoo.center.notPaid': { redirect: { route: 'download' } },
    'mall.yahoo.center.quota': { redirect: { route: 'download' } },
    'mall.yahoo.center.recharge': { redirect: { route: 'download' } },
    'mall.yahoo.center.refund': { redirect: { route: 'download' } },
    'mall.yahoo.center.seller': { redirect: { route: 'download' } },
    'mall.yahoo.detail': { redirect: { route: 'download' } },
    'mall.yahoo.otherShopSale': { redirect: { route: 'download' } },
    'mall.yahoo.pay': { redirect: { route: 'download' } },
    'mall.yahoo.search': { redirect: { route: 'download' } },
    'mall.yahoo.shop': { redirect: { route: 'download' } },
    'mall.yahoo.shopById': { redirect: { route: 'download' } },
  },
  global: {
    analytics: { redirect: { route: 'download' } },
    'mall.bunjang': { redirect: { route: 'download' } },
    'mall.bunjang.detail': { redirect: { route: 'download' } },
    'mall.bunjang.shop': { redirect: { route: 'download' } },
    'personal.group.addGroupList': { redirect: { route: 'download' } },
    'personal.group.create': { redirect: { route: 'download' } },
    'personal.group.groupApply': { redirect: { route: 'download' } },
    'personal.group.groupDetail': { redirect: { route: 'download' } },
    'personal.group.manageGroup': { redirect: { route: 'download' } },
    'personal.group.myGroup': { redirect: { route: 'download' } },
    'personal.group.payMail': { redirect: { route: 'download' } },
  },
};

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.hasOwn(routes, value);
}

/** Whether a route needs login and where it redirects, in an edition. */
export function routeRule(edition: EditionId, name: RouteName): RouteRule {
  const override = editionOverrides[edition][name];
  return { isAuth: override?.isAuth ?? routes[name].isAuth, redirect: override?.redirect ?? null };
}

export interface HrefOptions {
  readonly query?: Readonly<Record<string, LinkValue>>;
  readonly hash?: string;
}

export type HrefArgs<N extends RouteName> = Record<string, never> extends RouteParams[N]
  ? [params?: RouteParams[N], options?: HrefOptions]
  : [params: RouteParams[N], options?: HrefOptions];

/** The path of a route with its parameters percent-encoded; a missing parameter throws. */
export function href<N extends RouteName>(name: N, ...[params, options]: HrefArgs<N>): string {
  if (!isRouteName(name)) throw new Error(`href: unknown route "${String(name)}"`);
  const path = fillPath(routes[name].path, (params ?? {}) as Readonly<Record<string, LinkValue>>, `href(${name})`);
  const query = options?.query ? queryString(Object.entries(options.query)) : '';
  return path + query + (options?.hash ? `#${encodeURIComponent(options.hash)}` : '');
}

/** Adds the language prefix where the edition uses one (not for the default language). */
export function localizePath(path: string, edition: EditionId, language: LanguageCode): string {
  return editions[edition].languagePrefix && language !== defaultLanguage ? `/${language}${path}` : path;
}

export type ContentType = 'activity' | 'introduction' | 'article';

export interface ContentRef {
  readonly id: ParamValue;
  readonly code?: string | null;
  readonly type?: ContentType | null;
}

const contentRoutes = { activity: 'activity', introduction: 'introduction', article: 'article.detail' } as const;

/** Link to an activity, introduction or article: /{type path}/{code or id}[-{id}], activity by default; */
/** the language prefix is added only where the edition uses one. */
export function contentLink(item: ContentRef, edition: EditionId, language: LanguageCode): string {
  const route = routes[contentRoutes[item.type ?? 'activity']];
  const key = item.code ? `${item.code}-${item.id}` : String(item.id);
  const path = route.path.replace(/:[A-Za-z0-9]+/, () => encodeURIComponent(key));
  return localizePath(path, edition, language);
}
