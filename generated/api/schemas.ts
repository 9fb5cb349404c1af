// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { z } from 'zod';

export const AccountSettings = z.object({
  email: z.email(),
  language: z.string(),
  hasPassword: z.boolean(),
  pendingEmail: z.string().nullable(),
  get socialAccounts() {
    return z.array(SocialAccount);
  },
  get deleteBlockers() {
    return z.array(DeleteBlocker);
  },
  retentionYears: z.int(),
});

export type AccountSettings = z.infer<typeof AccountSettings>;

export const Address = z.object({
  id: z.int(),
  country: z.string().min(2).max(2),
  recipient: z.string(),
  phone: z.string(),
  postcode: z.string(),
  region: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  isDefault: z.boolean(),
});

export type Address = z.infer<typeof Address>;

export const AddressList = z.object({
  get items() {
    return z.array(Address);
  },
  max: z.int(),
});

export type AddressList = z.infer<typeof AddressList>;

export const AdvertiseConfig = z.object({
  image: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  show: z.boolean(),
});

export type AdvertiseConfig = z.infer<typeof AdvertiseConfig>;

export const AlertItem = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  id: z.string(),
});

export type AlertItem = z.infer<typeof AlertItem>;

export const AnalyticsAccountsDay = z.object({
  day: z.string(),
  accounts: z.int(),
});

export type AnalyticsAccountsDay = z.infer<typeof AnalyticsAccountsDay>;

export const AnalyticsFunnelStep = z.object({
  step: z.enum(['search', 'detail', 'cart', 'pay']),
  visitors: z.int(),
  events: z.int(),
});

export type AnalyticsFunnelStep = z.infer<typeof AnalyticsFunnelStep>;

export const AnalyticsRange = z.object({
  from: z.string(),
  to: z.string(),
});

export type AnalyticsRange = z.infer<typeof AnalyticsRange>;

export const AnalyticsRefundsDay = z.object({
  day: z.string(),
  refunds: z.int(),
  refundYen: z.int().min(0),
  failedPurchases: z.int(),
  sellerCancels: z.int(),
});

export type AnalyticsRefundsDay = z.infer<typeof AnalyticsRefundsDay>;

export const AnalyticsSalesDay = z.object({
  day: z.string(),
  orders: z.int(),
  salesYen: z.int().min(0),
});

export type AnalyticsSalesDay = z.infer<typeof AnalyticsSalesDay>;

export const AnalyticsSalesRow = z.object({
  day: z.string(),
  site: z.string(),
  orders: z.int(),
  salesYen: z.int().min(0),
});

export type AnalyticsSalesRow = z.infer<typeof AnalyticsSalesRow>;

export const AnalyticsSiteTotal = z.object({
  site: z.string(),
  orders: z.int(),
  salesYen: z.int().min(0),
});

export type AnalyticsSiteTotal = z.infer<typeof AnalyticsSiteTotal>;

export const AnalyticsTerm = z.object({
  term: z.string(),
  searches: z.int(),
  visitors: z.int(),
});

export type AnalyticsTerm = z.infer<typeof AnalyticsTerm>;

export const AnybuyPageItem = z.object({
  url: z.string(),
  title: z.string(),
  priceYen: z.int().min(0).nullable(),
  imageUrl: z.string().nullable(),
  seller: z.string().nullable(),
});

export type AnybuyPageItem = z.infer<typeof AnybuyPageItem>;

export const AuctionBidLine = z.object({
  amountYen: z.int().min(0),
  time: z.string().min(1),
  bidder: z.string(),
  mine: z.boolean(),
});

export type AuctionBidLine = z.infer<typeof AuctionBidLine>;

export const AuctionIncrement = z.object({
  fromYen: z.int().min(0),
  yen: z.int().min(0),
});

export type AuctionIncrement = z.infer<typeof AuctionIncrement>;

export const AuctionMine = z.object({
  maxYen: z.int().min(0),
  status: z.enum(['leading', 'outbid', 'won', 'lost']),
  heldYen: z.int().min(0),
  orderId: z.int().nullable().optional(),
});

export type AuctionMine = z.infer<typeof AuctionMine>;

export const AuctionRules = z.object({
  endRule: z.enum(['fixed', 'mercariNextDay']),
  extensionWindowMinutes: z.int().nullable().optional(),
  extensionMinutes: z.int().nullable().optional(),
  get increments() {
    return z.array(AuctionIncrement);
  },
});

export type AuctionRules = z.infer<typeof AuctionRules>;

export const AuctionState = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  status: z.enum(['running', 'ended', 'closed']),
  currentYen: z.int().min(0),
  startYen: z.int().min(0),
  bidCount: z.int(),
  endsAt: z.string().min(1).nullable().optional(),
  extendedMinutes: z.int(),
  serverTime: z.string().min(1),
  buyNowYen: z.int().min(0).nullable().optional(),
  hasReserve: z.boolean(),
  reserveMet: z.boolean().nullable().optional(),
  nextBidYen: z.int().min(0),
  incrementYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  get rules() {
    return AuctionRules;
  },
  get mine() {
    return AuctionMine.nullable().optional();
  },
  get history() {
    return z.array(AuctionBidLine);
  },
});

export type AuctionState = z.infer<typeof AuctionState>;

export const BidResult = z.object({
  outcome: z.enum(['leading', 'outbid', 'won', 'lost']),
  orderId: z.int().nullable().optional(),
  get auction() {
    return AuctionState;
  },
});

export type BidResult = z.infer<typeof BidResult>;

export const BiddingQuota = z.object({
  depositYen: z.int().min(0),
  heldYen: z.int().min(0),
  remainingYen: z.int().min(0),
  liveBids: z.int(),
  leadingBids: z.int(),
  notPaidCount: z.int(),
  notPaidYen: z.int().min(0),
});

export type BiddingQuota = z.infer<typeof BiddingQuota>;

export const BuyNotice = z.object({
  key: z.string(),
  site: z.string(),
});

export type BuyNotice = z.infer<typeof BuyNotice>;

export const Cart = z.object({
  get groups() {
    return z.array(CartGroup);
  },
  totalYen: z.int().min(0),
  cartNum: z.int(),
  changed: z.int(),
});

export type Cart = z.infer<typeof Cart>;

export const CartGroup = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  get shop() {
    return CartShopEntry;
  },
  get lines() {
    return z.array(CartLine);
  },
  subtotalYen: z.int().min(0),
});

export type CartGroup = z.infer<typeof CartGroup>;

