// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { endpoints, type EndpointCall } from './endpoints';
import type { OperationName, OperationParams, OperationResult } from './operations';

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the operation’s retry rule. */
  readonly retry?: boolean;
  /** No error toast; the caller shows the error. */
  readonly silent?: boolean;
}

/** The one call path (src/lib/api): sends an operation and resolves with its data. */
export type Transport = <N extends OperationName>(endpoint: EndpointCall<N>, params: OperationParams<N>, options?: CallOptions) => Promise<OperationResult<N>>;

/** One typed function per operation of spec/api.yaml, over the given transport. */
export function createApiClient(transport: Transport) {
  return {
    /** POST Sig.Front.AppApi.CheckVerifyCode — tells whether a code is right without using it up (the reset flow asks for the code first, and ResetPassword takes only a code checked here); a code only beside its attempt's cookie. Wrong codes count per email and purpose (unknown emails too, constants.rateLimits.code.failures); past constants.accounts.captchaAfterFailures each try needs a solved captcha, never a lock-out */
    checkVerifyCode: (params: OperationParams<'Sig.Front.AppApi.CheckVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.CheckVerifyCode'], params, options),
    /** POST Sig.Front.AppApi.ForgetPassword — starts a password reset of this browser once the captcha is passed (forget, then _info, then _verification) — the hash of a secret the browser gets as an httpOnly cookie (constants.cookies.reset) — and mails a code of that attempt when the email has a verified account; the browser's earlier reset ends, nobody else's codes are voided. Counted per address, never per email; answers the same (a cookie too) whether or not the account exists */
    forgetPassword: (params: OperationParams<'Sig.Front.AppApi.ForgetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ForgetPassword'], params, options),
    /** POST Sig.Front.AppApi.GetToken — the session's anti-forgery token; sent back as X-Csrf-Token it admits calls from allowed origins */
    getToken: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.GetToken'], {}, options),
    /** POST Sig.Front.AppApi.Login — only wrong passwords count (constants.rateLimits.login); after constants.accounts.captchaAfterFailures of them the account also needs a solved captcha, never a lock-out; an address past its failures is refused (429) */
    login: (params: OperationParams<'Sig.Front.AppApi.Login'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Login'], params, options),
    /** POST Sig.Front.AppApi.LogoutAction */
    logoutAction: (options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.LogoutAction'], {}, options),
    /** POST Sig.Front.AppApi.Register — starts a sign-up attempt once the captcha is passed (register, then _info, then _verification) — the password, nickname, language and invite chosen, kept with the hash of a secret the browser gets as an httpOnly cookie (constants.cookies.signup) — on a new or unverified account (which it does not change), and mails a code of that attempt; the browser's earlier attempt ends. Counted per address, never per email. An invite code (from /invite's link) is checked here and counts once the attempt is verified; an unknown code or the caller's own is refused. An email that already has a verified account is answered the same (a cookie too), changes nothing and its owner is mailed how to log in, so the form does not tell who is registered */
    register: (params: OperationParams<'Sig.Front.AppApi.Register'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.Register'], params, options),
    /** POST Sig.Front.AppApi.ResetPassword — uses up the reset code, which works only beside the cookie of the attempt it was mailed for and once CheckVerifyCode has found it right there; sets the new password, ends every session and every reset attempt of the account. Any other code is refused like a wrong one */
    resetPassword: (params: OperationParams<'Sig.Front.AppApi.ResetPassword'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.ResetPassword'], params, options),
    /** POST Sig.Front.AppApi.SendVerifyCode — mails a new code for the caller's own password reset (its reset attempt cookie) or unfinished registration (its sign-up attempt cookie), which voids only that attempt's older codes; counted per attempt and per address, never per email; answers the same whether or not anything was mailed */
    sendVerifyCode: (params: OperationParams<'Sig.Front.AppApi.SendVerifyCode'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.SendVerifyCode'], params, options),
    /** POST Sig.Front.AppApi.SocialLogin — logs in by a linked provider account, or registers a new account for a provider email not yet known or only registered and never verified (those registrations end) */
    socialLogin: (params: OperationParams<'Sig.Front.AppApi.SocialLogin'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.SocialLogin'], params, options),
    /** GET Sig.Front.AppApi.UserSourceAd */
    userSourceAd: (params: OperationParams<'Sig.Front.AppApi.UserSourceAd'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.UserSourceAd'], params, options),
    /** POST Sig.Front.AppApi.VerifyRegister — uses up the registration code, which works only beside the cookie of the attempt it was mailed for; the account takes that attempt's password, nickname, language and invite, is verified and logged in, and the email's other attempts end. A code without its attempt's cookie, of another attempt, or for an unknown or already verified email is refused like a wrong code; wrong codes count as in CheckVerifyCode, and past a few each try needs a solved captcha */
    verifyRegister: (params: OperationParams<'Sig.Front.AppApi.VerifyRegister'>, options?: CallOptions) => transport(endpoints['Sig.Front.AppApi.VerifyRegister'], params, options),
    /** GET Sig.Front.Content.AmazonDeals — discounted Amazon Japan goods still on sale, largest discount first (/discount/amazon) */
    amazonDeals: (params: OperationParams<'Sig.Front.Content.AmazonDeals'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.Content.AmazonDeals'], params, options),
    /** GET Sig.Front.Content.Get — one published piece by the key of its link ({code}-{id}, {id}, or a code alone); guides read the help file of the caller's language where there is one, else en (spec §5); unpublished, expired or unknown → 404 */
    contentGet: (params: OperationParams<'Sig.Front.Content.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.Content.Get'], params, options),
    /** GET Sig.Front.Content.Guides — the help centre's published guides grouped by topic, in the help-file language of the caller (spec §5) */
    contentGuides: (options?: CallOptions) => transport(endpoints['Sig.Front.Content.Guides'], {}, options),
    /** GET Sig.Front.Content.List — published articles, notices, activities or landing pages in the caller's language (else en); notices pinned first, then newest first */
    contentList: (params: OperationParams<'Sig.Front.Content.List'>, options?: CallOptions) => transport(endpoints['Sig.Front.Content.List'], params, options),
    /** GET Sig.Front.Experience.Detail — one haul with its photos, the goods of its order and its likes; a pending or rejected one is 404 but to its author */
    experienceDetail: (params: OperationParams<'Sig.Front.Experience.Detail'>, options?: CallOptions) => transport(endpoints['Sig.Front.Experience.Detail'], params, options),
    /** GET Sig.Front.Experience.List — approved hauls, newest first or hot (most liked), optionally of one marketplace */
    experienceList: (params: OperationParams<'Sig.Front.Experience.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.Experience.List'], params, options),
    /** GET Sig.Front.Experience.User — one shopper's public profile (nickname) and approved hauls, newest first; an unknown shopper is 404 */
    experienceUser: (params: OperationParams<'Sig.Front.Experience.User'>, options?: CallOptions) => transport(endpoints['Sig.Front.Experience.User'], params, options),
    /** GET Sig.Front.Front.CalcLandedCost — itemised landed cost of one parcel for each shipping method, with the reason a method is unavailable */
    calcLandedCost: (params: OperationParams<'Sig.Front.Front.CalcLandedCost'>, options?: CallOptions) => transport(endpoints['Sig.Front.Front.CalcLandedCost'], params, options),
    /** GET Sig.Front.Front.Config */
    config: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.Config'], {}, options),
    /** GET Sig.Front.Front.GlobalHomeInfo */
    globalHomeInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.GlobalHomeInfo'], {}, options),
    /** GET Sig.Front.Front.PaymentConfig — the card gateway's public key and token address (test or live), for the recharge page's card form */
    paymentConfig: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.PaymentConfig'], {}, options),
    /** GET Sig.Front.Front.ShippingOptions — destinations, shipping methods and optional services for the cost calculator */
    shippingOptions: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.ShippingOptions'], {}, options),
    /** GET Sig.Front.Front.WidgetConfig — which captcha and social-login implementations the page loads, and their public keys */
    widgetConfig: (options?: CallOptions) => transport(endpoints['Sig.Front.Front.WidgetConfig'], {}, options),
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
    /** POST Sig.Front.User.AppAddress.Create (login required) — adds an address (the first one, or one with makeDefault, becomes the default); answers its id and the list */
    createAddress: (params: OperationParams<'Sig.Front.User.AppAddress.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAddress.Create'], params, options),
    /** POST Sig.Front.User.AppAddress.Delete (login required) — removes one of the shopper's addresses; when it was the default, the newest remaining one becomes the default */
    deleteAddress: (params: OperationParams<'Sig.Front.User.AppAddress.Delete'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAddress.Delete'], params, options),
    /** GET Sig.Front.User.AppAddress.List (login required) — the shopper's addresses, the default first, then the newest */
    addressList: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAddress.List'], {}, options),
    /** POST Sig.Front.User.AppAddress.SetDefault (login required) — makes one of the shopper's addresses the default */
    setDefaultAddress: (params: OperationParams<'Sig.Front.User.AppAddress.SetDefault'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAddress.SetDefault'], params, options),
    /** POST Sig.Front.User.AppAddress.Update (login required) — replaces the fields of one of the shopper's addresses */
    updateAddress: (params: OperationParams<'Sig.Front.User.AppAddress.Update'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAddress.Update'], params, options),
    /** POST Sig.Front.User.AppAnybuy.Create (login required) — pays for one item bought by link; the order waits for staff to confirm the price; a charge other than expectedYen (the preview's cashYen the page showed) is refused with the new one, nothing charged */
    anybuyCreate: (params: OperationParams<'Sig.Front.User.AppAnybuy.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAnybuy.Create'], params, options),
    /** GET Sig.Front.User.AppAnybuy.Preview (login required) — the first payment for one item bought by link, at the shopper's price (a known marketplace item at the catalog's) */
    anybuyPreview: (params: OperationParams<'Sig.Front.User.AppAnybuy.Preview'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAnybuy.Preview'], params, options),
    /** GET Sig.Front.User.AppAnybuy.ReadPage (login required) — reads the item page at a pasted address of a shop on constants.anybuy.pageHosts through the guarded outbound client (server/outbound) and answers what the form prefills; an address it may not read is refused (400 naming why), a page that says nothing readable is 422; counted per shopper (constants.rateLimits.pageRead) */
    anybuyReadPage: (params: OperationParams<'Sig.Front.User.AppAnybuy.ReadPage'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAnybuy.ReadPage'], params, options),
    /** POST Sig.Front.User.AppAppeal.Create (login required) — an after-sales claim on a delivered order, within constants.orders.appealDays; one open per order */
    createAppeal: (params: OperationParams<'Sig.Front.User.AppAppeal.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAppeal.Create'], params, options),
    /** GET Sig.Front.User.AppAppeal.Get (login required) — the order's latest appeal (404 when there is none) */
    appealOf: (params: OperationParams<'Sig.Front.User.AppAppeal.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAppeal.Get'], params, options),
    /** POST Sig.Front.User.AppAuction.Bid (login required) — sets the shopper's maximum (proxy bid) and holds it plus the fee; a maximum under the next valid amount is refused (400, data.nextBidYen), a hold over the bidding quota (409, data.remainingYen), each with nothing changed; the same key answers the same bid */
    placeBid: (params: OperationParams<'Sig.Front.User.AppAuction.Bid'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.Bid'], params, options),
    /** POST Sig.Front.User.AppAuction.BuyNow (login required) — wins the auction at once at its buy-now price (holding price and fee, which become the order); the same key answers the same win */
    buyNow: (params: OperationParams<'Sig.Front.User.AppAuction.BuyNow'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.BuyNow'], params, options),
    /** GET Sig.Front.User.AppAuction.MyBids (login required) — the shopper's auctions in one view, most recent bid first, with the count of every view */
    myBids: (params: OperationParams<'Sig.Front.User.AppAuction.MyBids'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.MyBids'], params, options),
    /** GET Sig.Front.User.AppAuction.MySellers (login required) — the sellers of every auction the shopper bid on (the Yahoo centre's seller page), grouped on the server with how many auctions and wins each, most recent bid first, in pages */
    mySellers: (params: OperationParams<'Sig.Front.User.AppAuction.MySellers'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.MySellers'], params, options),
    /** POST Sig.Front.User.AppAuction.PayWon (login required) — pays a won auction's domestic postage from the wallet and moves the order to paid; the same key (or an order already paid by it) answers the same, a key already used for another order or a bid is 409 with nothing paid; another marketplace's win is 404 when site is given */
    payWon: (params: OperationParams<'Sig.Front.User.AppAuction.PayWon'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.PayWon'], params, options),
    /** GET Sig.Front.User.AppAuction.Quota (login required) — the bidding quota (the centres' quota page) from the wallet and the holds in the ledger */
    biddingQuota: (params: OperationParams<'Sig.Front.User.AppAuction.Quota'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.Quota'], params, options),
    /** GET Sig.Front.User.AppAuction.State — one auction's price, bids, end time, buy-now, reserve met, next valid bid, rules and (logged in) the shopper's own bid and hold */
    auctionState: (params: OperationParams<'Sig.Front.User.AppAuction.State'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.State'], params, options),
    /** GET Sig.Front.User.AppAuction.Won (login required) — a won auction's order and what is still due (the order's page, Yahoo's /mall/yahoo/pay/{id}); another shopper's order is 404, and so is another marketplace's win when site is given */
    wonPayment: (params: OperationParams<'Sig.Front.User.AppAuction.Won'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppAuction.Won'], params, options),
    /** POST Sig.Front.User.AppCard.Add (login required) — saves a card from a token the browser got from the gateway (the gateway keeps the card; we keep its reference); a card number is refused; at most constants.personal.maxCards */
    cardAdd: (params: OperationParams<'Sig.Front.User.AppCard.Add'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCard.Add'], params, options),
    /** POST Sig.Front.User.AppCard.Delete (login required) — deletes one of the shopper's cards; the newest remaining becomes the default */
    cardDelete: (params: OperationParams<'Sig.Front.User.AppCard.Delete'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCard.Delete'], params, options),
    /** GET Sig.Front.User.AppCard.List (login required) — the shopper's saved cards (gateway tokens with brand, last 4 and expiry), the default first */
    cardList: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCard.List'], {}, options),
    /** POST Sig.Front.User.AppCard.SetDefault (login required) — makes one of the shopper's cards the default */
    cardSetDefault: (params: OperationParams<'Sig.Front.User.AppCard.SetDefault'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCard.SetDefault'], params, options),
    /** POST Sig.Front.User.AppCart.AcceptPrice (login required) — takes the catalog's new price for lines whose price changed */
    cartAcceptPrice: (params: OperationParams<'Sig.Front.User.AppCart.AcceptPrice'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.AcceptPrice'], params, options),
    /** POST Sig.Front.User.AppCart.AddGoods (login required) — puts an item in the shopper's cart (refused while it is sold out, reserved or an auction); answers the new cart count */
    addToCart: (params: OperationParams<'Sig.Front.User.AppCart.AddGoods'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.AddGoods'], params, options),
    /** GET Sig.Front.User.AppCart.List (login required) — the cart grouped by shop, each line with its price then and now, fees, and what changed */
    cartList: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.List'], {}, options),
    /** POST Sig.Front.User.AppCart.Remove (login required) — removes lines from the cart */
    cartRemove: (params: OperationParams<'Sig.Front.User.AppCart.Remove'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.Remove'], params, options),
    /** POST Sig.Front.User.AppCart.SetRemark (login required) — the shopper's note to our buyers for one line (empty clears it) */
    cartSetRemark: (params: OperationParams<'Sig.Front.User.AppCart.SetRemark'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.SetRemark'], params, options),
    /** POST Sig.Front.User.AppCart.UpdateQuantity (login required) — sets a line's quantity (only for listings that sell several) */
    cartUpdateQuantity: (params: OperationParams<'Sig.Front.User.AppCart.UpdateQuantity'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCart.UpdateQuantity'], params, options),
    /** POST Sig.Front.User.AppCheckout.AcceptNotice (login required) — records that the shopper accepted a marketplace's buy notice; answers every notice accepted */
    acceptBuyNotice: (params: OperationParams<'Sig.Front.User.AppCheckout.AcceptNotice'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.AcceptNotice'], params, options),
    /** GET Sig.Front.User.AppCheckout.Get (login required) — one order set of the shopper (the pay success page) */
    checkoutGet: (params: OperationParams<'Sig.Front.User.AppCheckout.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.Get'], params, options),
    /** GET Sig.Front.User.AppCheckout.Notices (login required) — the buy notices the shopper has accepted */
    buyNotices: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.Notices'], {}, options),
    /** POST Sig.Front.User.AppCheckout.Pay (login required) — pays for cart lines from the wallet, making one order per line; the same key answers the same order set; a charge other than expectedYen (the preview's cashYen the page showed) is refused with the new one, nothing charged */
    checkoutPay: (params: OperationParams<'Sig.Front.User.AppCheckout.Pay'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.Pay'], params, options),
    /** POST Sig.Front.User.AppCheckout.PayByCard (login required) — pays for cart lines with a card, for the wallet's shortfall or the whole amount (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the checkout, at once or after 3-D Secure; the same key charges once; a cardYen or expectedYen other than the server's is refused with the new one, nothing charged */
    checkoutPayByCard: (params: OperationParams<'Sig.Front.User.AppCheckout.PayByCard'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.PayByCard'], params, options),
    /** GET Sig.Front.User.AppCheckout.Preview (login required) — the itemised first payment for cart lines with the chosen address, services, coupon and points, as the pay call would charge it */
    checkoutPreview: (params: OperationParams<'Sig.Front.User.AppCheckout.Preview'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCheckout.Preview'], params, options),
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
    /** GET Sig.Front.User.AppCoupon.List (login required) */
    coupons: (params: OperationParams<'Sig.Front.User.AppCoupon.List'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppCoupon.List'], params, options),
    /** POST Sig.Front.User.AppGroup.AddItems (login required) — an approved member puts arrived orders on the list (each order moves arrived → merged) */
    addGroupItems: (params: OperationParams<'Sig.Front.User.AppGroup.AddItems'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.AddItems'], params, options),
    /** POST Sig.Front.User.AppGroup.Apply (login required) — asks to join a group taking applications and not full (409 groupFull otherwise); once — a rejected applicant may not apply again, a member who left may */
    applyToGroup: (params: OperationParams<'Sig.Front.User.AppGroup.Apply'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Apply'], params, options),
    /** GET Sig.Front.User.AppGroup.Candidates (login required) — the caller's arrived orders outside any parcel, which may go on a group's list */
    groupCandidates: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Candidates'], {}, options),
    /** POST Sig.Front.User.AppGroup.Close (login required) — the leader closes the list once applications are closed; one parcel priced by the method, shares by weight */
    closeGroupList: (params: OperationParams<'Sig.Front.User.AppGroup.Close'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Close'], params, options),
    /** POST Sig.Front.User.AppGroup.Create (login required) — opens a group shipping to one of the caller's addresses; the caller is its leader */
    createGroup: (params: OperationParams<'Sig.Front.User.AppGroup.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Create'], params, options),
    /** GET Sig.Front.User.AppGroup.Detail (login required) */
    groupDetail: (params: OperationParams<'Sig.Front.User.AppGroup.Detail'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Detail'], params, options),
    /** POST Sig.Front.User.AppGroup.Dissolve (login required) — the leader dissolves the group before its parcel ships; every item goes back to the warehouse and every payment back to the wallet; members are told by message and mail */
    dissolveGroup: (params: OperationParams<'Sig.Front.User.AppGroup.Dissolve'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Dissolve'], params, options),
    /** POST Sig.Front.User.AppGroup.EndApplications (login required) — the leader stops taking applications now (the deadline moves to now) */
    endGroupApplications: (params: OperationParams<'Sig.Front.User.AppGroup.EndApplications'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.EndApplications'], params, options),
    /** POST Sig.Front.User.AppGroup.Leave (login required) — a member who has paid nothing leaves; their items go back to the warehouse (arrived) and a closed list's parcel is re-priced; answers the group as the caller now sees it from outside */
    leaveGroup: (params: OperationParams<'Sig.Front.User.AppGroup.Leave'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Leave'], params, options),
    /** GET Sig.Front.User.AppGroup.Mine (login required) — the groups the caller leads, belongs to or applied to, newest first, a page of constants.groups.pageSize at a time */
    myGroups: (params: OperationParams<'Sig.Front.User.AppGroup.Mine'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Mine'], params, options),
    /** GET Sig.Front.User.AppGroup.Open (login required) — groups taking applications, deadline soonest first, with the caller's application if any */
    openGroups: (params: OperationParams<'Sig.Front.User.AppGroup.Open'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Open'], params, options),
    /** POST Sig.Front.User.AppGroup.PayShare (login required) — pays what the caller owes the group (share of the postage and storage, less what they paid) from the wallet, once (the same key or a paid share answers as it is) */
    payGroupShare: (params: OperationParams<'Sig.Front.User.AppGroup.PayShare'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.PayShare'], params, options),
    /** POST Sig.Front.User.AppGroup.PayShareByCard (login required) — pays what the caller owes the group with a card, for the wallet's shortfall or the whole (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the share, at once or after 3-D Secure; the same key charges once */
    payGroupShareByCard: (params: OperationParams<'Sig.Front.User.AppGroup.PayShareByCard'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.PayShareByCard'], params, options),
    /** POST Sig.Front.User.AppGroup.RemoveItem (login required) — takes one of the caller's orders off a list that is not closed (merged → arrived) */
    removeGroupItem: (params: OperationParams<'Sig.Front.User.AppGroup.RemoveItem'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.RemoveItem'], params, options),
    /** POST Sig.Front.User.AppGroup.RemoveMember (login required) — the leader removes a member who has not paid once the list is closed; their items go back to the warehouse and the parcel and every share are re-priced */
    removeGroupMember: (params: OperationParams<'Sig.Front.User.AppGroup.RemoveMember'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.RemoveMember'], params, options),
    /** POST Sig.Front.User.AppGroup.Review (login required) — the leader approves or rejects a pending application */
    reviewGroupApplication: (params: OperationParams<'Sig.Front.User.AppGroup.Review'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGroup.Review'], params, options),
    /** GET Sig.Front.User.AppGrowth.Get (login required) — membership level and growth points computed from completed orders, with the levels and the history */
    growthGet: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppGrowth.Get'], {}, options),
    /** GET Sig.Front.User.AppIdentity.Get (login required) — the shopper's identity verification (number masked but for its last 4) and the destinations whose customs ask for one */
    identityGet: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppIdentity.Get'], {}, options),
    /** POST Sig.Front.User.AppIdentity.Submit (login required) — submits the legal name and ID number for a destination's customs, checked (format and check digit) and stored encrypted; it waits for staff review */
    identitySubmit: (params: OperationParams<'Sig.Front.User.AppIdentity.Submit'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppIdentity.Submit'], params, options),
    /** GET Sig.Front.User.AppInvite.Info — the logged-in shopper's invite code (made on first call), how many friends joined and how many rewards were credited; an anonymous visitor gets the reward only */
    inviteInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppInvite.Info'], {}, options),
    /** GET Sig.Front.User.AppMessage.List (login required) */
    messageList: (params: OperationParams<'Sig.Front.User.AppMessage.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppMessage.List'], params, options),
    /** GET Sig.Front.User.AppMessage.MailChoices (login required) — per kind of message, whether it is also mailed */
    mailChoices: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppMessage.MailChoices'], {}, options),
    /** POST Sig.Front.User.AppMessage.Read (login required) */
    readMessages: (params: OperationParams<'Sig.Front.User.AppMessage.Read'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppMessage.Read'], params, options),
    /** POST Sig.Front.User.AppMessage.ReadAll (login required) */
    readAllMessages: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppMessage.ReadAll'], {}, options),
    /** POST Sig.Front.User.AppMessage.SetMailChoice (login required) — mails messages of a kind or stops mailing them; a locked kind (money, security) is refused */
    setMailChoice: (params: OperationParams<'Sig.Front.User.AppMessage.SetMailChoice'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppMessage.SetMailChoice'], params, options),
    /** POST Sig.Front.User.AppOrder.Action (login required) — one of the shopper's own actions on the order page (cancel, acceptPrice, complete; merging and unmerging go through the AppParcel calls); answers the order as it is then */
    orderAction: (params: OperationParams<'Sig.Front.User.AppOrder.Action'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppOrder.Action'], params, options),
    /** POST Sig.Front.User.AppOrder.CommentSeller (login required) — rates the seller of a bought order, once */
    commentSeller: (params: OperationParams<'Sig.Front.User.AppOrder.CommentSeller'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppOrder.CommentSeller'], params, options),
    /** GET Sig.Front.User.AppOrder.Detail (login required) */
    orderDetail: (params: OperationParams<'Sig.Front.User.AppOrder.Detail'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppOrder.Detail'], params, options),
    /** GET Sig.Front.User.AppOrder.List (login required) — the shopper's orders in one tab (group), newest first, with the count of every tab */
    orderList: (params: OperationParams<'Sig.Front.User.AppOrder.List'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppOrder.List'], params, options),
    /** GET Sig.Front.User.AppOrder.Similar (login required) — catalog goods like a failed or cancelled purchase, on the same marketplace */
    similarGoods: (params: OperationParams<'Sig.Front.User.AppOrder.Similar'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppOrder.Similar'], params, options),
    /** POST Sig.Front.User.AppParcel.Cancel (login required) — unmerges an unpaid parcel; its orders go back to arrived */
    parcelCancel: (params: OperationParams<'Sig.Front.User.AppParcel.Cancel'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Cancel'], params, options),
    /** GET Sig.Front.User.AppParcel.Candidates (login required) — the shopper's arrived orders that can be merged, with their storage (free until, fee per day, fees so far) */
    parcelCandidates: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Candidates'], {}, options),
    /** POST Sig.Front.User.AppParcel.Choose (login required) — chooses the method, options and insurance of an unpaid parcel; answers it with the postage and total; insurance for a method that cannot be insured is refused */
    parcelChoose: (params: OperationParams<'Sig.Front.User.AppParcel.Choose'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Choose'], params, options),
    /** POST Sig.Front.User.AppParcel.Claim (login required) — reports the caller's shipped or delivered parcel lost or damaged, within constants.shipping.insurance.claimDays of shipping; one open claim per parcel */
    parcelClaim: (params: OperationParams<'Sig.Front.User.AppParcel.Claim'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Claim'], params, options),
    /** GET Sig.Front.User.AppParcel.ClaimOf (login required) — the parcel's latest claim, its cover and whether a claim can be made now */
    parcelClaimOf: (params: OperationParams<'Sig.Front.User.AppParcel.ClaimOf'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.ClaimOf'], params, options),
    /** POST Sig.Front.User.AppParcel.ConfirmReceipt (login required) — the shopper confirms a shipped or delivered parcel arrived; in one transaction the parcel is delivered and received, and each of its orders delivered and completed (earning its points), told as one message; a parcel already received is refused (409), as is one not yet shipped */
    parcelConfirmReceipt: (params: OperationParams<'Sig.Front.User.AppParcel.ConfirmReceipt'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.ConfirmReceipt'], params, options),
    /** POST Sig.Front.User.AppParcel.Create (login required) — merges arrived orders into one parcel to an address, checked against the parcel limits; the orders move to merged */
    parcelCreate: (params: OperationParams<'Sig.Front.User.AppParcel.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Create'], params, options),
    /** POST Sig.Front.User.AppParcel.Declare (login required) — saves the customs declaration of a parcel not yet shipped, one line per order; a line valued below what was paid needs a reason (400 naming the line); answers a staff query */
    parcelDeclare: (params: OperationParams<'Sig.Front.User.AppParcel.Declare'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Declare'], params, options),
    /** GET Sig.Front.User.AppParcel.Get (login required) — one of the shopper's parcels with its orders and costs */
    parcelGet: (params: OperationParams<'Sig.Front.User.AppParcel.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Get'], params, options),
    /** GET Sig.Front.User.AppParcel.List (login required) — the shopper's parcels, newest first */
    parcelList: (params: OperationParams<'Sig.Front.User.AppParcel.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.List'], params, options),
    /** GET Sig.Front.User.AppParcel.Overview (login required) — the shopper's shipping at a glance (/personal/shipping) — orders in the warehouse with their storage, parcels to pay, parcels on their way, and a count of parcels in each state */
    parcelOverview: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Overview'], {}, options),
    /** POST Sig.Front.User.AppParcel.Pay (login required) — pays the parcel's postage, insurance, consolidation, options and storage fees from the wallet; the same key pays once; a total other than expectedYen (the one the page showed) is refused with the new total, nothing charged */
    parcelPay: (params: OperationParams<'Sig.Front.User.AppParcel.Pay'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Pay'], params, options),
    /** POST Sig.Front.User.AppParcel.PayByCard (login required) — pays the parcel with a card, for the wallet's shortfall or the whole total (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the parcel, at once or after 3-D Secure; the same key charges once */
    parcelPayByCard: (params: OperationParams<'Sig.Front.User.AppParcel.PayByCard'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.PayByCard'], params, options),
    /** GET Sig.Front.User.AppParcel.Quote (login required) — every shipping method priced for the parcel's address from its chargeable weight (unavailable ones with the reason), and its options */
    parcelQuote: (params: OperationParams<'Sig.Front.User.AppParcel.Quote'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppParcel.Quote'], params, options),
    /** GET Sig.Front.User.AppPersonal.Summary (login required) — the personal centre hub's counts in one answer — orders per state, wallet, points, coupons, unread messages, warehouse, bids, identity and cards */
    personalSummary: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppPersonal.Summary'], {}, options),
    /** GET Sig.Front.User.AppPoints.History (login required) */
    pointsHistory: (params: OperationParams<'Sig.Front.User.AppPoints.History'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppPoints.History'], params, options),
    /** POST Sig.Front.User.AppRecharge.Create (login required) — charges a card into the wallet, either a new card's token or one of the shopper's saved cards (exactly one of token and cardId); the same idempotency key answers the same recharge */
    createRecharge: (params: OperationParams<'Sig.Front.User.AppRecharge.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppRecharge.Create'], params, options),
    /** GET Sig.Front.User.AppRecharge.Get (login required) — one recharge of the shopper, brought up to date with the gateway while it is not final, and the wallet balance */
    getRecharge: (params: OperationParams<'Sig.Front.User.AppRecharge.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppRecharge.Get'], params, options),
    /** GET Sig.Front.User.AppRecharge.List (login required) */
    recharges: (params: OperationParams<'Sig.Front.User.AppRecharge.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppRecharge.List'], params, options),
    /** GET Sig.Front.User.AppRefund.List (login required) */
    refundList: (params: OperationParams<'Sig.Front.User.AppRefund.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppRefund.List'], params, options),
    /** GET Sig.Front.User.AppSavedSearch.Alert (login required) — one of the shopper's alerts and the items it named (the search page marks them new) */
    searchAlert: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Alert'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Alert'], params, options),
    /** POST Sig.Front.User.AppSavedSearch.Delete (login required) */
    deleteSavedSearch: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Delete'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Delete'], params, options),
    /** GET Sig.Front.User.AppSavedSearch.Find — whether the shopper has saved this search (the search page's button); null for a visitor */
    findSavedSearch: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Find'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Find'], params, options),
    /** GET Sig.Front.User.AppSavedSearch.List (login required) — the shopper's saved searches, newest first, with the limit */
    savedSearches: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.List'], {}, options),
    /** POST Sig.Front.User.AppSavedSearch.Pause (login required) — pauses (no matches recorded, no alerts) or resumes a saved search's alerts */
    pauseSavedSearch: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Pause'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Pause'], params, options),
    /** POST Sig.Front.User.AppSavedSearch.Rename (login required) */
    renameSavedSearch: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Rename'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Rename'], params, options),
    /** POST Sig.Front.User.AppSavedSearch.Save (login required) — saves the search as the address carries it (normalized; the same search again answers the one already saved); 409 beyond constants.savedSearches.maxPerShopper */
    saveSearch: (params: OperationParams<'Sig.Front.User.AppSavedSearch.Save'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSavedSearch.Save'], params, options),
    /** POST Sig.Front.User.AppSearch.AddHistory */
    addSearchHistory: (params: OperationParams<'Sig.Front.User.AppSearch.AddHistory'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.AddHistory'], params, options),
    /** POST Sig.Front.User.AppSearch.ClearHistory */
    clearSearchHistory: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.ClearHistory'], {}, options),
    /** GET Sig.Front.User.AppSearch.History — the shopper's recent search terms (per account, else per device), newest first */
    searchHistory: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSearch.History'], {}, options),
    /** POST Sig.Front.User.AppSpecial.Claim (login required) — claims a member-only offer as a coupon, once per shopper */
    specialClaim: (params: OperationParams<'Sig.Front.User.AppSpecial.Claim'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSpecial.Claim'], params, options),
    /** GET Sig.Front.User.AppSpecial.List (login required) — member-only offers, which the shopper's level reaches and which were claimed */
    specialList: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppSpecial.List'], {}, options),
    /** GET Sig.Front.User.AppUser.BindLanguage (login required) */
    bindLanguage: (params: OperationParams<'Sig.Front.User.AppUser.BindLanguage'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUser.BindLanguage'], params, options),
    /** POST Sig.Front.User.AppUserSetting.ConfirmEmailChange (login required) */
    confirmEmailChange: (params: OperationParams<'Sig.Front.User.AppUserSetting.ConfirmEmailChange'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.ConfirmEmailChange'], params, options),
    /** POST Sig.Front.User.AppUserSetting.DeleteAccount (login required) — erases personal data and ends every session; orders, payments and the ledger are kept anonymized */
    deleteAccount: (params: OperationParams<'Sig.Front.User.AppUserSetting.DeleteAccount'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.DeleteAccount'], params, options),
    /** GET Sig.Front.User.AppUserSetting.GetUserInfo (login required) */
    getUserInfo: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.GetUserInfo'], {}, options),
    /** POST Sig.Front.User.AppUserSetting.LinkSocial (login required) */
    linkSocial: (params: OperationParams<'Sig.Front.User.AppUserSetting.LinkSocial'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.LinkSocial'], params, options),
    /** POST Sig.Front.User.AppUserSetting.RequestEmailChange (login required) — mails a code to the new address; the email changes only when the code comes back. An address that has an account already is answered and shown pending the same, and mailed that it is taken instead of a code */
    requestEmailChange: (params: OperationParams<'Sig.Front.User.AppUserSetting.RequestEmailChange'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.RequestEmailChange'], params, options),
    /** GET Sig.Front.User.AppUserSetting.Settings (login required) — the settings page (email, sign-in ways, what stops deletion) */
    settings: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.Settings'], {}, options),
    /** POST Sig.Front.User.AppUserSetting.UnlinkSocial (login required) — refused while it is the account's only way to sign in (no password) */
    unlinkSocial: (params: OperationParams<'Sig.Front.User.AppUserSetting.UnlinkSocial'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.UnlinkSocial'], params, options),
    /** POST Sig.Front.User.AppUserSetting.UpdateUserInfo (login required) — register/update and _updateChina; a new password needs the current one */
    updateUserInfo: (params: OperationParams<'Sig.Front.User.AppUserSetting.UpdateUserInfo'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppUserSetting.UpdateUserInfo'], params, options),
    /** GET Sig.Front.User.AppWallet.History (login required) — the shopper's money movements, newest first, optionally of one kind */
    walletHistory: (params: OperationParams<'Sig.Front.User.AppWallet.History'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWallet.History'], params, options),
    /** GET Sig.Front.User.AppWallet.Summary (login required) — wallet balance, points, yen held for bids and usable coupons, all from the ledger */
    walletSummary: (options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWallet.Summary'], {}, options),
    /** POST Sig.Front.User.AppWorkOrder.Close (login required) — the shopper closes their ticket */
    workOrderClose: (params: OperationParams<'Sig.Front.User.AppWorkOrder.Close'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.Close'], params, options),
    /** POST Sig.Front.User.AppWorkOrder.Create (login required) — opens a ticket, about one of the shopper's orders or none, with pictures uploaded for purpose workOrder; staff see it in their queue */
    workOrderCreate: (params: OperationParams<'Sig.Front.User.AppWorkOrder.Create'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.Create'], params, options),
    /** POST Sig.Front.User.AppWorkOrder.Evaluate (login required) — rates a resolved or closed ticket 1 to 5 with an optional comment, once */
    workOrderEvaluate: (params: OperationParams<'Sig.Front.User.AppWorkOrder.Evaluate'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.Evaluate'], params, options),
    /** GET Sig.Front.User.AppWorkOrder.Get (login required) — one of the shopper's tickets with its conversation (another shopper's is 404) */
    workOrderGet: (params: OperationParams<'Sig.Front.User.AppWorkOrder.Get'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.Get'], params, options),
    /** GET Sig.Front.User.AppWorkOrder.List (login required) — the shopper's tickets, newest activity first, optionally of one status */
    workOrderList: (params: OperationParams<'Sig.Front.User.AppWorkOrder.List'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.List'], params, options),
    /** POST Sig.Front.User.AppWorkOrder.Reply (login required) — the shopper answers on their ticket (not a closed one); it goes back to staff */
    workOrderReply: (params: OperationParams<'Sig.Front.User.AppWorkOrder.Reply'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.AppWorkOrder.Reply'], params, options),
    /** POST Sig.Front.User.Experience.Like (login required) — likes (once) or unlikes an approved haul; answers its likes as they are then */
    likeExperience: (params: OperationParams<'Sig.Front.User.Experience.Like'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.Experience.Like'], params, options),
    /** GET Sig.Front.User.Experience.Mine (login required) — the caller's submissions of one kind (all kinds when none), newest first, with their status, points or reason */
    myExperiences: (params: OperationParams<'Sig.Front.User.Experience.Mine'> = {}, options?: CallOptions) => transport(endpoints['Sig.Front.User.Experience.Mine'], params, options),
    /** POST Sig.Front.User.Experience.Publish (login required) — submits a haul of the caller's delivered or completed order (once per order), an outside post (link and screenshot) or this month's contest entry (once a month); pending until staff review it */
    publishExperience: (params: OperationParams<'Sig.Front.User.Experience.Publish'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.Experience.Publish'], params, options),
    /** POST Sig.Front.User.Experience.Resubmit (login required) — edits a rejected submission of the caller and sends it for review again */
    resubmitExperience: (params: OperationParams<'Sig.Front.User.Experience.Resubmit'>, options?: CallOptions) => transport(endpoints['Sig.Front.User.Experience.Resubmit'], params, options),
    /** GET Sig.Front.User.Experience.Shareable (login required) — the shopper's delivered and completed orders, newest first, each with its haul if one was written */
    shareableOrders: (options?: CallOptions) => transport(endpoints['Sig.Front.User.Experience.Shareable'], {}, options),
    /** GET Sig.Ops.Analytics.Accounts (staff only) — accounts opened per day */
    analyticsAccounts: (params: OperationParams<'Sig.Ops.Analytics.Accounts'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Analytics.Accounts'], params, options),
    /** GET Sig.Ops.Analytics.Funnel (staff only) — visitors who searched, opened an item, added to the cart and paid */
    analyticsFunnel: (params: OperationParams<'Sig.Ops.Analytics.Funnel'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Analytics.Funnel'], params, options),
    /** GET Sig.Ops.Analytics.Refunds (staff only) — refunds (integer yen given back) and failed purchases per day */
    analyticsRefunds: (params: OperationParams<'Sig.Ops.Analytics.Refunds'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Analytics.Refunds'], params, options),
    /** GET Sig.Ops.Analytics.Sales (staff only) — orders and what their first payment took (integer yen) per day and per marketplace */
    analyticsSales: (params: OperationParams<'Sig.Ops.Analytics.Sales'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Analytics.Sales'], params, options),
    /** GET Sig.Ops.Analytics.Searches (staff only) — the most searched keywords and the keywords that found nothing */
    analyticsSearches: (params: OperationParams<'Sig.Ops.Analytics.Searches'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Analytics.Searches'], params, options),
    /** GET Sig.Ops.Audit (staff only) — what staff did to an order or appeal, newest first */
    opsAudit: (params: OperationParams<'Sig.Ops.Audit'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Audit'], params, options),
    /** GET Sig.Ops.Content (staff only) — one piece with its texts in every language it is written in */
    opsContent: (params: OperationParams<'Sig.Ops.Content'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Content'], params, options),
    /** POST Sig.Ops.ContentPreview (staff only) — the sanitised HTML of a Markdown body, as shoppers would see it; changes nothing */
    opsContentPreview: (params: OperationParams<'Sig.Ops.ContentPreview'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ContentPreview'], params, options),
    /** POST Sig.Ops.ContentSave (staff only) — creates (no id) or replaces a piece and its texts; the Markdown bodies are rendered and sanitised here; audited */
    opsContentSave: (params: OperationParams<'Sig.Ops.ContentSave'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ContentSave'], params, options),
    /** GET Sig.Ops.Contents (staff only) — every piece of content, drafts and expired ones too, of one kind or all, last changed first */
    opsContents: (params: OperationParams<'Sig.Ops.Contents'> = {}, options?: CallOptions) => transport(endpoints['Sig.Ops.Contents'], params, options),
    /** POST Sig.Ops.ExperienceReview (staff only) — approves a pending submission (photos published, points credited once, the shopper told) or rejects it with a reason; marks an approved contest entry a winner (the bigger prize, once); audited */
    opsExperienceReview: (params: OperationParams<'Sig.Ops.ExperienceReview'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ExperienceReview'], params, options),
    /** GET Sig.Ops.Experiences (staff only) — submissions waiting for review (or already reviewed), oldest first */
    opsExperiences: (params: OperationParams<'Sig.Ops.Experiences'> = {}, options?: CallOptions) => transport(endpoints['Sig.Ops.Experiences'], params, options),
    /** GET Sig.Ops.Identities (staff only) — identity verifications waiting for review, oldest first */
    opsIdentities: (options?: CallOptions) => transport(endpoints['Sig.Ops.Identities'], {}, options),
    /** POST Sig.Ops.IdentityReview (staff only) — approves or rejects (with a reason) a pending identity verification, audited */
    opsIdentityReview: (params: OperationParams<'Sig.Ops.IdentityReview'>, options?: CallOptions) => transport(endpoints['Sig.Ops.IdentityReview'], params, options),
    /** GET Sig.Ops.Order (staff only) — an order with its shopper, events, photos, appeals, audit trail and the staff actions it allows now */
    opsOrder: (params: OperationParams<'Sig.Ops.Order'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Order'], params, options),
    /** POST Sig.Ops.OrderAction (staff only) — moves the order by a staff action of spec/orders.yaml, audited; answers the order as it is now */
    opsOrderAction: (params: OperationParams<'Sig.Ops.OrderAction'>, options?: CallOptions) => transport(endpoints['Sig.Ops.OrderAction'], params, options),
    /** GET Sig.Ops.Orders (staff only) — one queue's orders, oldest change first */
    opsOrders: (params: OperationParams<'Sig.Ops.Orders'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Orders'], params, options),
    /** POST Sig.Ops.ParcelDeliver (staff only) — marks a shipped parcel delivered; its orders move to delivered */
    opsParcelDeliver: (params: OperationParams<'Sig.Ops.ParcelDeliver'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ParcelDeliver'], params, options),
    /** POST Sig.Ops.ParcelQueryDeclaration (staff only) — sends a parcel's customs declaration back to the shopper with a note; the parcel cannot ship until they save it again */
    opsParcelQueryDeclaration: (params: OperationParams<'Sig.Ops.ParcelQueryDeclaration'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ParcelQueryDeclaration'], params, options),
    /** POST Sig.Ops.ParcelResolveClaim (staff only) — accepts (optionally refunding to the shopper's wallet, up to the claim's limit) or rejects an open parcel claim, audited; the shopper is told */
    opsParcelResolveClaim: (params: OperationParams<'Sig.Ops.ParcelResolveClaim'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ParcelResolveClaim'], params, options),
    /** POST Sig.Ops.ParcelShip (staff only) — ships a paid parcel with carrier and tracking number; its orders move to shipped; refused while its declaration is sent back to the shopper */
    opsParcelShip: (params: OperationParams<'Sig.Ops.ParcelShip'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ParcelShip'], params, options),
    /** GET Sig.Ops.Parcels (staff only) — parcels to pack and ship (paid), to mark delivered (shipped), or with an open lost-or-damaged claim (claims), longest waiting first; merged and group parcels alike */
    opsParcels: (params: OperationParams<'Sig.Ops.Parcels'>, options?: CallOptions) => transport(endpoints['Sig.Ops.Parcels'], params, options),
    /** GET Sig.Ops.Queues (staff only) — how many orders wait in each work queue */
    opsQueues: (options?: CallOptions) => transport(endpoints['Sig.Ops.Queues'], {}, options),
    /** POST Sig.Ops.ResolveAppeal (staff only) — accepts (optionally refunding to the shopper's wallet) or rejects an open appeal, audited */
    opsResolveAppeal: (params: OperationParams<'Sig.Ops.ResolveAppeal'>, options?: CallOptions) => transport(endpoints['Sig.Ops.ResolveAppeal'], params, options),
    /** GET Sig.Ops.WorkOrder (staff only) */
    opsWorkOrder: (params: OperationParams<'Sig.Ops.WorkOrder'>, options?: CallOptions) => transport(endpoints['Sig.Ops.WorkOrder'], params, options),
    /** POST Sig.Ops.WorkOrderReply (staff only) — staff answer a ticket (with pictures uploaded by staff for purpose workOrder); the shopper gets a message and a mail */
    opsWorkOrderReply: (params: OperationParams<'Sig.Ops.WorkOrderReply'>, options?: CallOptions) => transport(endpoints['Sig.Ops.WorkOrderReply'], params, options),
    /** POST Sig.Ops.WorkOrderStatus (staff only) — staff mark a ticket resolved or closed, or reopen it (awaitingStaff); audited */
    opsWorkOrderStatus: (params: OperationParams<'Sig.Ops.WorkOrderStatus'>, options?: CallOptions) => transport(endpoints['Sig.Ops.WorkOrderStatus'], params, options),
    /** GET Sig.Ops.WorkOrders (staff only) — the ticket queue; waiting on staff (open and awaitingStaff) longest waiting first, or one status */
    opsWorkOrders: (params: OperationParams<'Sig.Ops.WorkOrders'> = {}, options?: CallOptions) => transport(endpoints['Sig.Ops.WorkOrders'], params, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
