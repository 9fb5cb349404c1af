// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { z } from 'zod';

export const AdvertiseConfig = z.object({
  image: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
  show: z.boolean(),
});

export type AdvertiseConfig = z.infer<typeof AdvertiseConfig>;

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

export const CodeSent = z.object({
  email: z.email(),
  expiresInSeconds: z.int().min(1),
});

export type CodeSent = z.infer<typeof CodeSent>;

export const ContentItem = z.object({
  id: z.int(),
  code: z.string().nullable().optional(),
  title: z.string(),
  appImageUrl: z.string().nullable().optional(),
  themeImage: z.string().nullable().optional(),
  overview: z.string().nullable().optional(),
});

export type ContentItem = z.infer<typeof ContentItem>;

export const Currency = z.object({
  Id: z.string().min(3).max(3),
  Symbol: z.string(),
  Rate: z.number(),
});

export type Currency = z.infer<typeof Currency>;

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

export const GoodsListItem = z.object({
  Type: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
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
});

export type GoodsListItem = z.infer<typeof GoodsListItem>;

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

export const NameValue = z.object({
  name: z.string(),
  value: z.string(),
});

export type NameValue = z.infer<typeof NameValue>;

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

export const Token = z.object({
  token: z.string(),
});

export type Token = z.infer<typeof Token>;

export const UserInfo = z.object({
  id: z.int(),
  email: z.email(),
  nickname: z.string(),
  language: z.string(),
  isVerified: z.boolean(),
});

export type UserInfo = z.infer<typeof UserInfo>;

export const YahooCategory = z.object({
  cat: z.string(),
  name: z.string(),
});

export type YahooCategory = z.infer<typeof YahooCategory>;
