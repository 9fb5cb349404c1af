// Category trees from the categories table, and the marketplace's own category ids resolved to rows.
import type { Kysely } from 'kysely';
import type { CategoryNode } from '../../generated/api/schemas';
import type { Database } from '../db/types';
import { preferLanguage } from '../handlers/localized';

type Row = Database['categories'] & { id: number };

/** A node's id on its marketplace: each marketplace keeps it in the column of its own category list. */
export const codeOf = (row: Pick<Row, 'cat' | 'fril_cat' | 'paypay_cat' | 'merchant_cat' | 'surugaya_cat' | 'rakuten_cat'>): string | null =>
  row.cat ?? row.fril_cat ?? row.paypay_cat ?? row.merchant_cat ?? row.surugaya_cat ?? row.rakuten_cat;

export async function categoryTree(db: Kysely<Database>, site: string, language: string): Promise<CategoryNode[]> {
  const nodes = await db.selectFrom('categories').selectAll().where('site', '=', site).orderBy('sort').orderBy('id').execute();
  if (nodes.length === 0) return [];
  const names = await db
    .selectFrom('category_names')
    .innerJoin('categories', 'categories.id', 'category_names.category_id')
    .select(['category_names.category_id', 'category_names.language', 'category_names.name'])
    .where('categories.site', '=', site)
    .where('category_names.language', 'in', [language, 'en'])
    .execute();
  const nameOf = new Map(preferLanguage(names, (n) => n.category_id, language).map((n) => [n.category_id, n.name]));
  const built = new Map<number, CategoryNode & { List: CategoryNode[] }>();
  for (const n of nodes) {
    built.set(n.id, {
      Cat: n.cat, FrilCat: n.fril_cat, PaypayFleaMarketCat: n.paypay_cat, MerchantCat: n.merchant_cat,
      SurugayaCat: n.surugaya_cat, RakutenCat: n.rakuten_cat, Name: nameOf.get(n.id) ?? '', Identity: n.identity, List: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const n of nodes) {
    const node = built.get(n.id)!;
    const parent = n.parent_id === null ? undefined : built.get(n.parent_id);
    (parent ? parent.List : roots).push(node);
  }
  return roots;
}

/** The rows of a marketplace's category and everything under it; null when it has no such category. */
export async function categorySubtree(db: Kysely<Database>, site: string, code: string): Promise<number[] | null> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id', 'cat', 'fril_cat', 'paypay_cat', 'merchant_cat', 'surugaya_cat', 'rakuten_cat']).where('site', '=', site).execute();
  const root = rows.find((r) => codeOf(r) === code);
  if (!root) return null;
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parent_id === ids[i]) ids.push(r.id);
  return ids;
}

/** A marketplace's category by its own id, named in the language (else en); null when it has none such. */
export async function categoryNamed(db: Kysely<Database>, site: string, code: string, language: string): Promise<{ name: string } | null> {
  const rows = await db.selectFrom('categories').select(['id', 'cat', 'fril_cat', 'paypay_cat', 'merchant_cat', 'surugaya_cat', 'rakuten_cat']).where('site', '=', site).execute();
  const row = rows.find((r) => codeOf(r) === code);
  if (!row) return null;
  return { name: (await categoryLabel(db, row.id, language))?.name ?? '' };
}

/** A category's name in the caller's language (else en) and its marketplace id. */
export async function categoryLabel(db: Kysely<Database>, id: number, language: string): Promise<{ name: string; code: string | null } | null> {
  const rows = await db
    .selectFrom('categories')
    .innerJoin('category_names', 'category_names.category_id', 'categories.id')
    .select(['category_names.language', 'category_names.name', 'categories.cat', 'categories.fril_cat', 'categories.paypay_cat', 'categories.merchant_cat', 'categories.surugaya_cat', 'categories.rakuten_cat'])
    .where('categories.id', '=', id)
    .where('category_names.language', 'in', [language, 'en'])
    .execute();
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row ? { name: row.name, code: codeOf(row) } : null;
}