export const CartLine = z.object({
  id: z.int(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  itemId: z.string().nullable().optional(),
  asin: z.string().nullable().optional(),
  url: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  quantity: z.int().min(1),
  quantityEditable: z.boolean(),
  maxQuantity: z.int().min(1),
  remark: z.string().nullable().optional(),
  addedPriceYen: z.int().min(0),
  priceYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  lineYen: z.int().min(0),
  status: z.enum(['ok', 'soldOut', 'priceChanged', 'unavailable']),
});

export type CartLine = z.infer<typeof CartLine>;

export const CartShopEntry = z.object({
  type: z.int().min(0).max(18),
  url: z.string(),
  itemType: z.int().nullable().optional(),
  shop_code: z.string().nullable().optional(),
  get seller() {
    return CartShopSeller;
  },
});

export type CartShopEntry = z.infer<typeof CartShopEntry>;

export const CartShopSeller = z.object({
  sid: z.string(),
  name: z.string(),
  isOfficial: z.boolean(),
});

export type CartShopSeller = z.infer<typeof CartShopSeller>;

export const CategoryNode = z.object({
  Cat: z.string().nullable().optional(),
  FrilCat: z.string().nullable().optional(),
  PaypayFleaMarketCat: z.string().nullable().optional(),
  MerchantCat: z.string().nullable().optional(),
  SurugayaCat: z.string().nullable().optional(),
  RakutenCat: z.string().nullable().optional(),
  Name: z.string(),
  Identity: z.string().nullable().optional(),
  get List() {
    return z.array(CategoryNode).optional();
  },
});

export type CategoryNode = z.infer<typeof CategoryNode>;

export const CheckoutAddress = z.object({
  id: z.int(),
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  postcode: z.string(),
  region: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  isDefault: z.boolean(),
});

export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

export const CheckoutCoupon = z.object({
  id: z.int(),
  title: z.string(),
  amountYen: z.int().min(0),
  minSpendYen: z.int().min(0),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  expiresAt: z.string().min(1),
  usable: z.boolean(),
  reason: z.enum(['minSpend', 'site', 'expired', 'used']).nullable().optional(),
});

export type CheckoutCoupon = z.infer<typeof CheckoutCoupon>;

export const CheckoutLinePrice = z.object({
  lineId: z.int().nullable().optional(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  quantity: z.int().min(1),
  unitPriceYen: z.int().min(0),
  goodsYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  discountYen: z.int().min(0),
  pointsUsed: z.int().min(0),
  totalYen: z.int().min(0),
  cashYen: z.int().min(0),
  status: z.enum(['ok', 'soldOut', 'priceChanged', 'unavailable']),
});

export type CheckoutLinePrice = z.infer<typeof CheckoutLinePrice>;

export const CheckoutOrder = z.object({
  id: z.int(),
  kind: z.enum(['cart', 'anybuy', 'auction']),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  quantity: z.int().min(1),
  priceYen: z.int().min(0),
  totalYen: z.int().min(0),
  paidYen: z.int().min(0),
});

export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

export const CheckoutPreview = z.object({
  get lines() {
    return z.array(CheckoutLinePrice);
  },
  goodsYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  discountYen: z.int().min(0),
  pointsUsed: z.int().min(0),
  pointsYen: z.int().min(0),
  totalYen: z.int().min(0),
  cashYen: z.int().min(0),
  walletYen: z.int().min(0),
  shortfallYen: z.int().min(0),
  pointsBalance: z.int().min(0),
  pointsMax: z.int().min(0),
  couponId: z.int().nullable().optional(),
  addressId: z.int().nullable().optional(),
  get addresses() {
    return z.array(CheckoutAddress);
  },
  get coupons() {
    return z.array(CheckoutCoupon);
  },
  get services() {
    return z.array(CheckoutService);
  },
  get notices() {
    return z.array(BuyNotice);
  },
  payable: z.boolean(),
});

export type CheckoutPreview = z.infer<typeof CheckoutPreview>;

export const CheckoutResult = z.object({
  id: z.int(),
  createdAt: z.string().min(1),
  goodsYen: z.int().min(0),
  feesYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  discountYen: z.int().min(0),
  pointsUsed: z.int().min(0),
  totalYen: z.int().min(0),
  cashYen: z.int().min(0),
  get address() {
    return CheckoutAddress;
  },
  get orders() {
    return z.array(CheckoutOrder);
  },
});

export type CheckoutResult = z.infer<typeof CheckoutResult>;

export const CheckoutService = z.object({
  id: z.string(),
  per: z.enum(['item', 'order']),
  yen: z.int().min(0),
  count: z.int(),
  eachYen: z.int().min(0).nullable().optional(),
  available: z.boolean(),
  maxGrams: z.int().nullable().optional(),
});

export type CheckoutService = z.infer<typeof CheckoutService>;

export const CodeSent = z.object({
  email: z.email(),
  expiresInSeconds: z.int().min(1),
});

export type CodeSent = z.infer<typeof CodeSent>;

export const CollectCounts = z.object({
  goods: z.int(),
  sellers: z.int(),
});

export type CollectCounts = z.infer<typeof CollectCounts>;

export const CollectedGoods = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(GoodsListItem);
  },
});

export type CollectedGoods = z.infer<typeof CollectedGoods>;

export const ContentDetail = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  kind: z.enum(['activity', 'article', 'notice', 'introduction', 'guide', 'landing']),
  title: z.string(),
  overview: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  bodyHtml: z.string(),
  publishedAt: z.string().min(1),
  language: z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']),
  goodsKeyword: z.string().nullable().optional(),
});

export type ContentDetail = z.infer<typeof ContentDetail>;

export const ContentItem = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  title: z.string(),
  appImageUrl: z.string().nullable().optional(),
  themeImage: z.string().nullable().optional(),
  overview: z.string().nullable().optional(),
  language: z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']),
});

export type ContentItem = z.infer<typeof ContentItem>;

export const ContentPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(ContentSummary);
  },
});

export type ContentPage = z.infer<typeof ContentPage>;

export const ContentSummary = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  kind: z.enum(['activity', 'article', 'notice', 'introduction', 'guide', 'landing']),
  title: z.string(),
  overview: z.string().nullable().optional(),
  picture: z.string().nullable().optional(),
  pinned: z.boolean(),
  topic: z.string().nullable().optional(),
  publishedAt: z.string().min(1),
});

export type ContentSummary = z.infer<typeof ContentSummary>;

export const ContentTopic = z.object({
  topic: z.string(),
  get items() {
    return z.array(ContentSummary);
  },
});

export type ContentTopic = z.infer<typeof ContentTopic>;

export const Country = z.object({
  code: z.string().min(2).max(2),
  zone: z.string(),
});

export type Country = z.infer<typeof Country>;

export const Coupon = z.object({
  id: z.int(),
  title: z.string(),
  amountYen: z.int().min(0),
  minSpendYen: z.int().min(0),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  expiresAt: z.string().min(1),
  usedAt: z.string().min(1).nullable().optional(),
});

export type Coupon = z.infer<typeof Coupon>;

export const CouponCounts = z.object({
  usable: z.int(),
  used: z.int(),
  expired: z.int(),
});

export type CouponCounts = z.infer<typeof CouponCounts>;

export const CouponPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get counts() {
    return CouponCounts;
  },
  get items() {
    return z.array(Coupon);
  },
});

export type CouponPage = z.infer<typeof CouponPage>;

export const Currency = z.object({
  Id: z.string().min(3).max(3),
  Symbol: z.string(),
  Rate: z.number(),
});

export type Currency = z.infer<typeof Currency>;

export const DeclarationLine = z.object({
  orderId: z.int(),
  description: z.string(),
  quantity: z.int(),
  unitYen: z.int().min(0),
  paidDescription: z.string(),
  paidQuantity: z.int(),
  paidUnitYen: z.int().min(0),
  reason: z.string().nullable().optional(),
  changed: z.boolean(),
});

export type DeclarationLine = z.infer<typeof DeclarationLine>;

export const DeclarationLineInput = z.object({
  orderId: z.int().min(1),
  description: z.string().min(1).max(200),
  quantity: z.int().min(1).max(999),
  unitYen: z.int().min(0),
  reason: z.string().min(0).max(500).optional(),
});

export type DeclarationLineInput = z.infer<typeof DeclarationLineInput>;

export const DeleteBlocker = z.object({
  kind: z.enum(['orders', 'balance', 'warehouse']),
  count: z.int(),
});

export type DeleteBlocker = z.infer<typeof DeleteBlocker>;

