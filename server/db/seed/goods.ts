// The seeded catalog: category trees of every marketplace, then sellers, goods, reviews, card series and
// risk notices, all drawn from one seed number so every machine gets the same goods. Written in batches
// inside the seed's transaction, with progress reported as it goes.
import { type Kysely, sql } from 'kysely';
import { goodsDetailLink } from '../../../generated/links';
import { type SiteId, sites } from '../../../generated/sites';
import { mercariEnd } from '../../auctions/rules';
import { goodsImagePath } from '../../catalog/images';
import { searchTextOf } from '../../catalog/text';
import type { Dialect } from '../connect';
import type { Database, GoodsCondition, GoodsRisk, NewGoods } from '../types';
import { type SeedCategory, categoryTrees } from './categories';
import { type KindKey, cardGames, kindByKey } from './goods-kinds';
import { riskNotices } from './goods-risk';
import { type SiteProfile, siteProfiles } from './goods-sites';
import { type ItemSpec, drawSpec, review, sellerName, writeDescription, writeTitle } from './goods-text';
import { type Random, createRandom } from './random';

export interface GoodsSeedOptions {
  /** How many goods in all (the default start seeds 100,000; tests ask for fewer). */
  count: number;
  /** The seed number: the same number, the same catalog. */
  seed: number;
}

const defaultCount = 100_000;
const testCount = 2_000;

/** SEED_GOODS and SEED_NUMBER; under NODE_ENV=test a small catalog unless SEED_GOODS says otherwise. */
export function goodsSeedOptions(env: Readonly<Record<string, string | undefined>> = process.env): GoodsSeedOptions {
  const count = env.SEED_GOODS ? Number(env.SEED_GOODS) : env.NODE_ENV === 'test' ? testCount : defaultCount;
  const seed = env.SEED_NUMBER ? Number(env.SEED_NUMBER) : 20_240_501;
  if (!Number.isInteger(count) || count < 0) throw new Error(`SEED_GOODS must be a whole number, got "${env.SEED_GOODS}"`);
  if (!Number.isInteger(seed)) throw new Error(`SEED_NUMBER must be a whole number, got "${env.SEED_NUMBER}"`);
  return { count, seed };
}

