// Loading a marketplace feed into the local catalog: JSON Lines, one item per line, each checked with the
// FeedLine schema (and its category against the marketplace's tree). Bad lines are reported by line number
// and skipped; the good ones go in together in one transaction, so a run that fails part-way leaves the
// catalog as it was. An item already in the catalog (same marketplace and id) is updated; the
// full-text index follows (SQLite's triggers, PostgreSQL's index on the column).
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { enterListingWrite } from '../alerts/fence';
import { alertJobKind } from '../alerts/kind';
import { scheduleJob } from '../jobs/schedule';
import { z } from 'zod';
import { goodsDetailLink } from '../../generated/links';
import { type SiteId, siteIds, sites } from '../../generated/sites';
import type { Database, NewGoods } from '../db/types';
import { codeOf } from './categories';
import { searchTextOf } from './text';
import { catalogChanged } from './changes';

const isoTime = z.iso.datetime({ offset: true });
const yen = z.int().min(0);

export const FeedLine = z
  .strictObject({
    site: z.enum(siteIds as [SiteId, ...SiteId[]]),
    id: z.string().trim().min(1).max(300),
    title: z.string().trim().min(1).max(300),
    url: z.url({ protocol: /^https?$/ }).max(2048).optional(),
    asin: z.string().regex(/^[A-Za-z0-9]{5,20}$/).optional(),
    priceYen: yen,
    originalPriceYen: yen.optional(),
    discountRate: z.number().gt(0).max(1).optional(),
    listingType: z.enum(['fixed', 'auction']).default('fixed'),
    endsAt: isoTime.optional(),
    bidCount: z.int().min(0).optional(),
    buyNowYen: yen.optional(),
    reserveYen: yen.optional(),
    condition: z.enum(['new', 'likeNew', 'good', 'fair', 'poor']),
    shippingPayer: z.enum(['seller', 'buyer']),
    domesticShippingYen: yen.optional(),
    weightGrams: z.int().positive().max(1_000_000).optional(),
    /** The marketplace's own category id, as in its category tree. */
    category: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.int().positive()]).optional(),
    brand: z.string().trim().max(100).optional(),
    series: z.string().trim().max(100).optional(),
    kind: z.string().regex(/^[A-Za-z]{1,30}$/).optional(),
    risk: z.enum(['battery', 'liquid', 'brand']).optional(),
    description: z.string().max(20_000).default(''),
    images: z.array(z.url({ protocol: /^https?$/ }).max(2048)).min(1).max(20),
    soldOut: z.boolean().default(false),
    reserved: z.boolean().default(false),
    blocked: z.boolean().default(false),
    createdAt: isoTime.optional(),
    seller: z.strictObject({
      id: z.string().trim().min(1).max(100),
      name: z.string().trim().min(1).max(200),
      official: z.boolean().default(false),
      shopCode: z.string().max(100).optional(),
      rating: z.number().min(0).max(5).optional(),
      ratingCount: z.int().min(0).optional(),
    }),
  })
  .superRefine((line, ctx) => {
    // A Mercari auction has no end until its first bid (then 20:00 JST the next day): one without bids
    // carries none, or the goods pages would show an end the auction engine never keeps.
    const unbidMercari = line.listingType === 'auction' && line.site === 'mercari' && (line.bidCount ?? 0) === 0;
    if (unbidMercari && line.endsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'a Mercari auction without bids has no end yet: it ends at 20:00 JST the day after its first bid' });
    }
    if (line.listingType === 'auction' && !unbidMercari && !line.endsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'an auction needs its end time' });
    if (line.listingType === 'fixed' && (line.bidCount !== undefined || line.endsAt !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [line.bidCount !== undefined ? 'bidCount' : 'endsAt'], message: 'only an auction has bids and an end time' });
    }
    if (line.discountRate !== undefined && !(line.originalPriceYen !== undefined && line.originalPriceYen > line.priceYen)) {
      ctx.addIssue({ code: 'custom', path: ['originalPriceYen'], message: 'a discount needs the higher price before it' });
    }
    if (!line.url && sites[line.site].origin) ctx.addIssue({ code: 'custom', path: ['url'], message: `an item of ${line.site} needs its address there` });
  });
export type FeedLine = z.output<typeof FeedLine>;