export const Experience = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  nickname: z.string(),
  time: z.string().min(1),
});

export type Experience = z.infer<typeof Experience>;

export const GoodsDetail = z.object({
  get Item() {
    return GoodsListItem;
  },
  Description: z.string(),
  Images: z.array(z.string()),
  Condition: z.enum(['new', 'likeNew', 'good', 'fair', 'poor']),
  CategoryName: z.string().nullable().optional(),
  CategoryId: z.int().nullable().optional(),
  get Seller() {
    return Seller;
  },
  ShippingPayer: z.enum(['seller', 'buyer']),
  DomesticShippingYen: z.int().min(0).nullable().optional(),
  WeightGrams: z.int().nullable().optional(),
  CreatedAt: z.string().min(1),
  BidIncrementYen: z.int().min(0).nullable().optional(),
  Blocked: z.enum(['goods', 'seller']).nullable().optional(),
  get RiskNotice() {
    return RiskNotice.nullable().optional();
  },
  Collected: z.boolean(),
});

export type GoodsDetail = z.infer<typeof GoodsDetail>;

export const GoodsListItem = z.object({
  Site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  Id: z.string().min(1).max(300),
  Type: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).nullable().optional(),
  Url: z.string(),
  Asin: z.string().nullable().optional(),
  Name: z.string(),
  ImageUrl: z.string(),
  LogoLink: z.string().nullable().optional(),
  JPYPrice: z.int().min(0),
  JPYPriceNew: z.int().min(0).nullable().optional(),
  Price: z.number().nullable().optional(),
  ReservePrice: z.int().min(0).nullable().optional(),
  OtherPrice: z.int().min(0).nullable().optional(),
  IsReserve: z.boolean(),
  IsSoldOut: z.boolean(),
  IsReal: z.boolean().optional(),
  ShipmentFree: z.boolean().optional(),
  DiscountRate: z.number().nullable().optional(),
  BidJPYPrice: z.int().min(0).nullable().optional(),
  BuyNowPrice: z.int().min(0).nullable().optional(),
  BidJPYPriceStr: z.string().nullable().optional(),
  BuyNowPriceStr: z.string().nullable().optional(),
  ListingType: z.enum(['fixed', 'auction']),
  EndTime: z.string().min(1).nullable().optional(),
  BidCount: z.int().nullable().optional(),
  Condition: z.enum(['new', 'likeNew', 'good', 'fair', 'poor']).nullable().optional(),
  SellerId: z.string().nullable().optional(),
});

export type GoodsListItem = z.infer<typeof GoodsListItem>;

export const GroupBox = z.object({
  lengthCm: z.int(),
  widthCm: z.int(),
  heightCm: z.int(),
});

export type GroupBox = z.infer<typeof GroupBox>;

export const GroupCandidate = z.object({
  orderId: z.int(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  weightGrams: z.int(),
  valueYen: z.int().min(0),
  lengthCm: z.int().nullable().optional(),
  widthCm: z.int().nullable().optional(),
  heightCm: z.int().nullable().optional(),
});

export type GroupCandidate = z.infer<typeof GroupCandidate>;

export const GroupDetail = z.object({
  get group() {
    return GroupSummary;
  },
  get address() {
    return Address;
  },
  get members() {
    return z.array(GroupMember);
  },
  get items() {
    return z.array(GroupItem);
  },
  totalGrams: z.int(),
  totalOrders: z.int(),
  declaredYen: z.int().min(0),
  get box() {
    return GroupBox.nullable().optional();
  },
  method: z.string().nullable().optional(),
  postageYen: z.int().min(0),
  myShareYen: z.int().min(0).nullable().optional(),
  myStorageYen: z.int().min(0).nullable().optional(),
  myDueYen: z.int().min(0).nullable().optional(),
  myPaid: z.boolean(),
  canLeave: z.boolean(),
  canDissolve: z.boolean(),
  get quotes() {
    return z.array(MethodQuote);
  },
  parcelId: z.int().nullable().optional(),
  parcelState: z.string().nullable().optional(),
  parcelCarrier: z.string().nullable().optional(),
  parcelTrackingNo: z.string().nullable().optional(),
});

export type GroupDetail = z.infer<typeof GroupDetail>;

export const GroupItem = z.object({
  orderId: z.int(),
  userId: z.int(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  weightGrams: z.int(),
  mine: z.boolean(),
});

export type GroupItem = z.infer<typeof GroupItem>;

export const GroupMember = z.object({
  userId: z.int(),
  nickname: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  message: z.string(),
  isLeader: z.boolean(),
  itemCount: z.int(),
  weightGrams: z.int(),
  shareYen: z.int().min(0).nullable().optional(),
  storageYen: z.int().min(0).nullable().optional(),
  dueYen: z.int().min(0).nullable().optional(),
  paid: z.boolean(),
  get removal() {
    return GroupRemoval.nullable().optional();
  },
});

export type GroupMember = z.infer<typeof GroupMember>;

export const GroupRemoval = z.object({
  postageYen: z.int().min(0),
  leaderShareYen: z.int().min(0),
  leaderDueYen: z.int().min(0),
  refundYen: z.int().min(0),
});

export type GroupRemoval = z.infer<typeof GroupRemoval>;

export const GroupSummary = z.object({
  id: z.int(),
  name: z.string(),
  leaderName: z.string(),
  country: z.string().min(2).max(2),
  deadline: z.string().min(1),
  rules: z.string(),
  state: z.enum(['recruiting', 'collecting', 'awaitingPayment', 'ready', 'dissolved']),
  applicationsOpen: z.boolean(),
  memberCount: z.int(),
  full: z.boolean(),
  role: z.enum(['leader', 'member', 'applicant', 'none']),
  application: z.enum(['pending', 'approved', 'rejected']).nullable().optional(),
});

export type GroupSummary = z.infer<typeof GroupSummary>;

export const GroupSummaryPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(GroupSummary);
  },
});

export type GroupSummaryPage = z.infer<typeof GroupSummaryPage>;

export const GrowthEntry = z.object({
  orderId: z.int(),
  title: z.string(),
  spentYen: z.int(),
  growth: z.int(),
  time: z.string().min(1),
});

export type GrowthEntry = z.infer<typeof GrowthEntry>;

export const GrowthLevel = z.object({
  id: z.string(),
  minGrowth: z.int(),
  proxyFeeDiscountPercent: z.int(),
});

export type GrowthLevel = z.infer<typeof GrowthLevel>;

export const GrowthView = z.object({
  growth: z.int(),
  level: z.string(),
  nextLevel: z.string().nullable().optional(),
  toNext: z.int().nullable().optional(),
  get levels() {
    return z.array(GrowthLevel);
  },
  get history() {
    return z.array(GrowthEntry);
  },
});

export type GrowthView = z.infer<typeof GrowthView>;

export const HaulCard = z.object({
  id: z.int(),
  kind: z.enum(['haul', 'outer', 'monthly']),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable().optional(),
  photoCount: z.int(),
  avatar: z.string().nullable().optional(),
  nickname: z.string(),
  userId: z.int().nullable().optional(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  likes: z.int(),
  time: z.string().min(1),
});

export type HaulCard = z.infer<typeof HaulCard>;

export const HaulDetail = z.object({
  id: z.int(),
  kind: z.enum(['haul', 'outer', 'monthly']),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  description: z.string(),
  get photos() {
    return z.array(Picture);
  },
  nickname: z.string(),
  avatar: z.string().nullable().optional(),
  userId: z.int().nullable().optional(),
  rating: z.int().nullable().optional(),
  link: z.string().nullable().optional(),
  month: z.string().nullable().optional(),
  orderId: z.int().nullable().optional(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  goodsTitle: z.string().nullable().optional(),
  goodsUrl: z.string().nullable().optional(),
  goodsImage: z.string().nullable().optional(),
  likes: z.int(),
  liked: z.boolean(),
  mine: z.boolean(),
  winner: z.boolean(),
  pointsAwarded: z.int(),
  rejectReason: z.string().nullable().optional(),
  time: z.string().min(1),
});

export type HaulDetail = z.infer<typeof HaulDetail>;

export const HaulPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(HaulCard);
  },
});

