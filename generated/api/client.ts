// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { endpoints, type Endpoint } from './endpoints';
import type { OperationName, OperationParams, OperationResult } from './operations';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the operation’s retry rule. */
  readonly retry?: boolean;
  /** No error toast; the caller shows the error. */
  readonly silent?: boolean;
}

/** The one call path (src/lib/api): sends an operation and resolves with its data. */
export type Transport = <N extends OperationName>(endpoint: Endpoint<N>, params: OperationParams<N>, options?: CallOptions) => Promise<OperationResult<N>>;

/** One typed function per operation of spec/api.yaml, over the given transport. */
export function createApiClient(transport: Transport) {
  return {
    /** POST Sig.Front.AppApi.CheckVerifyCode — tells whether a code is right without using it up (the reset flow asks for the code first) */
    checkVerifyCode: (params: OperationParams<'Sig.Front.AppApi.CheckVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.CheckVerifyCode'], params, options),
    /** POST Sig.Front.AppApi.ForgetPassword — mails a reset code when the account exists; answers the same either way */
    forgetPassword: (params: OperationParams<'Sig.Front.AppApi.ForgetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ForgetPassword'], params, options),
    /** POST Sig.Front.AppApi.GetToken — the session's anti-forgery token; sent back as X-Csrf-Token it admits calls from allowed origins */
    getToken: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.GetToken'], {}, options),
    /** POST Sig.Front.AppApi.Login */
    login: (params: OperationParams<'Sig.Front.AppApi.Login'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Login'], params, options),
    /** POST Sig.Front.AppApi.LogoutAction */
    logoutAction: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.LogoutAction'], {}, options),
    /** POST Sig.Front.AppApi.Register — creates an unverified account and mails a code (register, then _info, then _verification) */
    register: (params: OperationParams<'Sig.Front.AppApi.Register'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Register'], params, options),
    /** POST Sig.Front.AppApi.ResetPassword — uses up the reset code, sets the new password and ends every session of the account */
    resetPassword: (params: OperationParams<'Sig.Front.AppApi.ResetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ResetPassword'], params, options),
    /** POST Sig.Front.AppApi.SendVerifyCode — mails a new code for an unfinished registration or a password reset */
    sendVerifyCode: (params: OperationParams<'Sig.Front.AppApi.SendVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.SendVerifyCode'], params, options),
    /** GET Sig.Front.AppApi.UserSourceAd */
    userSourceAd: (params: OperationParams<'Sig.Front.AppApi.UserSourceAd'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.UserSourceAd'], params, options),
    /** POST Sig.Front.AppApi.VerifyRegister — uses up the registration code, marks the email verified and logs in */
    verifyRegister: (params: OperationParams<'Sig.Front.AppApi.VerifyRegister'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.VerifyRegister'], params, options),
    /** GET Sig.Front.Front.CalcLandedCost — itemised landed cost of one parcel for each shipping method, with the reason a method is unavailable */
    calcLandedCost: (params: OperationParams<'Sig.Front.Front.CalcLandedCost'>, options?: CallOptions) => transport(endpoints['Sig.Front.Front.CalcLandedCost'], params, options),
    /** GET Sig.Front.Front.Config */
    config: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.Config'], {}, options),
    /** GET Sig.Front.Front.GlobalHomeInfo */
    globalHomeInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.GlobalHomeInfo'], {}, options),
    /** GET Sig.Front.Front.ShippingOptions — destinations, shipping methods and optional services for the cost calculator */
    shippingOptions: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.ShippingOptions'], {}, options),
    /** POST Sig.Front.SubSite.App.ApplyUnblockGoods (login required) */
    applyUnblockGoods: (params: OperationParams<'Sig.Front.SubSite.App.ApplyUnblockGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.ApplyUnblockGoods'], params, options),
    /** GET Sig.Front.SubSite.App.Categories — the category tree of the marketplaces without a category call of their own */
    siteCategories: (params: OperationParams<'Sig.Front.SubSite.App.Categories'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.Categories'], params, options),
    /** GET Sig.Front.SubSite.App.GoodsDetail — one item with its seller; records a recent view for the shopper (user or device) */
    goodsDetail: (params: OperationParams<'Sig.Front.SubSite.App.GoodsDetail'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.GoodsDetail'], params, options),
    /** GET Sig.Front.SubSite.App.Search — keyword search across marketplaces or one; prices in yen; counts per marketplace */
    search: (params: OperationParams<'Sig.Front.SubSite.App.Search'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.Search'], params, options),
    /** GET Sig.Front.SubSite.App.SellerShops — a marketplace's shops or third-party sellers, largest first */
    sellerShops: (params: OperationParams<'Sig.Front.SubSite.App.SellerShops'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.SellerShops'], params, options),
    /** GET Sig.Front.SubSite.App.ShopGoods — a seller or shop and its goods */
    shopGoods: (params: OperationParams<'Sig.Front.SubSite.App.ShopGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.ShopGoods'], params, options),
    /** GET Sig.Front.SubSite.App.SiteHome — a marketplace's landing page - featured, newest and ending-soon goods and its shops */
    siteHome: (params: OperationParams<'Sig.Front.SubSite.App.SiteHome'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.App.SiteHome'], params, options),
    /** GET Sig.Front.SubSite.AppLashinbang.SameList — the same title stocked by other branches */
    lashinbangSameList: (params: OperationParams<'Sig.Front.SubSite.AppLashinbang.SameList'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppLashinbang.SameList'], params, options),
    /** GET Sig.Front.SubSite.AppMercari.MercariCat */
    mercariCat: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppMercari.MercariCat'], {}, options),
    /** GET Sig.Front.SubSite.AppMokaki.Categories */
    magiCategories: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppMokaki.Categories'], {}, options),
    /** GET Sig.Front.SubSite.AppMokaki.Series — magi's card series with their listing counts */
    magiSeries: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppMokaki.Series'], {}, options),
    /** GET Sig.Front.SubSite.AppRakuten.Comments */
    rakutenComments: (params: OperationParams<'Sig.Front.SubSite.AppRakuten.Comments'>, options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppRakuten.Comments'], params, options),
    /** GET Sig.Front.SubSite.AppYahoo.GetFirstNav */
    getFirstNav: (options?: CallOptions) => transport(endpoints['Sig.Front.SubSite.AppYahoo.GetFirstNav'], {}, options),
    /** POST Sig.Front.User.AppCart.AddGoods (login required) — puts an item in the shopper's cart (the cart pages come later); answers the new cart count */
    addToCart: (params: OperationParams<'Sig.Front.User.AppCart.AddGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.AddGoods'], params, options),
    /** POST Sig.Front.User.AppCollect.AddGoods (login required) */
    collectGoods: (params: OperationParams<'Sig.Front.User.AppCollect.AddGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.AddGoods'], params, options),
    /** POST Sig.Front.User.AppCollect.AddSeller (login required) */
    collectSeller: (params: OperationParams<'Sig.Front.User.AppCollect.AddSeller'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.AddSeller'], params, options),
    /** GET Sig.Front.User.AppCollect.Counts (login required) */
    collectCounts: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.Counts'], {}, options),
    /** GET Sig.Front.User.AppCollect.GoodsList (login required) */
    collectedGoods: (params: OperationParams<'Sig.Front.User.AppCollect.GoodsList'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.GoodsList'], params, options),
    /** POST Sig.Front.User.AppCollect.RemoveGoods (login required) */
    uncollectGoods: (params: OperationParams<'Sig.Front.User.AppCollect.RemoveGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.RemoveGoods'], params, options),
    /** POST Sig.Front.User.AppCollect.RemoveSeller (login required) */
    uncollectSeller: (params: OperationParams<'Sig.Front.User.AppCollect.RemoveSeller'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.RemoveSeller'], params, options),
    /** GET Sig.Front.User.AppCollect.SellerList (login required) */
    collectedSellers: (params: OperationParams<'Sig.Front.User.AppCollect.SellerList'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCollect.SellerList'], params, options),
    /** POST Sig.Front.User.AppSearch.AddHistory */
    addSearchHistory: (params: OperationParams<'Sig.Front.User.AppSearch.AddHistory'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.AddHistory'], params, options),
    /** POST Sig.Front.User.AppSearch.ClearHistory */
    clearSearchHistory: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.ClearHistory'], {}, options),
    /** GET Sig.Front.User.AppSearch.History — the shopper's recent search terms (per account, else per device), newest first */
    searchHistory: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.History'], {}, options),
    /** GET Sig.Front.User.AppUser.BindLanguage (login required) */
    bindLanguage: (params: OperationParams<'Sig.Front.User.AppUser.BindLanguage'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUser.BindLanguage'], params, options),
    /** GET Sig.Front.User.AppUserSetting.GetUserInfo (login required) */
    getUserInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.GetUserInfo'], {}, options),
    /** POST Sig.Front.User.AppUserSetting.UpdateUserInfo (login required) — register/update and _updateChina; a new password needs the current one */
    updateUserInfo: (params: OperationParams<'Sig.Front.User.AppUserSetting.UpdateUserInfo'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.UpdateUserInfo'], params, options),
    /** GET Sig.Ops.Audit (staff only) — what staff did to an order or appeal, newest first */
    opsAudit: (params: OperationParams<'Sig.Ops.Audit'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Audit'], params, options),
    /** GET Sig.Ops.Order (staff only) — an order with its shopper, events, photos, appeals, audit trail and the staff actions it allows now */
    opsOrder: (params: OperationParams<'Sig.Ops.Order'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Order'], params, options),
    /** POST Sig.Ops.OrderAction (staff only) — moves the order by a staff action of spec/orders.yaml, audited; answers the order as it is now */
    opsOrderAction: (params: OperationParams<'Sig.Ops.OrderAction'>, options?: CallOptions) => transport(endpoints['Sig.Ops.OrderAction'], params, options),
    /** GET Sig.Ops.Orders (staff only) — one queue's orders, oldest change first */
    opsOrders: (params: OperationParams<'Sig.Ops.Orders'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Orders'], params, options),
    /** GET Sig.Ops.Queues (staff only) — how many orders wait in each work queue */
    opsQueues: (options?: CallOptions) => transport(endpoints['Sig.Ops.Queues'], {}, options),
    /** POST Sig.Ops.ResolveAppeal (staff only) — accepts (optionally refunding to the shopper's wallet) or rejects an open appeal, audited */
    opsResolveAppeal: (params: OperationParams<'Sig.Ops.ResolveAppeal'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ResolveAppeal'], params, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
