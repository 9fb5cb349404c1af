// How each marketplace's seeded goods look: its share of the catalog, what it sells, how much of it is
// auctioned, sold by shops, new or second-hand, shipped free, discounted or already sold, and the shape
// of its item, seller and shop ids and addresses.
import type { SiteId } from '../../../generated/sites';
import type { GoodsCondition } from '../types';
import { type Brand, type KindKey, handmade } from './goods-kinds';
import type { Random } from './random';

export interface SiteProfile {
  site: SiteId;
  /** Share of the whole catalog. */
  share: number;
  kinds: Partial<Record<KindKey, number>>;
  auctionShare: number;
  /** Goods sold by the marketplace's own or official shops rather than individuals. */
  shopShare: number;
  conditions: Record<GoodsCondition, number>;
  /** Asking prices against the kind's band: new goods at shops sit higher, flea markets lower. */
  priceFactor: number;
  sellerPaysShipping: number;
  discountShare: number;
  soldOutShare: number;
  reservedShare: number;
  /** Goods per individual seller on average. */
  goodsPerSeller: number;
  itemId(r: Random, auction: boolean, shopId: string): string;
  url(id: string, auction: boolean, shopId: string): string | null;
  asin?: boolean;
  sellerId(r: Random): string;
  /** Official shops or branches: [id, name, shop code]. */
  shops: [string, string, string | null][];
  /** The brand of every item of a kind, where the marketplace sells its makers' own work (minne). */
  brands?: Partial<Record<KindKey, Brand>>;
}

