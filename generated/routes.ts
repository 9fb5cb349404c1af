// Generated from spec/routes.yaml, spec/sites/*.yaml, spec/editions.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { editions, type EditionId } from './editions';
import { defaultLanguage, type LanguageCode } from './languages';
import { fillPath, queryString, type LinkValue } from './runtime';

export type RouteName =
  | 'activity'
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
  | 'ops.order'
  | 'ops.queue'
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
  | 'ops.order'
  | 'ops.queue'
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
  readonly 'ops.order': { readonly id: ParamValue };
  readonly 'ops.queue': { readonly queue: ParamValue };
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

export const routes: { readonly [N in RouteName]: RouteMeta<N> } = {
  activity: {
    name: 'activity',
    path: '/activity/:id',
    params: ['id'],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'activity',
  },
  article: {
    name: 'article',
    path: '/article',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'article',
  },
  'article.detail': {
    name: 'article.detail',
    path: '/article/detail/:id',
    params: ['id'],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'article.detail',
  },
  calc: {
    name: 'calc',
    path: '/calc',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'calc',
  },
  cart: {
    name: 'cart',
    path: '/cart',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart',
  },
  'cart.anybuy': {
    name: 'cart.anybuy',
    path: '/cart/anybuy',
    params: [],
    isAuth: true,
    site: 'anybuy',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.anybuy',
  },
  'cart.anybuyCreateOrder': {
    name: 'cart.anybuyCreateOrder',
    path: '/cart/anybuyCreateOrder',
    params: [],
    isAuth: true,
    site: 'anybuy',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.anybuyCreateOrder',
  },
  'cart.change': {
    name: 'cart.change',
    path: '/cart/change',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.change',
  },
  'cart.confirm': {
    name: 'cart.confirm',
    path: '/cart/confirm',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.confirm',
  },
  'cart.paySuccess': {
    name: 'cart.paySuccess',
    path: '/cart/paySuccess',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.paySuccess',
  },
  'cart.remark': {
    name: 'cart.remark',
    path: '/cart/remark',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.remark',
  },
  'cart.update': {
    name: 'cart.update',
    path: '/cart/update',
    params: [],
    isAuth: true,
    site: 'cart',
    marketHome: false,
    commonSearch: false,
    screen: 'cart.update',
  },
  'discount.amazon': {
    name: 'discount.amazon',
    path: '/discount/amazon',
    params: [],
    isAuth: false,
    site: 'amazon',
    marketHome: false,
    commonSearch: false,
    screen: 'discount.amazon',
  },
  'discount.amazon.search': {
    name: 'discount.amazon.search',
    path: '/discount/amazon/search',
    params: [],
    isAuth: false,
    site: 'amazon',
    marketHome: false,
    commonSearch: true,
    screen: 'discount.amazon.search',
  },
  download: {
    name: 'download',
    path: '/download',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'download',
  },
  experience: {
    name: 'experience',
    path: '/experience',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'experience',
  },
  'experience.detail': {
    name: 'experience.detail',
    path: '/experience/detail/:id',
    params: ['id'],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'experience.detail',
  },
  'experience.user': {
    name: 'experience.user',
    path: '/experience/user',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'experience.user',
  },
  forget: {
    name: 'forget',
    path: '/forget',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'forget',
  },
  'forget.info': {
    name: 'forget.info',
    path: '/forget/_info',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'forget.info',
  },
  'forget.verification': {
    name: 'forget.verification',
    path: '/forget/_verification',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'forget.verification',
  },
  home: {
    name: 'home',
    path: '/',
    params: [],
    isAuth: false,
    site: 'home',
    marketHome: false,
    commonSearch: false,
    screen: 'home',
  },
  introduction: {
    name: 'introduction',
    path: '/introduction/:id',
    params: ['id'],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'introduction',
  },
  'introduction.about': {
    name: 'introduction.about',
    path: '/introduction/about',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'introduction.about',
  },
  invite: {
    name: 'invite',
    path: '/invite',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'invite',
  },
  landing: {
    name: 'landing',
    path: '/landing/:id',
    params: ['id'],
    isAuth: false,
    site: 'landing',
    marketHome: false,
    commonSearch: false,
    screen: 'landing',
  },
  'landing.activity': {
    name: 'landing.activity',
    path: '/landing/activity/:id',
    params: ['id'],
    isAuth: false,
    site: 'landing',
    marketHome: false,
    commonSearch: false,
    screen: 'landing.activity',
  },
  'landing.next': {
    name: 'landing.next',
    path: '/landing/next/:id',
    params: ['id'],
    isAuth: false,
    site: 'landing',
    marketHome: false,
    commonSearch: false,
    screen: 'landing.next',
  },
  login: {
    name: 'login',
    path: '/login',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'login',
  },
  'mall.amazon': {
    name: 'mall.amazon',
    path: '/mall/amazon',
    params: [],
    isAuth: false,
    site: 'amazon',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.amazon.detail': {
    name: 'mall.amazon.detail',
    path: '/mall/amazon/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'amazon',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.amazon.shop': {
    name: 'mall.amazon.shop',
    path: '/mall/amazon/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'amazon',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.amazon.thirdShop': {
    name: 'mall.amazon.thirdShop',
    path: '/mall/amazon/thirdShop',
    params: [],
    isAuth: false,
    site: 'amazon',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.amazon.thirdShop',
  },
  'mall.bunjang': {
    name: 'mall.bunjang',
    path: '/mall/bunjang',
    params: [],
    isAuth: false,
    site: 'bunjang',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.bunjang.detail': {
    name: 'mall.bunjang.detail',
    path: '/mall/bunjang/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'bunjang',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.bunjang.shop': {
    name: 'mall.bunjang.shop',
    path: '/mall/bunjang/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'bunjang',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.card.detail': {
    name: 'mall.card.detail',
    path: '/mall/card/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'card',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.lashinbang': {
    name: 'mall.lashinbang',
    path: '/mall/lashinbang',
    params: [],
    isAuth: false,
    site: 'lashinbang',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.lashinbang.detail': {
    name: 'mall.lashinbang.detail',
    path: '/mall/lashinbang/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'lashinbang',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.lashinbang.sameList': {
    name: 'mall.lashinbang.sameList',
    path: '/mall/lashinbang/sameList',
    params: [],
    isAuth: false,
    site: 'lashinbang',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.lashinbang.sameList',
  },
  'mall.lashinbang.shop': {
    name: 'mall.lashinbang.shop',
    path: '/mall/lashinbang/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'lashinbang',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.magi': {
    name: 'mall.magi',
    path: '/mall/magi',
    params: [],
    isAuth: false,
    site: 'magi',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.magi.detail': {
    name: 'mall.magi.detail',
    path: '/mall/magi/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'magi',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.magi.search': {
    name: 'mall.magi.search',
    path: '/mall/magi/search',
    params: [],
    isAuth: false,
    site: 'magi',
    marketHome: false,
    commonSearch: true,
    screen: 'mall.magi.search',
  },
  'mall.magi.series': {
    name: 'mall.magi.series',
    path: '/mall/magi/series',
    params: [],
    isAuth: false,
    site: 'magi',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.magi.series',
  },
  'mall.magi.shop': {
    name: 'mall.magi.shop',
    path: '/mall/magi/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'magi',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.market': {
    name: 'mall.market',
    path: '/mall/market/shop',
    params: [],
    isAuth: false,
    site: 'market',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.market.detail': {
    name: 'mall.market.detail',
    path: '/mall/market/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'market',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.market.shop': {
    name: 'mall.market.shop',
    path: '/mall/market/shop/:shopid',
    params: ['shopid'],
    isAuth: false,
    site: 'market',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.market.thirdShop': {
    name: 'mall.market.thirdShop',
    path: '/mall/market/thirdShop',
    params: [],
    isAuth: false,
    site: 'market',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.market.thirdShop',
  },
  'mall.mercari': {
    name: 'mall.mercari',
    path: '/mall/mercari',
    params: [],
    isAuth: false,
    site: 'mercari',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.mercari.center': {
    name: 'mall.mercari.center',
    path: '/mall/mercari/center',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center',
  },
  'mall.mercari.center.bidding': {
    name: 'mall.mercari.center.bidding',
    path: '/mall/mercari/center/bidding',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.bidding',
  },
  'mall.mercari.center.biddingFail': {
    name: 'mall.mercari.center.biddingFail',
    path: '/mall/mercari/center/biddingFail',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.biddingFail',
  },
  'mall.mercari.center.cancel': {
    name: 'mall.mercari.center.cancel',
    path: '/mall/mercari/center/cancel',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.cancel',
  },
  'mall.mercari.center.detail': {
    name: 'mall.mercari.center.detail',
    path: '/mall/mercari/center/detail',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.detail',
  },
  'mall.mercari.center.notPaid': {
    name: 'mall.mercari.center.notPaid',
    path: '/mall/mercari/center/notPaid',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.notPaid',
  },
  'mall.mercari.center.quota': {
    name: 'mall.mercari.center.quota',
    path: '/mall/mercari/center/quota',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.quota',
  },
  'mall.mercari.center.recharge': {
    name: 'mall.mercari.center.recharge',
    path: '/mall/mercari/center/recharge',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.recharge',
  },
  'mall.mercari.center.refund': {
    name: 'mall.mercari.center.refund',
    path: '/mall/mercari/center/refund',
    params: [],
    isAuth: true,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.refund',
  },
  'mall.mercari.detail': {
    name: 'mall.mercari.detail',
    path: '/mall/mercari/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.mercari.feature': {
    name: 'mall.mercari.feature',
    path: '/mall/mercari/feature',
    params: [],
    isAuth: false,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.mercari.feature',
  },
  'mall.mercari.otherShopSale': {
    name: 'mall.mercari.otherShopSale',
    path: '/mall/mercari/otherShopSale',
    params: [],
    isAuth: false,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.mercari.otherShopSale',
  },
  'mall.mercari.shop': {
    name: 'mall.mercari.shop',
    path: '/mall/mercari/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'mercari',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.minne': {
    name: 'mall.minne',
    path: '/mall/minne',
    params: [],
    isAuth: false,
    site: 'minne',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.minne.detail': {
    name: 'mall.minne.detail',
    path: '/mall/minne/detail',
    params: [],
    isAuth: false,
    site: 'minne',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.minne.shop': {
    name: 'mall.minne.shop',
    path: '/mall/minne/shop',
    params: [],
    isAuth: false,
    site: 'minne',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.paypay': {
    name: 'mall.paypay',
    path: '/mall/paypay',
    params: [],
    isAuth: false,
    site: 'paypay',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.paypay.detail': {
    name: 'mall.paypay.detail',
    path: '/mall/paypay/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'paypay',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.paypay.feature': {
    name: 'mall.paypay.feature',
    path: '/mall/paypay/feature',
    params: [],
    isAuth: false,
    site: 'paypay',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.paypay.feature',
  },
  'mall.paypay.otherShopSale': {
    name: 'mall.paypay.otherShopSale',
    path: '/mall/paypay/otherShopSale',
    params: [],
    isAuth: false,
    site: 'paypay',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.paypay.otherShopSale',
  },
  'mall.paypay.shop': {
    name: 'mall.paypay.shop',
    path: '/mall/paypay/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'paypay',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.rakuma': {
    name: 'mall.rakuma',
    path: '/mall/rakuma',
    params: [],
    isAuth: false,
    site: 'rakuma',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.rakuma.detail': {
    name: 'mall.rakuma.detail',
    path: '/mall/rakuma/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'rakuma',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.rakuma.shop': {
    name: 'mall.rakuma.shop',
    path: '/mall/rakuma/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'rakuma',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.rakuten': {
    name: 'mall.rakuten',
    path: '/mall/rakuten',
    params: [],
    isAuth: false,
    site: 'rakuten',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.rakuten.comment': {
    name: 'mall.rakuten.comment',
    path: '/mall/rakuten/comment/:id',
    params: ['id'],
    isAuth: false,
    site: 'rakuten',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.rakuten.comment',
  },
  'mall.rakuten.detail': {
    name: 'mall.rakuten.detail',
    path: '/mall/rakuten/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'rakuten',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.rakuten.shop': {
    name: 'mall.rakuten.shop',
    path: '/mall/rakuten/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'rakuten',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.rakuten.shopList': {
    name: 'mall.rakuten.shopList',
    path: '/mall/rakuten/shopList',
    params: [],
    isAuth: false,
    site: 'rakuten',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.rakuten.shopList',
  },
  'mall.surugaya': {
    name: 'mall.surugaya',
    path: '/mall/surugaya',
    params: [],
    isAuth: false,
    site: 'surugaya',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.surugaya.detail': {
    name: 'mall.surugaya.detail',
    path: '/mall/surugaya/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'surugaya',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.surugaya.shop': {
    name: 'mall.surugaya.shop',
    path: '/mall/surugaya/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'surugaya',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.surugaya.thirdShop': {
    name: 'mall.surugaya.thirdShop',
    path: '/mall/surugaya/thirdShop/:id',
    params: ['id'],
    isAuth: false,
    site: 'surugaya',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.surugaya.thirdShop',
  },
  'mall.surugaya.thirdShopIndex': {
    name: 'mall.surugaya.thirdShopIndex',
    path: '/mall/surugaya/thirdShopIndex/:id',
    params: ['id'],
    isAuth: false,
    site: 'surugaya',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.surugaya.thirdShopIndex',
  },
  'mall.yahoo': {
    name: 'mall.yahoo',
    path: '/mall/yahoo',
    params: [],
    isAuth: false,
    site: 'yahoo',
    marketHome: true,
    commonSearch: false,
    screen: 'mall.landing',
  },
  'mall.yahoo.center': {
    name: 'mall.yahoo.center',
    path: '/mall/yahoo/center',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center',
  },
  'mall.yahoo.center.bidding': {
    name: 'mall.yahoo.center.bidding',
    path: '/mall/yahoo/center/bidding',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.bidding',
  },
  'mall.yahoo.center.biddingFail': {
    name: 'mall.yahoo.center.biddingFail',
    path: '/mall/yahoo/center/biddingFail',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.biddingFail',
  },
  'mall.yahoo.center.cancel': {
    name: 'mall.yahoo.center.cancel',
    path: '/mall/yahoo/center/cancel',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.cancel',
  },
  'mall.yahoo.center.detail': {
    name: 'mall.yahoo.center.detail',
    path: '/mall/yahoo/center/detail',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.detail',
  },
  'mall.yahoo.center.goods': {
    name: 'mall.yahoo.center.goods',
    path: '/mall/yahoo/center/goods',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.goods',
  },
  'mall.yahoo.center.notPaid': {
    name: 'mall.yahoo.center.notPaid',
    path: '/mall/yahoo/center/notPaid',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.notPaid',
  },
  'mall.yahoo.center.quota': {
    name: 'mall.yahoo.center.quota',
    path: '/mall/yahoo/center/quota',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.quota',
  },
  'mall.yahoo.center.recharge': {
    name: 'mall.yahoo.center.recharge',
    path: '/mall/yahoo/center/recharge',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.recharge',
  },
  'mall.yahoo.center.refund': {
    name: 'mall.yahoo.center.refund',
    path: '/mall/yahoo/center/refund',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.refund',
  },
  'mall.yahoo.center.seller': {
    name: 'mall.yahoo.center.seller',
    path: '/mall/yahoo/center/seller',
    params: [],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.center.seller',
  },
  'mall.yahoo.detail': {
    name: 'mall.yahoo.detail',
    path: '/mall/yahoo/detail/:id',
    params: ['id'],
    isAuth: false,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.detail',
  },
  'mall.yahoo.otherShopSale': {
    name: 'mall.yahoo.otherShopSale',
    path: '/mall/yahoo/otherShopSale',
    params: [],
    isAuth: false,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.yahoo.otherShopSale',
  },
  'mall.yahoo.pay': {
    name: 'mall.yahoo.pay',
    path: '/mall/yahoo/pay/:id',
    params: ['id'],
    isAuth: true,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.yahoo.pay',
  },
  'mall.yahoo.search': {
    name: 'mall.yahoo.search',
    path: '/mall/yahoo/search',
    params: [],
    isAuth: false,
    site: 'yahoo',
    marketHome: false,
    commonSearch: true,
    screen: 'mall.yahoo.search',
  },
  'mall.yahoo.shop': {
    name: 'mall.yahoo.shop',
    path: '/mall/yahoo/shop',
    params: [],
    isAuth: false,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  'mall.yahoo.shopById': {
    name: 'mall.yahoo.shopById',
    path: '/mall/yahoo/shop/:id',
    params: ['id'],
    isAuth: false,
    site: 'yahoo',
    marketHome: false,
    commonSearch: false,
    screen: 'mall.shop',
  },
  moreShop: {
    name: 'moreShop',
    path: '/moreShop',
    params: [],
    isAuth: true,
    site: 'moreshop',
    marketHome: false,
    commonSearch: false,
    screen: 'moreShop',
  },
  notFound: {
    name: 'notFound',
    path: '/404',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'notFound',
  },
  notice: {
    name: 'notice',
    path: '/notice',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'notice',
  },
  ops: {
    name: 'ops',
    path: '/ops',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    staff: true,
    screen: 'ops',
  },
  'ops.content': {
    name: 'ops.content',
    path: '/ops/contents/:id',
    params: ['id'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    staff: true,
    screen: 'ops.content',
  },
  'ops.contents': {
    name: 'ops.contents',
    path: '/ops/contents',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    staff: true,
    screen: 'ops.contents',
  },
  'ops.order': {
    name: 'ops.order',
    path: '/ops/order/:id',
    params: ['id'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    staff: true,
    screen: 'ops.order',
  },
  'ops.queue': {
    name: 'ops.queue',
    path: '/ops/:queue',
    params: ['queue'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    staff: true,
    screen: 'ops.queue',
  },
  personal: {
    name: 'personal',
    path: '/personal',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal',
  },
  'personal.address': {
    name: 'personal.address',
    path: '/personal/address',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.address',
  },
  'personal.auth': {
    name: 'personal.auth',
    path: '/personal/auth',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.auth',
  },
  'personal.bidding': {
    name: 'personal.bidding',
    path: '/personal/bidding',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.bidding',
  },
  'personal.card': {
    name: 'personal.card',
    path: '/personal/card',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.card',
  },
  'personal.collect': {
    name: 'personal.collect',
    path: '/personal/collect',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.collect',
  },
  'personal.collect.seller': {
    name: 'personal.collect.seller',
    path: '/personal/collect/seller',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.collect.seller',
  },
  'personal.coupon': {
    name: 'personal.coupon',
    path: '/personal/coupon',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.coupon',
  },
  'personal.exp': {
    name: 'personal.exp',
    path: '/personal/exp',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.exp',
  },
  'personal.group.addGroupList': {
    name: 'personal.group.addGroupList',
    path: '/personal/group/addGroupList',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.addGroupList',
  },
  'personal.group.create': {
    name: 'personal.group.create',
    path: '/personal/group/create',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.create',
  },
  'personal.group.groupApply': {
    name: 'personal.group.groupApply',
    path: '/personal/group/groupApply',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.groupApply',
  },
  'personal.group.groupDetail': {
    name: 'personal.group.groupDetail',
    path: '/personal/group/groupDetail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.groupDetail',
  },
  'personal.group.manageGroup': {
    name: 'personal.group.manageGroup',
    path: '/personal/group/manageGroup',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.manageGroup',
  },
  'personal.group.myGroup': {
    name: 'personal.group.myGroup',
    path: '/personal/group/myGroup',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.myGroup',
  },
  'personal.group.payMail': {
    name: 'personal.group.payMail',
    path: '/personal/group/payMail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.group.payMail',
  },
  'personal.integral': {
    name: 'personal.integral',
    path: '/personal/integral',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.integral',
  },
  'personal.message': {
    name: 'personal.message',
    path: '/personal/message',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.message',
  },
  'personal.order': {
    name: 'personal.order',
    path: '/personal/order/:type',
    params: ['type'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order',
  },
  'personal.order.anybuy': {
    name: 'personal.order.anybuy',
    path: '/personal/order/anybuy',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.anybuy',
  },
  'personal.order.aviation': {
    name: 'personal.order.aviation',
    path: '/personal/order/aviation',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.aviation',
  },
  'personal.order.checkService.appeal': {
    name: 'personal.order.checkService.appeal',
    path: '/personal/order/checkService/appeal',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.checkService.appeal',
  },
  'personal.order.checkService.appealResult': {
    name: 'personal.order.checkService.appealResult',
    path: '/personal/order/checkService/appealResult',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.checkService.appealResult',
  },
  'personal.order.checkService.confirm': {
    name: 'personal.order.checkService.confirm',
    path: '/personal/order/checkService/confirm',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.checkService.confirm',
  },
  'personal.order.commentSaller': {
    name: 'personal.order.commentSaller',
    path: '/personal/order/commentSaller',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.commentSaller',
  },
  'personal.order.detail': {
    name: 'personal.order.detail',
    path: '/personal/order/detail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.detail',
  },
  'personal.order.express': {
    name: 'personal.order.express',
    path: '/personal/order/express',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.express',
  },
  'personal.order.merge': {
    name: 'personal.order.merge',
    path: '/personal/order/merge',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.merge',
  },
  'personal.order.merge.mailpay': {
    name: 'personal.order.merge.mailpay',
    path: '/personal/order/merge/mailpay',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.merge.mailpay',
  },
  'personal.order.merge.payMailSuccess': {
    name: 'personal.order.merge.payMailSuccess',
    path: '/personal/order/merge/payMailSuccess',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.merge.payMailSuccess',
  },
  'personal.order.merge.selectMail': {
    name: 'personal.order.merge.selectMail',
    path: '/personal/order/merge/selectMail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.merge.selectMail',
  },
  'personal.order.publishExperience': {
    name: 'personal.order.publishExperience',
    path: '/personal/order/publishExperience',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.order.publishExperience',
  },
  'personal.payment': {
    name: 'personal.payment',
    path: '/personal/payment',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.payment',
  },
  'personal.recharge': {
    name: 'personal.recharge',
    path: '/personal/recharge',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.recharge',
  },
  'personal.refund': {
    name: 'personal.refund',
    path: '/personal/refund',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.refund',
  },
  'personal.setting': {
    name: 'personal.setting',
    path: '/personal/setting',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.setting',
  },
  'personal.shareOrder.add.monthly': {
    name: 'personal.shareOrder.add.monthly',
    path: '/personal/shareOrder/add/monthly',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shareOrder.add.monthly',
  },
  'personal.shareOrder.add.outer': {
    name: 'personal.shareOrder.add.outer',
    path: '/personal/shareOrder/add/outer',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shareOrder.add.outer',
  },
  'personal.shareOrder.add.reward': {
    name: 'personal.shareOrder.add.reward',
    path: '/personal/shareOrder/add/reward',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shareOrder.add.reward',
  },
  'personal.shareOrder.monthlyShareDetail': {
    name: 'personal.shareOrder.monthlyShareDetail',
    path: '/personal/shareOrder/monthlyShareDetail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shareOrder.monthlyShareDetail',
  },
  'personal.shareOrder.outerDetail': {
    name: 'personal.shareOrder.outerDetail',
    path: '/personal/shareOrder/outerDetail',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shareOrder.outerDetail',
  },
  'personal.shipping': {
    name: 'personal.shipping',
    path: '/personal/shipping',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shipping',
  },
  'personal.shopExp': {
    name: 'personal.shopExp',
    path: '/personal/shopExp',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.shopExp',
  },
  'personal.special': {
    name: 'personal.special',
    path: '/personal/special',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'personal.special',
  },
  popular: {
    name: 'popular',
    path: '/popular',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: true,
    screen: 'popular',
  },
  register: {
    name: 'register',
    path: '/register',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register',
  },
  'register.info': {
    name: 'register.info',
    path: '/register/_info',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.info',
  },
  'register.infoChina': {
    name: 'register.infoChina',
    path: '/register/_infoChina',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.infoChina',
  },
  'register.update': {
    name: 'register.update',
    path: '/register/update',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.update',
  },
  'register.updateChina': {
    name: 'register.updateChina',
    path: '/register/_updateChina',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.updateChina',
  },
  'register.verification': {
    name: 'register.verification',
    path: '/register/_verification',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.verification',
  },
  'register.verificationChina': {
    name: 'register.verificationChina',
    path: '/register/_verificationChina',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'register.verificationChina',
  },
  search: {
    name: 'search',
    path: '/search',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: true,
    screen: 'search',
  },
  'search.brand': {
    name: 'search.brand',
    path: '/search/brand',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: true,
    screen: 'search.brand',
  },
  'search.pool': {
    name: 'search.pool',
    path: '/search/pool',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: true,
    screen: 'search.pool',
  },
  userGuide: {
    name: 'userGuide',
    path: '/userGuide',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'userGuide',
  },
  'userGuide.type': {
    name: 'userGuide.type',
    path: '/userGuide/:type',
    params: ['type'],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'userGuide.type',
  },
  webview: {
    name: 'webview',
    path: '/webview',
    params: [],
    isAuth: false,
    site: null,
    marketHome: false,
    commonSearch: false,
    bare: true,
    screen: 'webview',
  },
  workOrder: {
    name: 'workOrder',
    path: '/workOrder',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder',
  },
  'workOrder.add': {
    name: 'workOrder.add',
    path: '/workOrder/add',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder.add',
  },
  'workOrder.detail': {
    name: 'workOrder.detail',
    path: '/workOrder/detail/:id',
    params: ['id'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder.detail',
  },
  'workOrder.evaluate': {
    name: 'workOrder.evaluate',
    path: '/workOrder/evaluate/:id',
    params: ['id'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder.evaluate',
  },
  'workOrder.orderList': {
    name: 'workOrder.orderList',
    path: '/workOrder/orderList',
    params: [],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder.orderList',
  },
  'workOrder.reply': {
    name: 'workOrder.reply',
    path: '/workOrder/reply/:id',
    params: ['id'],
    isAuth: true,
    site: null,
    marketHome: false,
    commonSearch: false,
    screen: 'workOrder.reply',
  },
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
  analytics: {},
  china: {
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
