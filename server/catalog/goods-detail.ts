// An item's page from the goods the database keeps: the local catalog's own, and those a live marketplace's
// provider told us of (kept by server/sources/keep.ts), which therefore read the same everywhere.
import type { Kysely } from 'kysely';
import type { RiskNotice } from '../../generated/api/schemas';
import { type LanguageCode, languageOf } from '../../generated/languages';
import type { SiteId } from '../../generated/sites';
import { preparedQuery } from '../db/prepared';
import type { Database, GoodsRisk, GoodsRow } from '../db/types';
import { preferLanguage } from '../handlers/localized';
import type { Services } from '../services';
import { categoryLabel } from './categories';
import { bidIncrement, goodsListItem, sellerOf } from './items';
import type { ItemDetail } from './source';

const goodsByLink = preparedQuery((db: Kysely<Database>, site: SiteId, id: string, address: string, otherAddress: string) =>
  db
    .selectFrom('goods')
    .selectAll('goods')
    .where('goods.site', '=', site)
    .where((eb) => eb.or([eb('goods.external_id', '=', id), eb('goods.url', 'in', [address, otherAddress]), eb('goods.asin', '=', id)]))
    .orderBy('goods.id')
    .limit(1),
);

/** An item by the id, address or ASIN its detail link carries (an address with or without its last slash). */
export async function findGoods(db: Kysely<Database>, site: SiteId, id: string): Promise<GoodsRow | undefined> {
  // Compiled once: a live item's page looks its kept row up twice (is it fresh, then the page itself).
  const [row] = await goodsByLink(db, site, id, id, id.endsWith('/') ? id.slice(0, -1) : `${id}/`);
  return row;
}

// Every item page reads these two: compiled once.
const sellerById = preparedQuery((db: Kysely<Database>, id: number) => db.selectFrom('sellers').selectAll().where('id', '=', id));
const textsOf = preparedQuery((db: Kysely<Database>, goodsId: number) => db.selectFrom('goods_texts').selectAll().where('goods_id', '=', goodsId));

async function riskNotice(db: Kysely<Database>, risk: GoodsRisk, language: string): Promise<RiskNotice | null> {
  const rows = await db.selectFrom('risk_notices').selectAll().where('risk', '=', risk).where('language', 'in', [language, 'en']).execute();
  const row = preferLanguage(rows, (r) => r.risk, language)[0];
  return row ? { Title: row.title, NoteList: JSON.parse(row.notes) as RiskNotice['NoteList'] } : null;
}

export async function readGoodsDetail(services: Pick<Services, 'db' | 'now'>, site: SiteId, id: string, language: LanguageCode): Promise<ItemDetail | null> {
  const { db } = services;
  const row = await findGoods(db, site, id);
  if (!row) return null;
  const service = languageOf(language).service;
  const [seller, texts, category, notice] = await Promise.all([
    sellerById(db, row.seller_id).then(([found]) => found ?? Promise.reject(new Error(`goods ${row.id} has no seller ${row.seller_id}`))),
    textsOf(db, row.id).then(([found]) => found),
    row.category_id === null ? null : categoryLabel(db, row.category_id, service),
    row.risk === null ? null : riskNotice(db, row.risk, service),
  ]);
  const code = category?.code && /^\d{1,15}$/.test(category.code) ? Number(category.code) : null;
  const auction = row.listing_type === 'auction';
  return {
    goodsId: row.id,
    detail: {
      Item: goodsListItem(row, seller.external_id, services.now()),
      Description: texts?.description ?? '',
      Images: texts ? (JSON.parse(texts.images) as string[]) : [row.image_url],
      Condition: row.condition,
      CategoryName: category?.name ?? null,
      CategoryId: code,
      Seller: sellerOf(seller),
      ShippingPayer: row.shipping_payer,
      DomesticShippingYen: row.domestic_shipping_yen,
      WeightGrams: row.weight_grams,
      CreatedAt: new Date(row.created_at).toISOString(),
      BidIncrementYen: auction ? bidIncrement(row.price_yen) : null,
      Blocked: row.blocked_at !== null ? 'goods' : seller.blocked_at !== null ? 'seller' : null,
      RiskNotice: notice,
    },
  };
}