const used: Record<GoodsCondition, number> = { new: 0.12, likeNew: 0.2, good: 0.38, fair: 0.2, poor: 0.1 };
const newMostly: Record<GoodsCondition, number> = { new: 0.85, likeNew: 0.08, good: 0.05, fair: 0.02, poor: 0 };
const shopUsed: Record<GoodsCondition, number> = { new: 0.2, likeNew: 0.25, good: 0.4, fair: 0.12, poor: 0.03 };
const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const chars = (r: Random, alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');
const alnum = 'abcdefghijklmnopqrstuvwxyz0123456789';
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const hex = '0123456789abcdef';

const fashion = { tops: 5, jacket: 3, dress: 3, sneakers: 3, bag: 3, wallet: 2, accessory: 1 };

export const siteProfiles: SiteProfile[] = [
  {
    site: 'yahoo', share: 0.2, auctionShare: 0.75, shopShare: 0.15, conditions: used, priceFactor: 1.1, sellerPaysShipping: 0.35,
    discountShare: 0, soldOutShare: 0.04, reservedShare: 0, goodsPerSeller: 10,
    kinds: { camera: 4, watch: 4, music: 3, console: 2, gameSoft: 2, figure: 2, card: 2, bag: 2, wallet: 2, sports: 2, kitchen: 1, toy: 2, liquor: 1, book: 1, jacket: 1, phone: 1, animeGoods: 1 },
    itemId: (r, auction, shop) => (auction ? `${'bcdefghjkmnopqrstuvwx'[r.int(0, 20)]}${r.int(1, 1)}${digits(r, 9)}` : `${shop}-${chars(r, alnum, 8)}`),
    url: (id, auction, shop) => (auction ? `https://page.auctions.yahoo.co.jp/jp/auction/${id}` : `https://store.shopping.yahoo.co.jp/${shop}/${id.slice(shop.length + 1)}.html`),
    sellerId: (r) => `${chars(r, 'abcdefghijklmnopqrstuvwxyz', r.int(4, 8))}${digits(r, r.int(2, 4))}`,
    shops: [['tokyo-camera', '東京カメラ Yahoo!店', null], ['brandoff', 'ブランドオフ Yahoo!店', null], ['recordshop-disk', 'レコードショップ ディスク', null], ['hobby-kingdom', 'ホビー王国', null], ['watch-ginza', '銀座ウォッチ', null]],
  },
  {
    site: 'mercari', share: 0.22, auctionShare: 0.04, shopShare: 0.08, conditions: used, priceFactor: 0.8, sellerPaysShipping: 0.88,
    discountShare: 0.15, soldOutShare: 0.12, reservedShare: 0.02, goodsPerSeller: 8,
    kinds: { ...fashion, card: 4, figure: 2, animeGoods: 3, gameSoft: 2, console: 1, cosmetics: 3, phone: 2, book: 2, camera: 1, kitchen: 1, toy: 1, sports: 1 },
    itemId: (r, _a, shop) => (shop ? chars(r, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', 22) : `m${digits(r, 11)}`),
    url: (id) => (id.startsWith('m') && id.length === 12 ? `https://jp.mercari.com/item/${id}` : `https://jp.mercari.com/shops/product/${id}`),
    sellerId: (r) => digits(r, 9),
    shops: [['mshop-vintage', 'ヴィンテージ古着 MOON', null], ['mshop-cardlab', 'カードラボ メルカリShops店', null], ['mshop-kitchen', 'うつわと暮らし', null], ['mshop-brandnet', 'ブランドネット', null]],
  },
  {
    site: 'rakuma', share: 0.08, auctionShare: 0, shopShare: 0, conditions: used, priceFactor: 0.75, sellerPaysShipping: 0.9,
    discountShare: 0, soldOutShare: 0.1, reservedShare: 0.03, goodsPerSeller: 8,
    kinds: { ...fashion, cosmetics: 3, accessory: 2, animeGoods: 1, book: 1 },
    itemId: (r) => chars(r, hex, 32), url: (id) => `https://item.fril.jp/${id}`,
    sellerId: (r) => chars(r, alnum, 10), shops: [],
  },
  {
    site: 'paypay', share: 0.09, auctionShare: 0, shopShare: 0, conditions: used, priceFactor: 0.85, sellerPaysShipping: 0.95,
    discountShare: 0, soldOutShare: 0.1, reservedShare: 0, goodsPerSeller: 8,
    kinds: { ...fashion, card: 2, gameSoft: 2, console: 1, phone: 2, camera: 1, kitchen: 1, cosmetics: 2, toy: 1, sports: 1 },
    itemId: (r) => `z${digits(r, 9)}`, url: (id) => `https://paypayfleamarket.yahoo.co.jp/item/${id}`,
    sellerId: (r) => chars(r, alnum, 12), shops: [],
  },
  {
    site: 'amazon', share: 0.08, auctionShare: 0, shopShare: 0.6, conditions: newMostly, priceFactor: 1.2, sellerPaysShipping: 0.9,
    discountShare: 0, soldOutShare: 0.03, reservedShare: 0, goodsPerSeller: 30,
    kinds: { phone: 4, gameSoft: 3, console: 2, book: 3, music: 2, kitchen: 3, cosmetics: 2, toy: 3, sports: 2, camera: 1, liquor: 1, sneakers: 1 },
    itemId: (r) => `B0${chars(r, upper, 8)}`, url: (id) => `https://www.amazon.co.jp/dp/${id}`, asin: true,
    sellerId: (r) => `A${chars(r, upper, 13)}`,
    shops: [['AN1VRQENFRJN5', 'Amazon.co.jp', null]],
  },
  {
    site: 'rakuten', share: 0.08, auctionShare: 0, shopShare: 1, conditions: newMostly, priceFactor: 1.15, sellerPaysShipping: 0.6,
    discountShare: 0, soldOutShare: 0.04, reservedShare: 0, goodsPerSeller: 40,
    kinds: { tops: 2, jacket: 2, dress: 2, sneakers: 2, bag: 2, wallet: 2, kitchen: 3, cosmetics: 3, liquor: 2, sports: 2, watch: 1, book: 1, toy: 1 },
    itemId: (r, _a, shop) => `${shop}:${chars(r, alnum, 4)}-${digits(r, 5)}`,
    url: (id) => `https://item.rakuten.co.jp/${id.replace(':', '/')}/`,
    sellerId: (r) => digits(r, 6),
    shops: [
      ['270103', '楽天ブックス', 'book'], ['212512', 'ロコンド', 'locondo'], ['258432', 'ビックカメラ楽天市場店', 'biccamera'],
      ['201133', '河内屋', 'kawachi'], ['336622', 'ル・クルーゼ公式ショップ', 'lecreuset'], ['290710', 'ゴルフパートナー', 'golfpartner'],
      ['211002', 'ブランドオフ楽天市場店', 'brandoff'], ['303030', 'コスメランド', 'cosmeland'], ['185920', 'ABCマート楽天市場店', 'abc-mart'],
      ['247001', 'たのしいお酒.jp', 'tanoshiiosake'],
    ],
  },
  {
    site: 'surugaya', share: 0.07, auctionShare: 0, shopShare: 0.7, conditions: shopUsed, priceFactor: 0.9, sellerPaysShipping: 0.2,
    discountShare: 0, soldOutShare: 0.08, reservedShare: 0, goodsPerSeller: 25,
    kinds: { gameSoft: 5, console: 2, figure: 3, animeGoods: 3, card: 2, book: 3, music: 3, toy: 2, phone: 1 },
    itemId: (r) => (r.next() < 0.5 ? digits(r, 9) : `${chars(r, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 5)}${digits(r, 5)}`),
    url: (id) => `https://www.suruga-ya.jp/product/detail/${id}`,
    sellerId: (r) => digits(r, 4),
    shops: [['surugaya', '駿河屋', null]],
  },
  {
    site: 'lashinbang', share: 0.05, auctionShare: 0, shopShare: 1, conditions: shopUsed, priceFactor: 0.85, sellerPaysShipping: 0.1,
    discountShare: 0, soldOutShare: 0.06, reservedShare: 0, goodsPerSeller: 100,
    kinds: { animeGoods: 6, figure: 3, gameSoft: 1, book: 2, music: 1, card: 1 },
    itemId: (r) => digits(r, 8), url: (id) => `https://shop.lashinbang.com/products/detail/${id}`, asin: true,
    sellerId: (r) => digits(r, 3),
    shops: [['101', 'らしんばん 池袋本館', null], ['102', 'らしんばん 秋葉原店', null], ['103', 'らしんばん 大阪日本橋本館', null], ['104', 'らしんばん 名古屋本店', null], ['105', 'らしんばん 札幌店', null], ['106', 'らしんばん 福岡天神店', null]],
  },
  {
    site: 'minne', share: 0.04, auctionShare: 0, shopShare: 0, conditions: { new: 0.95, likeNew: 0.05, good: 0, fair: 0, poor: 0 }, priceFactor: 1, sellerPaysShipping: 0.5,
    discountShare: 0, soldOutShare: 0.05, reservedShare: 0, goodsPerSeller: 15,
    kinds: { accessory: 8, bag: 2, kitchen: 2 }, brands: handmade,
    itemId: (r) => digits(r, 8), url: (id) => `https://minne.com/items/${id}`,
    sellerId: (r) => chars(r, 'abcdefghijklmnopqrstuvwxyz', r.int(5, 10)), shops: [],
  },
  {
    site: 'bunjang', share: 0.03, auctionShare: 0, shopShare: 0, conditions: used, priceFactor: 0.9, sellerPaysShipping: 0.7,
    discountShare: 0, soldOutShare: 0.1, reservedShare: 0.02, goodsPerSeller: 8,
    kinds: { sneakers: 3, tops: 2, jacket: 2, bag: 2, watch: 1, card: 2, figure: 2, phone: 1 },
    itemId: (r) => digits(r, 9), url: (id) => `https://m.bunjang.co.kr/products/${id}`,
    sellerId: (r) => digits(r, 8), shops: [],
  },
  {
    site: 'magi', share: 0.03, auctionShare: 0, shopShare: 0.1, conditions: shopUsed, priceFactor: 1, sellerPaysShipping: 0.8,
    discountShare: 0, soldOutShare: 0.12, reservedShare: 0, goodsPerSeller: 12,
    kinds: { card: 1 },
    itemId: (r) => digits(r, 7), url: (id) => `https://magi.camp/items/${id}`,
    sellerId: (r) => digits(r, 6),
    shops: [['900001', 'magi公式ストア', null]],
  },
  {
    site: 'card', share: 0.02, auctionShare: 0, shopShare: 1, conditions: shopUsed, priceFactor: 1.05, sellerPaysShipping: 0.5,
    discountShare: 0, soldOutShare: 0.08, reservedShare: 0, goodsPerSeller: 40,
    kinds: { card: 1 },
    itemId: (r) => `c${digits(r, 8)}`, url: () => null,
    sellerId: (r) => digits(r, 4),
    shops: [['cardrush', 'カードラッシュ', null], ['torecolo', 'トレコロ', null], ['yuyu-tei', '遊々亭', null], ['cardbox', 'カードボックス', null]],
  },
  {
    site: 'market', share: 0.01, auctionShare: 0, shopShare: 0.3, conditions: used, priceFactor: 0.9, sellerPaysShipping: 0.6,
    discountShare: 0, soldOutShare: 0.05, reservedShare: 0, goodsPerSeller: 10,
    kinds: { kitchen: 2, accessory: 2, tops: 1, music: 1, book: 1, toy: 1, animeGoods: 1 },
    itemId: (r) => digits(r, 8), url: () => null,
    sellerId: (r) => digits(r, 6),
    shops: [['700001', '高円寺 古道具ミナミ', null], ['700002', '下北沢 レコードマーケット', null]],
  },
];
