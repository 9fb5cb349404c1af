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
import { type SiteId, siteIds, sites } from '../../generated/sites';
import type { Database } from '../db/types';
import { codeOf } from './categories';
import { catalogChanged } from './changes';
import { writeGoods } from './write-goods';

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

/** Validates the feed and writes its good lines in one transaction (none in strict mode when a line is bad). */
export async function importFeed(db: Kysely<Database>, text: string, options: { strict?: boolean; dryRun?: boolean; now?: number } = {}): Promise<ImportReport> {
  const now = options.now ?? Date.now();
  const { good, bad, lines } = await checkFeed(db, text);
  const report: ImportReport = { lines, imported: 0, created: 0, updated: 0, bad, written: false };
  if (good.length === 0 || options.dryRun || (options.strict && bad.length > 0)) return report;

  await db.transaction().execute(async (trx) => {
    await enterListingWrite(trx);
    Object.assign(report, await writeGoods(trx, good, now, null));
    // Saved searches hear of new listings and collected goods of lower prices at once (within a poll of
    // the job runner), not at the alert job's next round; the job's once-a-day rule still holds.
    await scheduleJob(trx, { kind: alertJobKind, key: `${alertJobKind}@import:${now}:${randomUUID()}`, dueAt: now }, now);
  });
  report.written = true;
  catalogChanged(db);
  return report;
}