export type HaulPage = z.infer<typeof HaulPage>;

export const HomeInfo = z.object({
  couponNum: z.int(),
  cartNum: z.int(),
  exchange: z.number(),
  get user() {
    return HomeUserSummary;
  },
  get userViewLog() {
    return HomeViewLog;
  },
  get currencyList() {
    return z.array(Currency);
  },
  get advertiseConfig() {
    return AdvertiseConfig;
  },
  get activity() {
    return z.array(ContentItem);
  },
  get article() {
    return z.array(ContentItem);
  },
  get hotShare() {
    return z.array(Experience);
  },
});

export type HomeInfo = z.infer<typeof HomeInfo>;

export const HomeUserSummary = z.object({
  message: z.int(),
});

export type HomeUserSummary = z.infer<typeof HomeUserSummary>;

export const HomeViewLog = z.object({
  get Data() {
    return z.array(GoodsListItem);
  },
});

export type HomeViewLog = z.infer<typeof HomeViewLog>;

export const IdentityDocument = z.object({
  country: z.string(),
  document: z.enum(['krPccc', 'brCpf', 'twNationalId', 'cnResidentId']),
});

export type IdentityDocument = z.infer<typeof IdentityDocument>;

export const IdentityView = z.object({
  status: z.enum(['none', 'pending', 'verified', 'rejected']),
  country: z.string().nullable().optional(),
  document: z.string().nullable().optional(),
  legalName: z.string().nullable().optional(),
  maskedNumber: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  submittedAt: z.string().min(1).nullable().optional(),
  reviewedAt: z.string().min(1).nullable().optional(),
  get documents() {
    return z.array(IdentityDocument);
  },
});

export type IdentityView = z.infer<typeof IdentityView>;

export const InviteInfo = z.object({
  code: z.string().nullable().optional(),
  joined: z.int(),
  rewarded: z.int(),
  rewardAmount: z.int(),
  rewardKind: z.enum(['points', 'wallet']),
});

export type InviteInfo = z.infer<typeof InviteInfo>;

export const KeywordExpansion = z.object({
  term: z.string(),
  japanese: z.array(z.string()),
});

export type KeywordExpansion = z.infer<typeof KeywordExpansion>;

export const LandedCost = z.object({
  itemYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  firstPaymentYen: z.int().min(0),
  get methods() {
    return z.array(MethodQuote);
  },
});

export type LandedCost = z.infer<typeof LandedCost>;

export const MailChoice = z.object({
  kind: z.string(),
  mailed: z.boolean(),
  locked: z.boolean(),
});

export type MailChoice = z.infer<typeof MailChoice>;

export const MailChoices = z.object({
  get choices() {
    return z.array(MailChoice);
  },
});

export type MailChoices = z.infer<typeof MailChoices>;

export const Message = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  time: z.string().min(1),
  read: z.boolean(),
  orderId: z.int().nullable().optional(),
  link: z.string().nullable().optional(),
});

export type Message = z.infer<typeof Message>;

export const MessageList = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  unread: z.int(),
  get items() {
    return z.array(Message);
  },
});

export type MessageList = z.infer<typeof MessageList>;

export const MethodQuote = z.object({
  method: z.string(),
  available: z.boolean(),
  reason: z.enum(['overweight', 'oversize', 'suspended', 'noRoute']).nullable().optional(),
  chargeableGrams: z.int(),
  shippingYen: z.int().min(0).nullable().optional(),
  totalYen: z.int().min(0).nullable().optional(),
  transitDays: z.string(),
});

export type MethodQuote = z.infer<typeof MethodQuote>;

export const MyBid = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(['leading', 'outbid', 'won', 'lost']),
  auctionStatus: z.enum(['running', 'ended', 'closed']),
  currentYen: z.int().min(0),
  myMaxYen: z.int().min(0),
  bidCount: z.int(),
  endsAt: z.string().min(1).nullable().optional(),
  heldYen: z.int().min(0),
  releasedYen: z.int().min(0),
  orderId: z.int().nullable().optional(),
  orderState: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']).nullable().optional(),
  lastBidAt: z.string().min(1),
});

export type MyBid = z.infer<typeof MyBid>;

export const MyBidPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(MyBid);
  },
  get counts() {
    return z.array(MyBidViewCount);
  },
  serverTime: z.string().min(1),
});

export type MyBidPage = z.infer<typeof MyBidPage>;

export const MyBidViewCount = z.object({
  view: z.enum(['all', 'bidding', 'leading', 'outbid', 'won', 'lost', 'notPaid', 'biddingFail', 'cancel', 'refund']),
  count: z.int(),
});

export type MyBidViewCount = z.infer<typeof MyBidViewCount>;

export const MyHaul = z.object({
  id: z.int(),
  kind: z.enum(['haul', 'outer', 'monthly']),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  thumbnail: z.string().nullable().optional(),
  month: z.string().nullable().optional(),
  winner: z.boolean(),
  pointsAwarded: z.int(),
  rejectReason: z.string().nullable().optional(),
  time: z.string().min(1),
});

export type MyHaul = z.infer<typeof MyHaul>;

export const MySeller = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  sellerId: z.string(),
  sellerName: z.string(),
  auctions: z.int(),
  won: z.int(),
  lastBidAt: z.string().min(1),
});

export type MySeller = z.infer<typeof MySeller>;

export const MySellerPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(MySeller);
  },
});

export type MySellerPage = z.infer<typeof MySellerPage>;

export const NameValue = z.object({
  name: z.string(),
  value: z.string(),
});

export type NameValue = z.infer<typeof NameValue>;

export const NoticeAcceptances = z.object({
  accepted: z.array(z.string()),
});

export type NoticeAcceptances = z.infer<typeof NoticeAcceptances>;

export const OpsAction = z.object({
  action: z.enum(['confirmPrice', 'correctPrice', 'acceptPrice', 'payWon', 'cancel', 'startPurchase', 'markPurchased', 'failPurchase', 'recordDomesticShipment', 'sellerCancel', 'recordArrival', 'merge', 'unmerge', 'ship', 'markDelivered', 'complete']),
  needs: z.array(z.enum(['priceYen', 'reason', 'carrier', 'trackingNo', 'weightGrams', 'lengthCm', 'widthCm', 'heightCm'])),
});

export type OpsAction = z.infer<typeof OpsAction>;

export const OpsAppeal = z.object({
  id: z.int(),
  reason: z.string(),
  detail: z.string(),
  status: z.enum(['open', 'accepted', 'rejected']),
  resolution: z.string().nullable().optional(),
  refundYen: z.int().min(0).nullable().optional(),
  time: z.string().min(1),
});

export type OpsAppeal = z.infer<typeof OpsAppeal>;