export interface BadLine {
  line: number;
  message: string;
}

export interface ImportReport {
  lines: number;
  imported: number;
  created: number;
  updated: number;
  bad: BadLine[];
  /** Nothing was written: the run was refused (strict mode with bad lines) or only checked. */
  written: boolean;
}

const describe = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : 'line'}: ${i.message}`).join('; ');

/** Checks every line; the good ones with the category row each names. */
export async function checkFeed(db: Kysely<Database>, text: string): Promise<{ good: { line: number; item: FeedLine; categoryId: number | null }[]; bad: BadLine[]; lines: number }> {
  const categories = await db.selectFrom('categories').select(['id', 'site', 'cat', 'fril_cat', 'paypay_cat', 'merchant_cat', 'surugaya_cat', 'rakuten_cat']).execute();
  const categoryOf = new Map(categories.map((c) => [`${c.site} ${codeOf(c)}`, c.id]));
  const good: { line: number; item: FeedLine; categoryId: number | null }[] = [];
  const bad: BadLine[] = [];
  const seen = new Map<string, number>();
  const rows = text.split(/\r?\n/);
  if (rows.at(-1) === '') rows.pop();
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      bad.push({ line, message: `not JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const parsed = FeedLine.safeParse(json);
    if (!parsed.success) {
      bad.push({ line, message: describe(parsed.error) });
      continue;
    }
    const item = parsed.data;
    const key = `${item.site} ${item.id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      bad.push({ line, message: `id: ${item.site} item ${item.id} is already on line ${first}` });
      continue;
    }
    let categoryId: number | null = null;
    if (item.category !== undefined) {
      categoryId = categoryOf.get(`${item.site} ${item.category}`) ?? null;
      if (categoryId === null) {
        bad.push({ line, message: `category: ${item.site} has no category ${item.category}` });
        continue;
      }
    }
    seen.set(key, line);
    good.push({ line, item, categoryId });
  }
  return { good, bad, lines: rows.filter((r) => r.trim() !== '').length };
}

function goodsRow(item: FeedLine, categoryId: number | null, sellerId: number, now: number): NewGoods {
  const soldAt = item.soldOut ? now : null;
  return {
    site: item.site, external_id: item.id, type: sites[item.site].type,
    url: item.url ?? goodsDetailLink({ Site: item.site, Id: item.id }), asin: item.asin ?? null,
    title: item.title, search_text: searchTextOf([item.title, item.brand, item.series]), brand: item.brand ?? null,
    kind: item.kind ?? 'other', image_url: item.images[0]!, category_id: categoryId, seller_id: sellerId,
    series: item.series ?? null, product_key: null, condition: item.condition, listing_type: item.listingType,
    price_yen: item.priceYen, original_price_yen: item.originalPriceYen ?? null, discount_rate: item.discountRate ?? null,
    buy_now_yen: item.buyNowYen ?? null, reserve_yen: item.reserveYen ?? null, bid_count: item.bidCount ?? null,
    ends_at: item.endsAt ? Date.parse(item.endsAt) : null, shipping_payer: item.shippingPayer,
    domestic_shipping_yen: item.domesticShippingYen ?? (item.shippingPayer === 'seller' ? 0 : null), weight_grams: item.weightGrams ?? null,
    risk: item.risk ?? null, sold_out_at: soldAt, reserved_at: item.reserved && !item.soldOut ? now : null, blocked_at: item.blocked ? now : null,
    created_at: item.createdAt ? Date.parse(item.createdAt) : now,
  };
}

const batchSize = 200;

/** Validates the feed and writes its good lines in one transaction (none in strict mode when a line is bad). */
export async function importFeed(db: Kysely<Database>, text: string, options: { strict?: boolean; dryRun?: boolean; now?: number } = {}): Promise<ImportReport> {
  const now = options.now ?? Date.now();
  const { good, bad, lines } = await checkFeed(db, text);
  const report: ImportReport = { lines, imported: 0, created: 0, updated: 0, bad, written: false };
  if (good.length === 0 || options.dryRun || (options.strict && bad.length > 0)) return report;

  await db.transaction().execute(async (trx) => {
    await enterListingWrite(trx);
    const touchedSellers = new Set<number>();
    for (let i = 0; i < good.length; i += batchSize) {
      const batch = good.slice(i, i + batchSize);
      const sellers = [...new Map(batch.map(({ item }) => [`${item.site} ${item.seller.id}`, item])).values()].map((item) => ({
        site: item.site, external_id: item.seller.id, name: item.seller.name, official: item.seller.official ? 1 : 0,
        shop_code: item.seller.shopCode ?? null, rating: item.seller.rating ?? null, rating_count: item.seller.ratingCount ?? null,
        item_count: 0, blocked_at: null, created_at: now,
      }));
      const sellerRows = await trx
        .insertInto('sellers')
        .values(sellers)
        .onConflict((oc) =>
          oc.columns(['site', 'external_id']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'), official: eb.ref('excluded.official'), shop_code: eb.ref('excluded.shop_code'),
            rating: eb.ref('excluded.rating'), rating_count: eb.ref('excluded.rating_count'),
          })),
        )
        .returning(['id', 'site', 'external_id'])
        .execute();
      const sellerId = new Map(sellerRows.map((s) => [`${s.site} ${s.external_id}`, s.id]));

      const before = await trx
        .selectFrom('goods')
        .select(['site', 'external_id', 'seller_id'])
        .where((eb) => eb.or(batch.map(({ item }) => eb.and([eb('site', '=', item.site), eb('external_id', '=', item.id)]))))
        .execute();
      for (const row of before) touchedSellers.add(row.seller_id);
      const rows = batch.map(({ item, categoryId }) => goodsRow(item, categoryId, sellerId.get(`${item.site} ${item.seller.id}`)!, now));
      const written = await trx
        .insertInto('goods')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['site', 'external_id']).doUpdateSet((eb) => {
            const keep = ['id', 'site', 'external_id'];
            const columns = Object.keys(rows[0]!).filter((c) => !keep.includes(c)) as (keyof NewGoods & string)[];
            return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
          }),
        )
        .returning(['id', 'site', 'external_id', 'seller_id'])
        .execute();
      const texts = new Map(batch.map(({ item }) => [`${item.site} ${item.id}`, item]));
      await trx
        .insertInto('goods_texts')
        .values(written.map((g) => ({ goods_id: g.id, description: texts.get(`${g.site} ${g.external_id}`)!.description, images: JSON.stringify(texts.get(`${g.site} ${g.external_id}`)!.images) })))
        .onConflict((oc) => oc.column('goods_id').doUpdateSet((eb) => ({ description: eb.ref('excluded.description'), images: eb.ref('excluded.images') })))
        .execute();
      for (const g of written) touchedSellers.add(g.seller_id);
      // An item bid on through us keeps the auction engine's price, bids and end (and, once closed, its
      // sold-out mark): the feed's figures would put a second truth on the goods pages beside the bid panel.
      await trx
        .updateTable('goods')
        .set((eb) => {
          const auction = () => eb.selectFrom('auctions').whereRef('auctions.goods_id', '=', 'goods.id');
          return {
            price_yen: auction().select('auctions.current_yen'),
            bid_count: auction().select('auctions.bid_count'),
            ends_at: auction().select('auctions.ends_at'),
            sold_out_at: eb.fn.coalesce(auction().select('auctions.closed_at'), eb.ref('goods.sold_out_at')),
          };
        })
        .where('goods.id', 'in', written.map((g) => g.id))
        .where('goods.id', 'in', (eb) => eb.selectFrom('auctions').select('auctions.goods_id'))
        .execute();
      report.updated += before.length;
      report.created += written.length - before.length;
      report.imported += written.length;
    }
    // Saved searches hear of new listings and collected goods of lower prices at once (within a poll of
    // the job runner), not at the alert job's next round; the job's once-a-day rule still holds.
    await scheduleJob(trx, { kind: alertJobKind, key: `${alertJobKind}@import:${now}:${randomUUID()}`, dueAt: now }, now);
    const ids = [...touchedSellers];
    for (let i = 0; i < ids.length; i += 500) {
      await trx
        .updateTable('sellers')
        .set((eb) => ({ item_count: eb.selectFrom('goods').select(eb.fn.countAll<number>().as('n')).whereRef('goods.seller_id', '=', 'sellers.id') }))
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    }
  });
  report.written = true;
  catalogChanged(db);
  return report;
}
