// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { z } from 'zod';
import { CategoryNode, CodeSent, CollectCounts, CollectedGoods, GoodsDetail, GoodsListItem, HomeInfo, LandedCost, NameValue, OpsAudit, OpsOrderDetail, OpsOrderPage, OpsQueueCount, Reviews, SearchResult, SearchTerms, SellerList, Series, ShippingOptions, ShopPage, SiteHome, Token, UserInfo, YahooCategory } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OperationDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** the `n` the call carries */
  readonly name: string;
  /** the client function */
  readonly fn: string;
  readonly method: HttpMethod;
  /** query: `?n=<name>`; api: `/api/<name>` */
  readonly style: 'query' | 'api';
  readonly auth: 'none' | 'optional' | 'required' | 'staff';
  /** safe to retry once on a transient status */
  readonly retry: boolean;
  readonly params: P;
  readonly result: R;
}

export const operations = {
  'Sig.Front.AppApi.CheckVerifyCode': {
    name: 'Sig.Front.AppApi.CheckVerifyCode',
    fn: 'checkVerifyCode',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
      purpose: z.enum(['register', 'reset']),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.ForgetPassword': {
    name: 'Sig.Front.AppApi.ForgetPassword',
    fn: 'forgetPassword',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.GetToken': {
    name: 'Sig.Front.AppApi.GetToken',
    fn: 'getToken',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({}),
    result: Token,
  },
  'Sig.Front.AppApi.Login': {
    name: 'Sig.Front.AppApi.Login',
    fn: 'login',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({
      email: z.email(),
      password: z.string().min(1).max(200),
    }),
    result: UserInfo,
  },
  'Sig.Front.AppApi.LogoutAction': {
    name: 'Sig.Front.AppApi.LogoutAction',
    fn: 'logoutAction',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({}),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.Register': {
    name: 'Sig.Front.AppApi.Register',
    fn: 'register',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      password: z.string().min(8).max(72),
      nickname: z.string().min(1).max(40).optional(),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.ResetPassword': {
    name: 'Sig.Front.AppApi.ResetPassword',
    fn: 'resetPassword',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
      password: z.string().min(8).max(72),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.AppApi.SendVerifyCode': {
    name: 'Sig.Front.AppApi.SendVerifyCode',
    fn: 'sendVerifyCode',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      purpose: z.enum(['register', 'reset']),
    }),
    result: CodeSent,
  },
  'Sig.Front.AppApi.UserSourceAd': {
    name: 'Sig.Front.AppApi.UserSourceAd',
    fn: 'userSourceAd',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      source: z.string().max(100).optional(),
    }),
    result: z.object({
      source: z.string().nullable(),
    }),
  },
  'Sig.Front.AppApi.VerifyRegister': {
    name: 'Sig.Front.AppApi.VerifyRegister',
    fn: 'verifyRegister',
    method: 'POST',
    style: 'query',
    auth: 'none',
    retry: false,
    params: z.object({
      email: z.email(),
      code: z.string().min(1).max(12),
    }),
    result: UserInfo,
  },
  'Sig.Front.Front.CalcLandedCost': {
    name: 'Sig.Front.Front.CalcLandedCost',
    fn: 'calcLandedCost',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      priceYen: z.int().min(0),
      domesticShippingYen: z.int().min(0).optional(),
      weightGrams: z.int().min(1).max(100000),
      lengthCm: z.int().min(1).max(300).optional(),
      widthCm: z.int().min(1).max(300).optional(),
      heightCm: z.int().min(1).max(300).optional(),
      country: z.string().min(2).max(2),
      services: z.string().max(200).optional(),
    }),
    result: LandedCost,
  },
  'Sig.Front.Front.Config': {
    name: 'Sig.Front.Front.Config',
    fn: 'config',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get serviceNameMap() {
        return z.array(NameValue);
      },
    }),
  },
  'Sig.Front.Front.GlobalHomeInfo': {
    name: 'Sig.Front.Front.GlobalHomeInfo',
    fn: 'globalHomeInfo',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({}),
    result: HomeInfo,
  },
  'Sig.Front.Front.ShippingOptions': {
    name: 'Sig.Front.Front.ShippingOptions',
    fn: 'shippingOptions',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: ShippingOptions,
  },
  'Sig.Front.SubSite.App.ApplyUnblockGoods': {
    name: 'Sig.Front.SubSite.App.ApplyUnblockGoods',
    fn: 'applyUnblockGoods',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      Type: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
      Url: z.string().min(1).max(2048),
      reason: z.string().max(500).optional(),
    }),
    result: z.null().optional(),
  },
  'Sig.Front.SubSite.App.Categories': {
    name: 'Sig.Front.SubSite.App.Categories',
    fn: 'siteCategories',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
    }),
    result: z.object({
      get categories() {
        return z.array(CategoryNode);
      },
    }),
  },
  'Sig.Front.SubSite.App.GoodsDetail': {
    name: 'Sig.Front.SubSite.App.GoodsDetail',
    fn: 'goodsDetail',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      id: z.string().min(1).max(300),
    }),
    result: GoodsDetail,
  },
  'Sig.Front.SubSite.App.Search': {
    name: 'Sig.Front.SubSite.App.Search',
    fn: 'search',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({
      keyword: z.string().max(200).optional(),
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).optional(),
      category: z.int().min(1).optional(),
      minPrice: z.int().min(0).optional(),
      maxPrice: z.int().min(0).optional(),
      condition: z.enum(['new', 'likeNew', 'good', 'fair', 'poor']).optional(),
      listing: z.enum(['fixed', 'auction']).optional(),
      hideSoldOut: z.boolean().optional(),
      onSale: z.boolean().optional(),
      sellerId: z.string().min(1).max(100).optional(),
      sort: z.enum(['relevance', 'priceAsc', 'priceDesc', 'newest', 'endingSoon']).optional(),
      page: z.int().min(1).max(500).optional(),
      pageSize: z.int().min(1).max(60).optional(),
    }),
    result: SearchResult,
  },
  'Sig.Front.SubSite.App.SellerShops': {
    name: 'Sig.Front.SubSite.App.SellerShops',
    fn: 'sellerShops',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      official: z.boolean().optional(),
      page: z.int().min(1).max(500).optional(),
    }),
    result: SellerList,
  },
  'Sig.Front.SubSite.App.ShopGoods': {
    name: 'Sig.Front.SubSite.App.ShopGoods',
    fn: 'shopGoods',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      sellerId: z.string().min(1).max(100),
      sort: z.enum(['relevance', 'priceAsc', 'priceDesc', 'newest', 'endingSoon']).optional(),
      page: z.int().min(1).max(500).optional(),
    }),
    result: ShopPage,
  },
  'Sig.Front.SubSite.App.SiteHome': {
    name: 'Sig.Front.SubSite.App.SiteHome',
    fn: 'siteHome',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
    }),
    result: SiteHome,
  },
  'Sig.Front.SubSite.AppLashinbang.SameList': {
    name: 'Sig.Front.SubSite.AppLashinbang.SameList',
    fn: 'lashinbangSameList',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      id: z.string().min(1).max(300),
    }),
    result: z.object({
      get items() {
        return z.array(GoodsListItem);
      },
    }),
  },
  'Sig.Front.SubSite.AppMercari.MercariCat': {
    name: 'Sig.Front.SubSite.AppMercari.MercariCat',
    fn: 'mercariCat',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get cat() {
        return z.array(CategoryNode);
      },
    }),
  },
  'Sig.Front.SubSite.AppMokaki.Categories': {
    name: 'Sig.Front.SubSite.AppMokaki.Categories',
    fn: 'magiCategories',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get categories() {
        return z.array(CategoryNode);
      },
    }),
  },
  'Sig.Front.SubSite.AppMokaki.Series': {
    name: 'Sig.Front.SubSite.AppMokaki.Series',
    fn: 'magiSeries',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.object({
      get series() {
        return z.array(Series);
      },
    }),
  },
  'Sig.Front.SubSite.AppRakuten.Comments': {
    name: 'Sig.Front.SubSite.AppRakuten.Comments',
    fn: 'rakutenComments',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({
      id: z.string().min(1).max(300),
    }),
    result: Reviews,
  },
  'Sig.Front.SubSite.AppYahoo.GetFirstNav': {
    name: 'Sig.Front.SubSite.AppYahoo.GetFirstNav',
    fn: 'getFirstNav',
    method: 'GET',
    style: 'query',
    auth: 'none',
    retry: true,
    params: z.object({}),
    result: z.array(YahooCategory),
  },
  'Sig.Front.User.AppCart.AddGoods': {
    name: 'Sig.Front.User.AppCart.AddGoods',
    fn: 'addToCart',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      id: z.string().min(1).max(300),
      quantity: z.int().min(1).max(99).optional(),
    }),
    result: z.object({
      cartNum: z.int(),
    }),
  },
  'Sig.Front.User.AppCollect.AddGoods': {
    name: 'Sig.Front.User.AppCollect.AddGoods',
    fn: 'collectGoods',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      id: z.string().min(1).max(300),
    }),
    result: CollectCounts,
  },
  'Sig.Front.User.AppCollect.AddSeller': {
    name: 'Sig.Front.User.AppCollect.AddSeller',
    fn: 'collectSeller',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      sellerId: z.string().min(1).max(100),
    }),
    result: CollectCounts,
  },
  'Sig.Front.User.AppCollect.Counts': {
    name: 'Sig.Front.User.AppCollect.Counts',
    fn: 'collectCounts',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({}),
    result: CollectCounts,
  },
  'Sig.Front.User.AppCollect.GoodsList': {
    name: 'Sig.Front.User.AppCollect.GoodsList',
    fn: 'collectedGoods',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({
      page: z.int().min(1).max(500).optional(),
    }),
    result: CollectedGoods,
  },
  'Sig.Front.User.AppCollect.RemoveGoods': {
    name: 'Sig.Front.User.AppCollect.RemoveGoods',
    fn: 'uncollectGoods',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      id: z.string().min(1).max(300),
    }),
    result: CollectCounts,
  },
  'Sig.Front.User.AppCollect.RemoveSeller': {
    name: 'Sig.Front.User.AppCollect.RemoveSeller',
    fn: 'uncollectSeller',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
      sellerId: z.string().min(1).max(100),
    }),
    result: CollectCounts,
  },
  'Sig.Front.User.AppCollect.SellerList': {
    name: 'Sig.Front.User.AppCollect.SellerList',
    fn: 'collectedSellers',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({
      page: z.int().min(1).max(500).optional(),
    }),
    result: SellerList,
  },
  'Sig.Front.User.AppSearch.AddHistory': {
    name: 'Sig.Front.User.AppSearch.AddHistory',
    fn: 'addSearchHistory',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({
      term: z.string().min(1).max(200),
    }),
    result: SearchTerms,
  },
  'Sig.Front.User.AppSearch.ClearHistory': {
    name: 'Sig.Front.User.AppSearch.ClearHistory',
    fn: 'clearSearchHistory',
    method: 'POST',
    style: 'query',
    auth: 'optional',
    retry: false,
    params: z.object({}),
    result: SearchTerms,
  },
  'Sig.Front.User.AppSearch.History': {
    name: 'Sig.Front.User.AppSearch.History',
    fn: 'searchHistory',
    method: 'GET',
    style: 'query',
    auth: 'optional',
    retry: true,
    params: z.object({}),
    result: SearchTerms,
  },
  'Sig.Front.User.AppUser.BindLanguage': {
    name: 'Sig.Front.User.AppUser.BindLanguage',
    fn: 'bindLanguage',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({
      language: z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']),
    }),
    result: z.object({
      language: z.string(),
    }),
  },
  'Sig.Front.User.AppUserSetting.GetUserInfo': {
    name: 'Sig.Front.User.AppUserSetting.GetUserInfo',
    fn: 'getUserInfo',
    method: 'GET',
    style: 'query',
    auth: 'required',
    retry: true,
    params: z.object({}),
    result: UserInfo,
  },
  'Sig.Front.User.AppUserSetting.UpdateUserInfo': {
    name: 'Sig.Front.User.AppUserSetting.UpdateUserInfo',
    fn: 'updateUserInfo',
    method: 'POST',
    style: 'query',
    auth: 'required',
    retry: false,
    params: z.object({
      nickname: z.string().min(1).max(40).optional(),
      currentPassword: z.string().min(1).max(200).optional(),
      newPassword: z.string().min(8).max(72).optional(),
    }),
    result: UserInfo,
  },
  'Sig.Ops.Audit': {
    name: 'Sig.Ops.Audit',
    fn: 'opsAudit',
    method: 'GET',
    style: 'query',
    auth: 'staff',
    retry: true,
    params: z.object({
      targetType: z.enum(['order', 'appeal']),
      targetId: z.int().min(1),
    }),
    result: z.object({
      get items() {
        return z.array(OpsAudit);
      },
    }),
  },
  'Sig.Ops.Order': {
    name: 'Sig.Ops.Order',
    fn: 'opsOrder',
    method: 'GET',
    style: 'query',
    auth: 'staff',
    retry: true,
    params: z.object({
      id: z.int().min(1),
    }),
    result: OpsOrderDetail,
  },
  'Sig.Ops.OrderAction': {
    name: 'Sig.Ops.OrderAction',
    fn: 'opsOrderAction',
    method: 'POST',
    style: 'query',
    auth: 'staff',
    retry: false,
    params: z.object({
      id: z.int().min(1),
      action: z.enum(['confirmPrice', 'correctPrice', 'acceptPrice', 'cancel', 'startPurchase', 'markPurchased', 'failPurchase', 'recordDomesticShipment', 'sellerCancel', 'recordArrival', 'merge', 'unmerge', 'ship', 'markDelivered', 'complete']),
      priceYen: z.int().min(1).max(2000000).optional(),
      reason: z.string().min(1).max(500).optional(),
      carrier: z.string().min(1).max(60).optional(),
      trackingNo: z.string().min(1).max(60).optional(),
      weightGrams: z.int().min(1).max(100000).optional(),
      lengthCm: z.int().min(1).max(300).optional(),
      widthCm: z.int().min(1).max(300).optional(),
      heightCm: z.int().min(1).max(300).optional(),
    }),
    result: OpsOrderDetail,
  },
  'Sig.Ops.Orders': {
    name: 'Sig.Ops.Orders',
    fn: 'opsOrders',
    method: 'GET',
    style: 'query',
    auth: 'staff',
    retry: true,
    params: z.object({
      queue: z.enum(['toBuy', 'awaitingArrival', 'arrived', 'failed', 'priceReview', 'appeals']),
      page: z.int().min(1).max(500).optional(),
    }),
    result: OpsOrderPage,
  },
  'Sig.Ops.Queues': {
    name: 'Sig.Ops.Queues',
    fn: 'opsQueues',
    method: 'GET',
    style: 'query',
    auth: 'staff',
    retry: true,
    params: z.object({}),
    result: z.object({
      get queues() {
        return z.array(OpsQueueCount);
      },
    }),
  },
  'Sig.Ops.ResolveAppeal': {
    name: 'Sig.Ops.ResolveAppeal',
    fn: 'opsResolveAppeal',
    method: 'POST',
    style: 'query',
    auth: 'staff',
    retry: false,
    params: z.object({
      appealId: z.int().min(1),
      accept: z.boolean(),
      refundYen: z.int().min(1).max(2000000).optional(),
      resolution: z.string().min(1).max(500),
    }),
    result: OpsOrderDetail,
  },
} as const satisfies Readonly<Record<string, OperationDef>>;

export type OperationName = keyof typeof operations;

export type OperationParams<N extends OperationName> = z.input<(typeof operations)[N]['params']>;

export type OperationResult<N extends OperationName> = z.output<(typeof operations)[N]['result']>;

export function isOperationName(value: unknown): value is OperationName {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}