export const OpsAudit = z.object({
  id: z.int(),
  staffId: z.int(),
  staffEmail: z.string(),
  action: z.string(),
  targetType: z.enum(['order', 'appeal', 'parcelClaim', 'experience', 'workOrder', 'identity', 'content', 'parcel']),
  targetId: z.int(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  time: z.string().min(1),
});

export type OpsAudit = z.infer<typeof OpsAudit>;

export const OpsContent = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  kind: z.enum(['activity', 'article', 'notice', 'introduction', 'guide', 'landing']),
  picture: z.string().nullable().optional(),
  topic: z.string().nullable().optional(),
  goodsKeyword: z.string().nullable().optional(),
  pinned: z.boolean(),
  sort: z.int(),
  publishedFrom: z.string().min(1).nullable().optional(),
  publishedUntil: z.string().min(1).nullable().optional(),
  get texts() {
    return z.array(OpsContentText);
  },
});

export type OpsContent = z.infer<typeof OpsContent>;

export const OpsContentRow = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  kind: z.enum(['activity', 'article', 'notice', 'introduction', 'guide', 'landing']),
  title: z.string(),
  languages: z.array(z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru'])),
  pinned: z.boolean(),
  publishedFrom: z.string().min(1).nullable().optional(),
  publishedUntil: z.string().min(1).nullable().optional(),
  updatedAt: z.string().min(1),
});

export type OpsContentRow = z.infer<typeof OpsContentRow>;

export const OpsContentText = z.object({
  language: z.enum(['en', 'zh-CN', 'zh-TW', 'ja', 'de', 'it', 'es', 'fr', 'ko', 'pl', 'ar', 'ms', 'th', 'tr', 'pt', 'id', 'ru']),
  title: z.string().min(1).max(200),
  overview: z.string().min(0).max(500).nullable().optional(),
  body: z.string().min(0).max(50000),
});

export type OpsContentText = z.infer<typeof OpsContentText>;

export const OpsEvent = z.object({
  id: z.int(),
  action: z.string(),
  fromState: z.string().nullable().optional(),
  toState: z.string(),
  actor: z.enum(['shopper', 'staff', 'system']),
  actorId: z.int().nullable().optional(),
  note: z.string().nullable().optional(),
  time: z.string().min(1),
});

export type OpsEvent = z.infer<typeof OpsEvent>;

export const OpsHaul = z.object({
  get haul() {
    return HaulDetail;
  },
  shopperEmail: z.string(),
});

export type OpsHaul = z.infer<typeof OpsHaul>;

export const OpsIdentity = z.object({
  id: z.int(),
  userId: z.int(),
  email: z.string(),
  country: z.string(),
  document: z.string(),
  legalName: z.string(),
  number: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  reason: z.string().nullable().optional(),
  submittedAt: z.string().min(1),
});

export type OpsIdentity = z.infer<typeof OpsIdentity>;

export const OpsIdentityPage = z.object({
  get items() {
    return z.array(OpsIdentity);
  },
});

export type OpsIdentityPage = z.infer<typeof OpsIdentityPage>;

export const OpsOrder = z.object({
  id: z.int(),
  kind: z.enum(['cart', 'anybuy', 'auction']),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  shopperId: z.int(),
  shopperEmail: z.email(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  externalId: z.string().nullable().optional(),
  title: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable().optional(),
  sellerName: z.string().nullable().optional(),
  quantity: z.int(),
  options: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  priceYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  services: z.array(z.string()),
  discountYen: z.int().min(0),
  pointsUsed: z.int(),
  paidYen: z.int().min(0),
  totalYen: z.int().min(0),
  heldYen: z.int(),
  proposedPriceYen: z.int().min(0).nullable().optional(),
  weightGrams: z.int().nullable().optional(),
  lengthCm: z.int().nullable().optional(),
  widthCm: z.int().nullable().optional(),
  heightCm: z.int().nullable().optional(),
  domesticCarrier: z.string().nullable().optional(),
  domesticTracking: z.string().nullable().optional(),
  carrier: z.string().nullable().optional(),
  trackingNo: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
});

export type OpsOrder = z.infer<typeof OpsOrder>;

export const OpsOrderDetail = z.object({
  get order() {
    return OpsOrder;
  },
  get actions() {
    return z.array(OpsAction);
  },
  get events() {
    return z.array(OpsEvent);
  },
  get photos() {
    return z.array(OpsPhoto);
  },
  photoSlots: z.int(),
  get appeals() {
    return z.array(OpsAppeal);
  },
  get audit() {
    return z.array(OpsAudit);
  },
});

export type OpsOrderDetail = z.infer<typeof OpsOrderDetail>;

export const OpsOrderPage = z.object({
  queue: z.enum(['toBuy', 'awaitingArrival', 'arrived', 'failed', 'priceReview', 'appeals']),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(OpsOrderRow);
  },
});

export type OpsOrderPage = z.infer<typeof OpsOrderPage>;

export const OpsOrderRow = z.object({
  id: z.int(),
  kind: z.enum(['cart', 'anybuy', 'auction']),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  shopperEmail: z.email(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  title: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable().optional(),
  quantity: z.int(),
  priceYen: z.int().min(0),
  totalYen: z.int().min(0),
  services: z.array(z.string()),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
  appealId: z.int().nullable().optional(),
  checkedAt: z.string().min(1).nullable().optional(),
});

export type OpsOrderRow = z.infer<typeof OpsOrderRow>;

export const OpsParcelRow = z.object({
  get parcel() {
    return ShipParcel;
  },
  shopperEmail: z.email(),
  get claim() {
    return ParcelClaimStatus.nullable().optional();
  },
});

export type OpsParcelRow = z.infer<typeof OpsParcelRow>;

export const OpsPhoto = z.object({
  id: z.int(),
  url: z.string(),
  contentType: z.string(),
  time: z.string().min(1),
});

export type OpsPhoto = z.infer<typeof OpsPhoto>;

export const OpsQueueCount = z.object({
  queue: z.enum(['toBuy', 'awaitingArrival', 'arrived', 'failed', 'priceReview', 'appeals']),
  count: z.int(),
});

export type OpsQueueCount = z.infer<typeof OpsQueueCount>;

export const OpsWorkOrder = z.object({
  get ticket() {
    return WorkOrderDetail;
  },
  shopperId: z.int(),
  shopperEmail: z.email(),
  get audit() {
    return z.array(OpsAudit);
  },
});

export type OpsWorkOrder = z.infer<typeof OpsWorkOrder>;

export const OpsWorkOrderRow = z.object({
  get ticket() {
    return WorkOrderSummary;
  },
  shopperEmail: z.email(),
});

export type OpsWorkOrderRow = z.infer<typeof OpsWorkOrderRow>;

export const OrderAppeal = z.object({
  orderId: z.int(),
  status: z.enum(['open', 'accepted', 'rejected']),
  reason: z.enum(['damaged', 'missing', 'wrong', 'other']),
  detail: z.string(),
  resolution: z.string().nullable().optional(),
  refundYen: z.int().min(0).nullable().optional(),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
});

export type OrderAppeal = z.infer<typeof OrderAppeal>;

export const OrderCard = z.object({
  id: z.int(),
  kind: z.enum(['cart', 'anybuy', 'auction']),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  quantity: z.int(),
  priceYen: z.int().min(0),
  proposedPriceYen: z.int().min(0).nullable().optional(),
  paidYen: z.int().min(0),
  createdAt: z.string().min(1),
  get storage() {
    return OrderStorage.nullable().optional();
  },
});

export type OrderCard = z.infer<typeof OrderCard>;

export const OrderCosts = z.object({
  unitPriceYen: z.int().min(0),
  quantity: z.int(),
  itemYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  domesticYen: z.int().min(0),
  servicesYen: z.int().min(0),
  totalYen: z.int().min(0),
  couponYen: z.int().min(0),
  pointsUsed: z.int(),
  paidYen: z.int().min(0),
  refundedYen: z.int().min(0),
  refundedPoints: z.int(),
});

export type OrderCosts = z.infer<typeof OrderCosts>;

export const OrderDetail = z.object({
  get order() {
    return OrderCard;
  },
  url: z.string(),
  sellerName: z.string().nullable().optional(),
  options: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  get costs() {
    return OrderCosts;
  },
  get timeline() {
    return z.array(OrderEvent);
  },
  photos: z.array(z.string()),
  get parcel() {
    return Parcel;
  },
  get domesticTracking() {
    return Tracking.nullable().optional();
  },
  get tracking() {
    return Tracking.nullable().optional();
  },
  deliveredAt: z.string().min(1).nullable().optional(),
  actions: z.array(z.enum(['confirmPrice', 'correctPrice', 'acceptPrice', 'payWon', 'cancel', 'startPurchase', 'markPurchased', 'failPurchase', 'recordDomesticShipment', 'sellerCancel', 'recordArrival', 'merge', 'unmerge', 'ship', 'markDelivered', 'complete'])),
  get appeal() {
    return OrderAppeal.nullable().optional();
  },
  appealUntil: z.string().min(1).nullable().optional(),
  canAppeal: z.boolean(),
  get comment() {
    return SellerComment.nullable().optional();
  },
  canComment: z.boolean(),
});

export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderEvent = z.object({
  time: z.string().min(1),
  action: z.enum(['confirmPrice', 'correctPrice', 'acceptPrice', 'payWon', 'cancel', 'startPurchase', 'markPurchased', 'failPurchase', 'recordDomesticShipment', 'sellerCancel', 'recordArrival', 'merge', 'unmerge', 'ship', 'markDelivered', 'complete']).nullable(),
  actor: z.enum(['shopper', 'staff', 'system']),
  note: z.string().nullable().optional(),
});

export type OrderEvent = z.infer<typeof OrderEvent>;

export const OrderGroupCount = z.object({
  group: z.enum(['all', 'toConfirm', 'inProgress', 'warehouse', 'shipping', 'completed', 'closed']),
  count: z.int(),
});

export type OrderGroupCount = z.infer<typeof OrderGroupCount>;

export const OrderList = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(OrderCard);
  },
  get counts() {
    return z.array(OrderGroupCount);
  },
});

