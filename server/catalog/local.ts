// The local catalog as a marketplace source: every marketplace's goods from the database (the seed, or a
// feed loaded with `npm run catalog:import`).
import { languageOf } from '../../generated/languages';
import { sqliteFile } from '../db/connect';
import type { Services } from '../services';
import { categoryNamed, categoryTree } from './categories';
import { findGoods, readGoodsDetail } from './goods-detail';
import { goodsListItem, listColumns, sellerOf } from './items';
import { searchLocal } from './local-search';
import { createSearchPool } from './search-pool';
import type { MarketplaceSource, SearchQuery, SearchScope } from './source';

export function createLocalSource(services: Services): MarketplaceSource {
  const { db, dialect, config } = services;
  const inProcess = (query: SearchQuery, scope: SearchScope, now: number) => searchLocal({ db, dialect, now: () => now }, query, scope);
  const pool =
    dialect === 'sqlite' && config.searchWorkers > 0
      ? createSearchPool({ file: sqliteFile(config.dataDir), size: config.searchWorkers, fallback: inProcess, warn: (message, fields) => services.log.warn(fields ?? {}, message) })
      : null;
  const search = (query: SearchQuery, scope: SearchScope) => (pool ? pool.search(query, scope, services.now()) : inProcess(query, scope, services.now()));
  return {
    search,
    ready: async () => pool?.ready(),
    close: async () => pool?.close(),

    detail: (site, id, language) => readGoodsDetail(services, site, id, language),

    async shop(site, sellerId, query) {
      const seller = await db.selectFrom('sellers').selectAll().where('site', '=', site).where('external_id', '=', sellerId).executeTakeFirst();
      if (!seller) return null;
      const found = await search({ ...query, sellerId }, { countSites: [site], itemSites: [site] });
      return { seller: sellerOf(seller), total: found.counts[site] ?? 0, items: found.items };
    },

    async sellers(site, official, offset, limit) {
      let list = db.selectFrom('sellers').where('site', '=', site);
      if (official !== undefined) list = list.where('official', '=', official ? 1 : 0);
      const [rows, total] = await Promise.all([
        list.selectAll().orderBy('item_count', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(total.n), items: rows.map(sellerOf) };
    },

    categories: (site, language) => categoryTree(db, site, languageOf(language).service),
    category: (site, id, language) => categoryNamed(db, site, id, languageOf(language).service),

    async series(site) {
      const rows = await db
        .selectFrom('card_series')
        .leftJoin('goods', (j) => j.onRef('goods.site', '=', 'card_series.site').onRef('goods.series', '=', 'card_series.code'))
        .select(['card_series.code', 'card_series.name', (eb) => eb.fn.count<number>('goods.id').as('n')])
        .where('card_series.site', '=', site)
        .groupBy(['card_series.code', 'card_series.name', 'card_series.sort'])
        .orderBy('card_series.sort')
        .execute();
      return rows.map((r) => ({ id: r.code, name: r.name, count: Number(r.n) }));
    },

    async reviews(site, id, limit) {
      const item = await findGoods(db, site, id);
      if (!item) return null;
      const reviews = db.selectFrom('goods_reviews').where('goods_id', '=', item.id);
      const [rows, summary] = await Promise.all([
        reviews.select(['nickname', 'rating', 'text', 'created_at']).orderBy('created_at', 'desc').limit(limit).execute(),
        reviews.select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.avg<number>('rating').as('average')]).executeTakeFirstOrThrow(),
      ]);
      const count = Number(summary.n);
      return {
        average: count > 0 ? Math.round(Number(summary.average) * 10) / 10 : null,
        count,
        items: rows.map((r) => ({ nickname: r.nickname, rating: r.rating, text: r.text, time: new Date(r.created_at).toISOString() })),
      };
    },

    async sameTitle(site, id, limit) {
      const item = await findGoods(db, site, id);
      if (!item) return null;
      if (item.product_key === null) return [];
      const rows = await db
        .selectFrom('goods')
        .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
        .select([...listColumns, 'sellers.external_id as seller_external_id'])
        .where('goods.site', '=', site)
        .where('goods.product_key', '=', item.product_key)
        .where('goods.id', '!=', item.id)
        .orderBy('goods.price_yen')
        .orderBy('goods.id')
        .limit(limit)
        .execute();
      const now = services.now();
      return rows.map((r) => goodsListItem(r, r.seller_external_id, now));
    },
  };
}