async function insertTree(trx: Kysely<Database>, site: SiteId, field: string, nodes: SeedCategory[], parent: number | null): Promise<number> {
  let count = 0;
  for (const [sort, node] of nodes.entries()) {
    const codes = { cat: null, fril_cat: null, paypay_cat: null, merchant_cat: null, surugaya_cat: null, rakuten_cat: null, [field]: node.cat };
    const row = await trx.insertInto('categories').values({ site, parent_id: parent, sort, identity: node.identity ?? node.cat, ...codes }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('category_names').values(Object.entries(node.names).map(([language, name]) => ({ category_id: row.id, language, name }))).execute();
    count += 1 + (node.children ? await insertTree(trx, site, field, node.children, row.id) : 0);
  }
  return count;
}

/** Every marketplace's category tree, its ids in the column of its own category list. */
export async function seedCategories(trx: Kysely<Database>): Promise<number> {
  let count = 0;
  for (const [site, { field, tree }] of Object.entries(categoryTrees)) count += await insertTree(trx, site as SiteId, field, tree, null);
  return count;
}

/** Per marketplace: the category a kind (or kind:variant) of goods goes in; '*' catches the rest. */
async function categoryIndex(trx: Kysely<Database>): Promise<Map<string, Map<string, number>>> {
  const rows = await trx.selectFrom('categories').select(['id', 'site', 'identity']).execute();
  const idOf = new Map(rows.map((r) => [`${r.site} ${r.identity}`, r.id]));
  const index = new Map<string, Map<string, number>>();
  for (const [site, { tree }] of Object.entries(categoryTrees)) {
    const tags = new Map<string, number>();
    // Parents first, so a child's tag (more precise) wins.
    const walk = (nodes: SeedCategory[]) => {
      for (const node of nodes) {
        const id = idOf.get(`${site} ${node.identity ?? node.cat}`);
        if (id !== undefined) for (const tag of node.kinds ?? []) tags.set(tag, id);
        if (node.children) walk(node.children);
      }
    };
    walk(tree);
    index.set(site, tags);
  }
  return index;
}

const conditionFactor: Record<GoodsCondition, number> = { new: 1, likeNew: 0.85, good: 0.7, fair: 0.55, poor: 0.35 };
const fleaMarkets = new Set<SiteId>(['mercari', 'rakuma', 'paypay']);
const hour = 3_600_000;
const day = 24 * hour;

function roundPrice(r: Random, yen: number, site: SiteId): number {
  const floor = fleaMarkets.has(site) ? 300 : 100;
  if (yen < 1_000) return Math.max(floor, Math.round(yen / 10) * 10);
  const step = yen < 10_000 ? 100 : yen < 100_000 ? 1_000 : 10_000;
  const round = Math.round(yen / step) * step;
  return r.chance(0.3) ? round - 20 : round;
}

/** What a buyer-paid domestic delivery of this weight costs, roughly (Japan Post and Yamato bands). */
function domesticShipping(grams: number): number {
  return grams <= 100 ? 180 : grams <= 1_000 ? 750 : grams <= 2_000 ? 1_000 : grams <= 5_000 ? 1_350 : 1_800;
}

function riskOf(spec: ItemSpec): GoodsRisk | null {
  if (spec.brand.luxury && spec.kind.key !== 'cosmetics') return 'brand';
  if (spec.kind.key === 'cosmetics') return ['口紅', 'アイシャドウパレット'].includes(spec.item) ? null : 'liquid';
  return spec.kind.risk === 'brand' ? null : (spec.kind.risk ?? null);
}

interface SellerDraft {
  externalId: string;
  name: string;
  official: boolean;
  shopCode: string | null;
}

function drawSellers(r: Random, profile: SiteProfile, goodsCount: number): { people: SellerDraft[]; shops: SellerDraft[] } {
  const shops = profile.shops.map(([externalId, name, shopCode]) => ({ externalId, name, official: true, shopCode }));
  const peopleGoods = shops.length > 0 ? goodsCount * (1 - profile.shopShare) : goodsCount;
  const wanted = Math.max(peopleGoods > 0 ? 1 : 0, Math.ceil(peopleGoods / profile.goodsPerSeller));
  const taken = new Set(shops.map((s) => s.externalId));
  const people: SellerDraft[] = [];
  while (people.length < wanted) {
    const externalId = profile.sellerId(r);
    if (taken.has(externalId)) continue;
    taken.add(externalId);
    people.push({ externalId, name: sellerName(r, profile.site), official: false, shopCode: null });
  }
  return { people, shops };
}

/** A few sellers post most goods: index drawn with a skew towards the start of the list. */
const skewed = <T>(r: Random, list: T[]): T => list[Math.floor(list.length * r.next() ** 1.8)]!;

export async function seedGoods(
  trx: Kysely<Database>,
  dialect: Dialect,
  now: number,
  options: GoodsSeedOptions = goodsSeedOptions(),
  progress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const r = createRandom(options.seed);
  const categories = await categoryIndex(trx);
  const shares = siteProfiles.reduce((sum, p) => sum + p.share, 0);
  let remaining = options.count;
  let written = 0;
  const batchSize = 500;

  for (const [index, profile] of siteProfiles.entries()) {
    const site = profile.site;
    const siteCount = index === siteProfiles.length - 1 ? remaining : Math.min(remaining, Math.round((options.count * profile.share) / shares));
    remaining -= siteCount;
    if (siteCount === 0) continue;

    const { people, shops } = drawSellers(r, profile, siteCount);
    const sellerRows = [...shops, ...people].map((s) => ({
      site, external_id: s.externalId, name: s.name, official: s.official ? 1 : 0, shop_code: s.shopCode,
      rating: s.official ? 4.6 + r.next() * 0.4 : 3.8 + r.next() * 1.2, rating_count: Math.floor(r.logUniform(1, s.official ? 50_000 : 3_000)),
      item_count: 0, blocked_at: !s.official && r.chance(0.005) ? now : null, created_at: now - r.int(30, 3_000) * day,
    }));
    for (let i = 0; i < sellerRows.length; i += batchSize) {
      await trx.insertInto('sellers').values(sellerRows.slice(i, i + batchSize)).onConflict((oc) => oc.columns(['site', 'external_id']).doNothing()).execute();
    }
    const sellerIds = new Map((await trx.selectFrom('sellers').select(['id', 'external_id']).where('site', '=', site).execute()).map((s) => [s.external_id, s.id]));
    const tags = categories.get(site)!;
    const taken = new Set<string>();
    let batch: NewGoods[] = [];
    let texts = new Map<string, { description: string; images: string }>();
    const flush = async () => {
      const ids = await trx.insertInto('goods').values(batch).onConflict((oc) => oc.columns(['site', 'external_id']).doNothing()).returning(['id', 'external_id']).execute();
      await trx.insertInto('goods_texts').values(ids.map((g) => ({ goods_id: g.id, ...texts.get(g.external_id)! }))).execute();
      written += ids.length;
      batch = [];
      texts = new Map();
    };
    let copies: { spec: ItemSpec; title: string; left: number; key: string; branches: SellerDraft[] } | null = null;

    for (let n = 0; n < siteCount; n++) {
      // lashinbang stocks one title at several branches: the same spec, another branch, its own price.
      let spec: ItemSpec;
      let seller: SellerDraft;
      let productKey: string | null = null;
      if (site === 'lashinbang') {
        if (!copies || copies.left === 0) {
          const left = Math.min(shops.length, Number(r.weighted({ 1: 0.4, 2: 0.3, 3: 0.2, 4: 0.1 })));
          const branches = [...shops].sort(() => r.next() - 0.5).slice(0, left);
          const shared = drawSpec(r, kindByKey.get(r.weighted(profile.kinds))!);
          copies = { spec: shared, title: writeTitle(r, shared, null, 40), left, key: `lb${n}`, branches };
        }
        copies.left -= 1;
        spec = copies.spec;
        seller = copies.branches[copies.left]!;
        productKey = copies.key;
      } else {
        const kind = kindByKey.get(r.weighted(profile.kinds) as KindKey)!;
        spec = drawSpec(r, kind, profile.brands?.[kind.key]);
        seller = shops.length > 0 && (people.length === 0 || r.chance(profile.shopShare)) ? skewed(r, shops) : skewed(r, people);
      }
      const auction = r.chance(profile.auctionShare);
      const condition = seller.official && profile.conditions.new > 0.5 ? 'new' : r.weighted(profile.conditions);
      const band = spec.kind.itemPrices?.[spec.item] ?? spec.brand.price ?? (spec.brand.luxury ? ([Math.sqrt(spec.kind.price[0] * spec.kind.price[1]), spec.kind.price[1]] as const) : spec.kind.price);
      const market = roundPrice(r, r.logUniform(...band) * profile.priceFactor * conditionFactor[condition] * (spec.graded ? 4 : 1), site);

      // Yahoo! Shopping stores list fixed-price goods at store addresses; everything else on yahoo is an auction page.
      const storeShopping = site === 'yahoo' && seller.official && !auction;
      let externalId = profile.itemId(r, site === 'yahoo' ? !storeShopping : auction, seller.shopCode ?? (seller.official ? seller.externalId : ''));
      while (taken.has(externalId)) externalId = profile.itemId(r, site === 'yahoo' ? !storeShopping : auction, seller.shopCode ?? (seller.official ? seller.externalId : ''));
      taken.add(externalId);

      const createdAt = now - Math.round(r.logUniform(60_000, 180 * day));
      const grams = r.int(...spec.kind.grams);
      const sellerPays = r.chance(profile.sellerPaysShipping);
      let price = market;
      let original: number | null = null;
      let discount: number | null = null;
      let bids: number | null = null;
      let buyNow: number | null = null;
      let reserve: number | null = null;
      let endsAt: number | null = null;
      let soldOut: number | null = null;
      let reserved: number | null = null;
      if (auction) {
        const start = roundPrice(r, market * (0.1 + r.next() * 0.8), site);
        bids = r.chance(0.4) ? 0 : Math.floor(r.logUniform(1, 80));
        price = bids === 0 ? start : Math.max(start, roundPrice(r, market * (0.5 + r.next() * 0.7), site));
        if (r.chance(0.35)) buyNow = roundPrice(r, Math.max(price * 1.2, market * 1.3), site);
        if (r.chance(0.1)) reserve = roundPrice(r, price * 1.3 + 1_000, site);
        // Auctions end over the next days. Mercari's end at 20:00 JST the day after the first bid: none yet
        // without bids (the goods table's check constraint), else the close after a first bid in the last
        // day — the same end the auction engine keeps (server/auctions/rules.ts).
        if (site === 'mercari') {
          const close = mercariEnd(now - r.int(0, 23) * hour);
          endsAt = bids === 0 ? null : close > now ? close : mercariEnd(now);
        } else {
          endsAt = now + r.int(20, 7 * 24 * 60) * 60_000;
        }
      } else {
        if (r.chance(profile.soldOutShare)) soldOut = createdAt + Math.round((now - createdAt) * r.next());
        else if (r.chance(profile.reservedShare)) reserved = now - r.int(1, 72) * hour;
        const rate = r.chance(profile.discountShare) ? r.pick([0.05, 0.1, 0.15, 0.2, 0.3]) : 0;
        const cut = Math.max(300, Math.round((market * (1 - rate)) / 10) * 10);
        // mercari's floor is ¥300: a price already there cannot be cut.
        if (cut < market) {
          original = market;
          discount = Math.max(0.01, Math.round((1 - cut / market) * 100) / 100);
          price = cut;
        }
      }
      const title = copies && productKey ? copies.title : writeTitle(r, spec, condition, site === 'yahoo' ? 65 : 40);
      const imageCount = seller.official ? r.int(3, 5) : r.int(1, 4);
      const images = Array.from({ length: imageCount }, (_, i) => goodsImagePath(site, externalId, i + 1));
      texts.set(externalId, { description: writeDescription(r, site, spec, condition, seller.official, sellerPays), images: JSON.stringify(images) });
      const url = profile.url(externalId, site === 'yahoo' ? !storeShopping : auction, seller.shopCode ?? seller.externalId) ?? goodsDetailLink({ Site: site, Id: externalId });
      const risk = riskOf(spec);
      batch.push({
        site, external_id: externalId, type: sites[site].type, url, asin: profile.asin ? externalId : null,
        title, search_text: searchTextOf([title, spec.brand.ja, spec.brand.latin, spec.model, spec.series?.[1]]),
        brand: spec.brand.latin, kind: spec.kind.key, image_url: images[0]!,
        category_id: tags.get(`${spec.kind.key}:${spec.variant}`) ?? tags.get(spec.kind.key) ?? tags.get('*') ?? null,
        seller_id: sellerIds.get(seller.externalId)!, series: spec.series?.[0] ?? null, product_key: productKey,
        condition, listing_type: auction ? 'auction' : 'fixed', price_yen: price, original_price_yen: original, discount_rate: discount,
        buy_now_yen: buyNow, reserve_yen: reserve, bid_count: bids, ends_at: endsAt,
        shipping_payer: sellerPays ? 'seller' : 'buyer', domestic_shipping_yen: sellerPays ? 0 : domesticShipping(grams), weight_grams: grams,
        risk, sold_out_at: soldOut, reserved_at: reserved,
        blocked_at: (spec.kind.key === 'liquor' && r.chance(0.1)) || r.chance(0.001) ? now : null,
        created_at: createdAt,
      });
      if (batch.length === batchSize) {
        await flush();
        if (written % 10_000 < batchSize) progress(written, options.count);
      }
    }
    if (batch.length > 0) await flush();
  }

  await seedReviews(trx, r, now);
  await trx.updateTable('sellers').set((eb) => ({ item_count: eb.selectFrom('goods').select(eb.fn.countAll<number>().as('n')).whereRef('goods.seller_id', '=', 'sellers.id') })).execute();
  await sql`analyze`.execute(trx);
  if (dialect === 'postgres') await sql`analyze goods`.execute(trx);
  return written;
}

async function seedReviews(trx: Kysely<Database>, r: Random, now: number): Promise<void> {
  const rakuten = await trx.selectFrom('goods').select(['id', 'created_at']).where('site', '=', 'rakuten').orderBy('id').execute();
  const rows: Database['goods_reviews'][] = [];
  for (const item of rakuten) {
    if (!r.chance(0.4)) continue;
    for (let i = r.int(1, 8); i > 0; i--) rows.push({ goods_id: item.id, ...review(r), created_at: item.created_at + Math.round((now - item.created_at) * r.next()) });
  }
  for (let i = 0; i < rows.length; i += 1_000) await trx.insertInto('goods_reviews').values(rows.slice(i, i + 1_000)).execute();
}

/** magi's card series and the risk notices of the detail page. */
export async function seedCatalogText(trx: Kysely<Database>): Promise<number> {
  const series = Object.values(cardGames).flatMap((g) => g.series).map(([code, name], sort) => ({ site: 'magi', code, name, sort }));
  await trx.insertInto('card_series').values(series).execute();
  const notices = Object.entries(riskNotices).flatMap(([risk, notice]) =>
    (['en', 'ja', 'zh-CN'] as const).map((language) => ({
      risk: risk as GoodsRisk, language, title: notice.title[language],
      notes: JSON.stringify(notice.notes.map((n) => ({ title: n.title[language], msg: n.msg[language] }))),
    })),
  );
  await trx.insertInto('risk_notices').values(notices).execute();
  return series.length + notices.length;
}