export type OrderList = z.infer<typeof OrderList>;

export const OrderStateCount = z.object({
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  count: z.int(),
});

export type OrderStateCount = z.infer<typeof OrderStateCount>;

export const OrderStorage = z.object({
  freeUntil: z.string().min(1),
  feePerDayYen: z.int().min(0),
  storageYen: z.int().min(0),
});

export type OrderStorage = z.infer<typeof OrderStorage>;

export const Parcel = z.object({
  weightGrams: z.int().nullable().optional(),
  lengthCm: z.int().nullable().optional(),
  widthCm: z.int().nullable().optional(),
  heightCm: z.int().nullable().optional(),
});

export type Parcel = z.infer<typeof Parcel>;

export const ParcelClaim = z.object({
  id: z.int(),
  parcelId: z.int(),
  status: z.enum(['open', 'accepted', 'rejected']),
  reason: z.enum(['lost', 'damaged']),
  detail: z.string(),
  resolution: z.string().nullable().optional(),
  refundYen: z.int().min(0).nullable().optional(),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
});

export type ParcelClaim = z.infer<typeof ParcelClaim>;

export const ParcelClaimStatus = z.object({
  parcelId: z.int(),
  get claim() {
    return ParcelClaim.nullable().optional();
  },
  claimUntil: z.string().min(1).nullable().optional(),
  canClaim: z.boolean(),
  insuredCoverYen: z.int().min(0).nullable().optional(),
  maxLostYen: z.int().min(0),
  maxDamagedYen: z.int().min(0),
});

export type ParcelClaimStatus = z.infer<typeof ParcelClaimStatus>;

export const ParcelInsuranceQuote = z.object({
  method: z.string(),
  coverYen: z.int().min(0),
  includedCoverYen: z.int().min(0),
  yen: z.int().min(0),
});

export type ParcelInsuranceQuote = z.infer<typeof ParcelInsuranceQuote>;

export const ParcelOptionPrice = z.object({
  id: z.string(),
  yen: z.int().min(0),
  included: z.boolean(),
  paidBy: z.array(z.int()),
});

export type ParcelOptionPrice = z.infer<typeof ParcelOptionPrice>;

export const ParcelOverview = z.object({
  get warehouse() {
    return z.array(WarehouseOrder);
  },
  get toPay() {
    return z.array(ShipParcel);
  },
  get underway() {
    return z.array(ShipParcel);
  },
  get counts() {
    return z.array(ParcelStateCount);
  },
});

export type ParcelOverview = z.infer<typeof ParcelOverview>;

export const ParcelPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(ShipParcel);
  },
});

export type ParcelPage = z.infer<typeof ParcelPage>;

export const ParcelPhoto = z.object({
  id: z.int(),
  url: z.string(),
  time: z.string().min(1),
});

export type ParcelPhoto = z.infer<typeof ParcelPhoto>;

export const ParcelQuote = z.object({
  parcelId: z.int(),
  get methods() {
    return z.array(MethodQuote);
  },
  get options() {
    return z.array(ParcelOptionPrice);
  },
  get insurance() {
    return z.array(ParcelInsuranceQuote);
  },
});

export type ParcelQuote = z.infer<typeof ParcelQuote>;

export const ParcelStateCount = z.object({
  state: z.enum(['awaitingPayment', 'paid', 'shipped', 'delivered', 'cancelled']),
  count: z.int(),
});

export type ParcelStateCount = z.infer<typeof ParcelStateCount>;

export const PaymentConfig = z.object({
  publicKey: z.string(),
  tokenUrl: z.string(),
  mode: z.enum(['test', 'live']),
  get testCards() {
    return z.array(TestCard);
  },
});

export type PaymentConfig = z.infer<typeof PaymentConfig>;

export const PersonalSummary = z.object({
  get orders() {
    return z.array(OrderStateCount);
  },
  balanceYen: z.int(),
  points: z.int(),
  couponCount: z.int(),
  couponExpiresAt: z.string().min(1).nullable().optional(),
  unreadMessages: z.int(),
  warehouseOrders: z.int(),
  parcelsToPay: z.int(),
  runningBids: z.int(),
  identity: z.enum(['none', 'pending', 'verified', 'rejected']),
  cardCount: z.int(),
  level: z.string(),
});

export type PersonalSummary = z.infer<typeof PersonalSummary>;

export const Picture = z.object({
  id: z.string(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
});

export type Picture = z.infer<typeof Picture>;

export const PointsHistory = z.object({
  balance: z.int(),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(PointsMovement);
  },
});

export type PointsHistory = z.infer<typeof PointsHistory>;

export const PointsMovement = z.object({
  id: z.int(),
  kind: z.enum(['recharge', 'payment', 'refund', 'settle', 'points', 'hold', 'release', 'adjustment']),
  points: z.int(),
  time: z.string().min(1),
  refType: z.string().nullable().optional(),
  refId: z.int().nullable().optional(),
});

export type PointsMovement = z.infer<typeof PointsMovement>;

