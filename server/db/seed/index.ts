// Fills an empty database with the reference data the storefront needs and the demo shopper. All of it
// is one transaction: a seed that fails leaves nothing half-written. Reports each step as it goes.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../connect';
import { lockForWriting } from '../migrate';
import type { Database } from '../types';
import { contentPicturePath } from '../../content/images';
import { renderMarkdown } from '../../content/render';
import { content, serviceNames } from './content';
import { currencies } from './currencies';
import { seedDemo } from './demo';
import { goodsSeedOptions, seedCatalogText, seedCategories, seedGoods } from './goods';
import { seedShipping } from './shipping';

export interface SeedResult {
  seeded: boolean;
  demo: { email: string; password: string } | null;
}

type Step = [label: string, run: (trx: Kysely<Database>, now: number, dialect: Dialect, report: (line: string) => void, madeUpData: boolean) => Promise<number>];

const languagesOf = (names: Record<string, string>) => Object.entries(names);

const steps: Step[] = [
  ['currencies', async (trx, now) => {
    await trx.insertInto('currencies').values(currencies.map((c, sort) => ({ ...c, sort, updated_at: now }))).execute();
    return currencies.length;
  }],
  ['categories', seedCategories],
  ['goods, sellers and reviews', (trx, now, dialect, report, madeUpData) => {
    const options = madeUpData ? goodsSeedOptions() : { ...goodsSeedOptions(), count: 0 };
    return seedGoods(trx, dialect, now, options, (done, total) => report(`      goods: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`));
  }],
  ['card series and risk notices', seedCatalogText],
  // Amazon Japan's own price cuts (a list price struck through), which the generated catalogue leaves out: one
  // fixed-price Amazon item in seven, 10–30 % off, chosen by id so every seed is the same (/discount/amazon).
  ['Amazon price cuts', async (trx) => {
    const rate = sql<number>`(case goods.id % 3 when 0 then 0.1 when 1 then 0.2 else 0.3 end)`;
    const result = await trx
      .updateTable('goods')
      .set({
        original_price_yen: sql<number>`price_yen`,
        price_yen: sql<number>`cast(round(price_yen * (1 - ${rate}) / 10) * 10 as integer)`,
        discount_rate: rate,
      })
      .where('site', '=', 'amazon')
      .where('listing_type', '=', 'fixed')
      .where('sold_out_at', 'is', null)
      .where(sql<boolean>`goods.id % 7 = 0`)
      .where('price_yen', '>=', 1000)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }],
  ['service names', async (trx) => {
    const rows = serviceNames.flatMap((s, sort) => languagesOf(s.value).map(([language, value]) => ({ name: s.name, language, value, sort })));
    await trx.insertInto('service_names').values(rows).execute();
    return rows.length;
  }],
  ['content: campaigns, articles, notices, guides, about and landing pages', async (trx, now) => {
    const day = 86_400_000;
    let texts = 0;
    for (const [sort, item] of content.entries()) {
      const published = now - (item.ageDays ?? 0) * day;
      const { id } = await trx
        .insertInto('contents')
        .values({
          kind: item.kind, code: item.code, picture: contentPicturePath(item.picture), topic: item.topic ?? null, goods_keyword: item.goodsKeyword ?? null,
          pinned: item.pinned ? 1 : 0, sort, published_from: published, published_until: null, created_at: published, updated_at: published,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = Object.entries(item.texts).map(([language, text]) => ({
        content_id: Number(id), language, title: text.title, overview: text.overview, body: text.body, body_html: renderMarkdown(text.body),
      }));
      await trx.insertInto('content_texts').values(rows).execute();
      texts += rows.length;
    }
    return texts;
  }],
  ['home advertisement', async (trx, now) => {
    await trx.insertInto('advertisements').values({ placement: 'home', image: '/img/banners/home.svg', link: '/article/detail/two-payments', starts_at: now, ends_at: null }).execute();
    return 1;
  }],
  ['shipping zones, rates and suspensions', seedShipping],
];

/**
 * Seeds once: a database that has been seeded (settings.seeded_at) is left alone. `madeUpData` false (a
 * production that is not a demonstration, config.ts) leaves out the made-up goods, sellers and reviews, and
 * the demo shopper with the haul it wrote: the rest (currencies, categories, content, rates) is the shop's.
 */
export async function seed(db: Kysely<Database>, dialect: Dialect, report: (line: string) => void = () => {}, madeUpData = true): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    // Two processes starting on an empty database: the second waits here, then finds it seeded.
    await lockForWriting(trx, dialect, 'settings');
    const done = await trx.selectFrom('settings').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
    if (done) return { seeded: false, demo: null };
    const now = Date.now();
    const total = steps.length + (madeUpData ? 1 : 0);
    for (const [index, [label, run]] of steps.entries()) {
      report(`  [${index + 1}/${total}] ${label}…`);
      const count = await run(trx, now, dialect, report, madeUpData);
      report(`  [${index + 1}/${total}] ${label}: ${count} ${count === 1 ? 'row' : 'rows'}`);
    }
    if (madeUpData) report(`  [${total}/${total}] demo shopper…`);
    const demo = madeUpData ? await seedDemo(trx, now) : null;
    await trx.insertInto('settings').values({ key: 'seeded_at', value: String(now) }).execute();
    return { seeded: true, demo };
  });
}