export const Recharge = z.object({
  id: z.int(),
  amountYen: z.int().min(0),
  status: z.enum(['pending', 'requiresAction', 'succeeded', 'failed']),
  actionUrl: z.string().nullable().optional(),
  declineCode: z.string().nullable().optional(),
  createdAt: z.string().min(1),
  updatedAt: z.string().min(1),
});

export type Recharge = z.infer<typeof Recharge>;

export const RechargeAnswer = z.object({
  get recharge() {
    return Recharge;
  },
  balanceYen: z.int().min(0),
  get purpose() {
    return RechargePurpose.nullable().optional();
  },
});

export type RechargeAnswer = z.infer<typeof RechargeAnswer>;

export const RechargePage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(Recharge);
  },
});

export type RechargePage = z.infer<typeof RechargePage>;

export const RechargePurpose = z.object({
  kind: z.enum(['checkout', 'parcel', 'groupShare']),
  status: z.enum(['waiting', 'paid', 'refused']),
  refId: z.int().nullable().optional(),
  refusal: z.string().nullable().optional(),
});

export type RechargePurpose = z.infer<typeof RechargePurpose>;

export const RefundLine = z.object({
  id: z.int(),
  time: z.string().min(1),
  yen: z.int().min(0),
  points: z.int(),
  orderId: z.int().nullable().optional(),
  orderTitle: z.string().nullable().optional(),
});

export type RefundLine = z.infer<typeof RefundLine>;

export const RefundList = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(RefundLine);
  },
});

export type RefundList = z.infer<typeof RefundList>;

export const Review = z.object({
  nickname: z.string(),
  rating: z.int().min(1).max(5),
  text: z.string(),
  time: z.string().min(1),
});

export type Review = z.infer<typeof Review>;

export const Reviews = z.object({
  average: z.number().nullable().optional(),
  count: z.int(),
  get items() {
    return z.array(Review);
  },
});

export type Reviews = z.infer<typeof Reviews>;

export const RiskNoteLine = z.object({
  title: z.string(),
  msg: z.string(),
});

export type RiskNoteLine = z.infer<typeof RiskNoteLine>;

export const RiskNotice = z.object({
  Title: z.string(),
  get NoteList() {
    return z.array(RiskNoteLine);
  },
});

export type RiskNotice = z.infer<typeof RiskNotice>;

export const SavedCard = z.object({
  id: z.int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  holderName: z.string(),
  isDefault: z.boolean(),
  expired: z.boolean(),
});

export type SavedCard = z.infer<typeof SavedCard>;

export const SavedCards = z.object({
  get items() {
    return z.array(SavedCard);
  },
  max: z.int(),
});

export type SavedCards = z.infer<typeof SavedCards>;

export const SavedQuery = z.object({
  keyword: z.string().min(1).max(200).optional(),
  expand: z.boolean().optional(),
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
});

export type SavedQuery = z.infer<typeof SavedQuery>;

export const SavedSearch = z.object({
  id: z.int(),
  name: z.string(),
  screen: z.string(),
  get query() {
    return SavedQuery;
  },
  categoryName: z.string().optional(),
  path: z.string(),
  paused: z.boolean(),
  createdAt: z.string().min(1),
  lastAlertAt: z.string().min(1).nullable().optional(),
  pendingCount: z.int(),
});

export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchFound = z.object({
  get saved() {
    return SavedSearch.nullable();
  },
});

export type SavedSearchFound = z.infer<typeof SavedSearchFound>;

export const SavedSearchList = z.object({
  get items() {
    return z.array(SavedSearch);
  },
  limit: z.int(),
});

export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SearchAlert = z.object({
  id: z.int(),
  kind: z.enum(['search', 'priceDrop']),
  searchId: z.int().nullable().optional(),
  createdAt: z.string().min(1),
  get items() {
    return z.array(AlertItem);
  },
});

export type SearchAlert = z.infer<typeof SearchAlert>;

export const SearchResult = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(GoodsListItem);
  },
  get siteCounts() {
    return z.array(SiteCount);
  },
  get expansion() {
    return z.array(KeywordExpansion).optional();
  },
  unavailable: z.array(z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo'])).optional(),
});

export type SearchResult = z.infer<typeof SearchResult>;

export const SearchTerms = z.object({
  terms: z.array(z.string()),
});

export type SearchTerms = z.infer<typeof SearchTerms>;

export const Seller = z.object({
  Site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  Id: z.string(),
  Name: z.string(),
  IsOfficial: z.boolean(),
  ShopCode: z.string().nullable().optional(),
  Rating: z.number().nullable().optional(),
  RatingCount: z.int().nullable().optional(),
  ItemCount: z.int().nullable().optional(),
  Blocked: z.boolean(),
  HasShopPage: z.boolean().optional(),
});

export type Seller = z.infer<typeof Seller>;

export const SellerComment = z.object({
  rating: z.int().min(1).max(5),
  text: z.string(),
  createdAt: z.string().min(1),
});

export type SellerComment = z.infer<typeof SellerComment>;

export const SellerList = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(Seller);
  },
});

export type SellerList = z.infer<typeof SellerList>;

export const Series = z.object({
  id: z.string(),
  name: z.string(),
  count: z.int(),
});

export type Series = z.infer<typeof Series>;

export const ServiceOption = z.object({
  id: z.string(),
  yen: z.int().min(0),
  per: z.enum(['item', 'order']),
});

export type ServiceOption = z.infer<typeof ServiceOption>;

export const ShareableOrder = z.object({
  orderId: z.int(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
  experienceId: z.int().nullable().optional(),
});

export type ShareableOrder = z.infer<typeof ShareableOrder>;

export const ShipParcel = z.object({
  id: z.int(),
  kind: z.enum(['merge', 'group']),
  state: z.enum(['awaitingPayment', 'paid', 'shipped', 'delivered', 'cancelled']),
  get address() {
    return CheckoutAddress;
  },
  method: z.string().nullable().optional(),
  options: z.array(z.string()),
  weightGrams: z.int(),
  chargeableGrams: z.int().nullable().optional(),
  lengthCm: z.int().nullable().optional(),
  widthCm: z.int().nullable().optional(),
  heightCm: z.int().nullable().optional(),
  declaredYen: z.int().min(0),
  exportDeclaration: z.boolean(),
  consolidationYen: z.int().min(0),
  optionsYen: z.int().min(0),
  postageYen: z.int().min(0),
  insuranceYen: z.int().min(0),
  insuredCoverYen: z.int().min(0).nullable().optional(),
  storageYen: z.int().min(0),
  totalYen: z.int().min(0),
  paidYen: z.int().min(0),
  get declaration() {
    return z.array(DeclarationLine);
  },
  declarationQuery: z.string().nullable().optional(),
  carrier: z.string().nullable().optional(),
  trackingNo: z.string().nullable().optional(),
  createdAt: z.string().min(1),
  paidAt: z.string().min(1).nullable().optional(),
  shippedAt: z.string().min(1).nullable().optional(),
  deliveredAt: z.string().min(1).nullable().optional(),
  receivedAt: z.string().min(1).nullable().optional(),
  receiptOrders: z.int(),
  receiptPoints: z.int(),
  get photos() {
    return z.array(ParcelPhoto);
  },
  get orders() {
    return z.array(WarehouseOrder);
  },
});

export type ShipParcel = z.infer<typeof ShipParcel>;

export const ShippingMethod = z.object({
  id: z.string(),
  maxKg: z.number(),
  volumetricDivisor: z.int().nullable().optional(),
  volumetricMinSideCm: z.int().nullable().optional(),
  transitDays: z.string(),
});

export type ShippingMethod = z.infer<typeof ShippingMethod>;

export const ShippingOptions = z.object({
  get countries() {
    return z.array(Country);
  },
  get methods() {
    return z.array(ShippingMethod);
  },
  get services() {
    return z.array(ServiceOption);
  },
});

export type ShippingOptions = z.infer<typeof ShippingOptions>;

export const ShopPage = z.object({
  get seller() {
    return Seller;
  },
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(GoodsListItem);
  },
  collected: z.boolean().optional(),
});

export type ShopPage = z.infer<typeof ShopPage>;

export const SiteCount = z.object({
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  count: z.int(),
});

export type SiteCount = z.infer<typeof SiteCount>;

export const SiteHome = z.object({
  get featured() {
    return z.array(GoodsListItem);
  },
  get newest() {
    return z.array(GoodsListItem);
  },
  get endingSoon() {
    return z.array(GoodsListItem);
  },
  get shops() {
    return z.array(Seller);
  },
});

export type SiteHome = z.infer<typeof SiteHome>;

export const SocialAccount = z.object({
  provider: z.enum(['google', 'apple']),
  email: z.string().nullable(),
  linkedAt: z.string().min(1),
});

export type SocialAccount = z.infer<typeof SocialAccount>;

export const SocialProvider = z.object({
  id: z.enum(['google', 'apple']),
  clientId: z.string(),
});

export type SocialProvider = z.infer<typeof SocialProvider>;

export const SpecialOffer = z.object({
  code: z.string(),
  level: z.string(),
  amountYen: z.int(),
  minSpendYen: z.int(),
  validDays: z.int(),
  eligible: z.boolean(),
  claimed: z.boolean(),
});

export type SpecialOffer = z.infer<typeof SpecialOffer>;

export const SpecialOffers = z.object({
  level: z.string(),
  get items() {
    return z.array(SpecialOffer);
  },
});

export type SpecialOffers = z.infer<typeof SpecialOffers>;

export const TestCard = z.object({
  number: z.string(),
  outcome: z.enum(['succeeds', 'declined', 'insufficientFunds', 'threeDSecure']),
});

export type TestCard = z.infer<typeof TestCard>;

export const Token = z.object({
  token: z.string(),
});

export type Token = z.infer<typeof Token>;

export const Tracking = z.object({
  carrier: z.string(),
  number: z.string(),
});

export type Tracking = z.infer<typeof Tracking>;

export const UnreadCount = z.object({
  unread: z.int(),
});

export type UnreadCount = z.infer<typeof UnreadCount>;

export const UserInfo = z.object({
  id: z.int(),
  email: z.email(),
  nickname: z.string(),
  language: z.string(),
  isVerified: z.boolean(),
  role: z.enum(['shopper', 'staff']),
});

export type UserInfo = z.infer<typeof UserInfo>;

export const WalletHistory = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(WalletMovement);
  },
});

export type WalletHistory = z.infer<typeof WalletHistory>;

export const WalletMovement = z.object({
  id: z.int(),
  kind: z.enum(['recharge', 'payment', 'refund', 'settle', 'points', 'hold', 'release', 'adjustment']),
  amountYen: z.int(),
  points: z.int(),
  heldYen: z.int(),
  time: z.string().min(1),
  refType: z.string().nullable().optional(),
  refId: z.int().nullable().optional(),
});

export type WalletMovement = z.infer<typeof WalletMovement>;

export const WalletSummary = z.object({
  balanceYen: z.int().min(0),
  points: z.int(),
  heldYen: z.int().min(0),
  couponCount: z.int(),
});

export type WalletSummary = z.infer<typeof WalletSummary>;

export const WarehouseOrder = z.object({
  id: z.int(),
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']).nullable().optional(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  quantity: z.int(),
  valueYen: z.int().min(0),
  weightGrams: z.int(),
  lengthCm: z.int().nullable().optional(),
  widthCm: z.int().nullable().optional(),
  heightCm: z.int().nullable().optional(),
  services: z.array(z.string()),
  arrivedAt: z.string().min(1),
  freeUntil: z.string().min(1),
  feePerDayYen: z.int().min(0),
  storageYen: z.int().min(0),
});

export type WarehouseOrder = z.infer<typeof WarehouseOrder>;

export const WidgetConfig = z.object({
  captcha: z.object({
    mode: z.enum(['test', 'live']),
    siteKey: z.string(),
  }),
  get social() {
    return z.object({
    mode: z.enum(['test', 'live']),
    get providers() {
      return z.array(SocialProvider);
    },
  });
  },
});

export type WidgetConfig = z.infer<typeof WidgetConfig>;

export const WonPayment = z.object({
  get order() {
    return OrderCard;
  },
  site: z.enum(['amazon', 'bunjang', 'card', 'lashinbang', 'magi', 'market', 'mercari', 'minne', 'paypay', 'rakuma', 'rakuten', 'surugaya', 'yahoo']),
  goodsId: z.string(),
  priceYen: z.int().min(0),
  proxyFeeYen: z.int().min(0),
  paidYen: z.int().min(0),
  domesticYen: z.int().min(0),
  balanceYen: z.int().min(0),
  payable: z.boolean(),
  payBy: z.string().min(1).nullable().optional(),
});

export type WonPayment = z.infer<typeof WonPayment>;

export const WorkOrderDetail = z.object({
  id: z.int(),
  category: z.string(),
  subject: z.string(),
  status: z.enum(['open', 'awaitingShopper', 'awaitingStaff', 'resolved', 'closed']),
  get order() {
    return WorkOrderOrder.nullable().optional();
  },
  context: z.string().nullable().optional(),
  get messages() {
    return z.array(WorkOrderMessage);
  },
  rating: z.int().nullable().optional(),
  ratingComment: z.string().nullable().optional(),
  createdAt: z.string().min(1),
  lastMessageAt: z.string().min(1),
});

export type WorkOrderDetail = z.infer<typeof WorkOrderDetail>;

export const WorkOrderMessage = z.object({
  id: z.int(),
  author: z.enum(['shopper', 'staff']),
  body: z.string(),
  get pictures() {
    return z.array(Picture);
  },
  time: z.string().min(1),
});

export type WorkOrderMessage = z.infer<typeof WorkOrderMessage>;

export const WorkOrderOrder = z.object({
  id: z.int(),
  title: z.string(),
  imageUrl: z.string().nullable().optional(),
  state: z.enum(['pendingPrice', 'priceChanged', 'awaitingPayment', 'paid', 'purchasing', 'purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'cancelled', 'purchaseFailed', 'sellerCancelled']),
});

export type WorkOrderOrder = z.infer<typeof WorkOrderOrder>;

export const WorkOrderPage = z.object({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  get items() {
    return z.array(WorkOrderSummary);
  },
});

export type WorkOrderPage = z.infer<typeof WorkOrderPage>;

export const WorkOrderSummary = z.object({
  id: z.int(),
  category: z.string(),
  subject: z.string(),
  status: z.enum(['open', 'awaitingShopper', 'awaitingStaff', 'resolved', 'closed']),
  get order() {
    return WorkOrderOrder.nullable().optional();
  },
  lastMessageAt: z.string().min(1),
  createdAt: z.string().min(1),
});

export type WorkOrderSummary = z.infer<typeof WorkOrderSummary>;

export const YahooCategory = z.object({
  cat: z.string(),
  name: z.string(),
});

export type YahooCategory = z.infer<typeof YahooCategory>;
