// Category trees of the mercari, yahoo and magi pages, and requests to unblock an item the storefront
// refuses to sell (the error widget's "relieve" button).
import { isUniqueViolation } from '../db/errors';
import { badField, conflict } from '../http/failure';
import type { CategoryNode } from '../../generated/api/schemas';
import type { Services } from '../services';
import { preferLanguage } from './localized';
import type { Handlers } from './types';

async function categoryTree(services: Services, site: string, language: string): Promise<CategoryNode[]> {
  const nodes = await services.db.selectFrom('categories').selectAll().where('site', '=', site).orderBy('sort').orderBy('id').execute();
  if (nodes.length === 0) return [];
  const names = await services.db
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

export const catalogHandlers: Handlers<
  | 'Sig.Front.SubSite.AppMercari.MercariCat'
  | 'Sig.Front.SubSite.AppYahoo.GetFirstNav'
  | 'Sig.Front.SubSite.AppMokaki.Categories'
  | 'Sig.Front.SubSite.App.ApplyUnblockGoods'
> = {
  async 'Sig.Front.SubSite.AppMercari.MercariCat'(ctx) {
    return { cat: await categoryTree(ctx, 'mercari', ctx.serviceLanguage) };
  },

  async 'Sig.Front.SubSite.AppYahoo.GetFirstNav'(ctx) {
    const tree = await categoryTree(ctx, 'yahoo', ctx.serviceLanguage);
    return tree.map((node) => ({ cat: node.Cat ?? '', name: node.Name }));
  },

  async 'Sig.Front.SubSite.AppMokaki.Categories'(ctx) {
    return { categories: await categoryTree(ctx, 'magi', ctx.serviceLanguage) };
  },

  async 'Sig.Front.SubSite.App.ApplyUnblockGoods'(ctx) {
    const url = ctx.params.Url.trim();
    if (url === '') throw badField('Url');
    const reason = ctx.params.reason?.trim() || null;
    try {
      await ctx.db
        .insertInto('unblock_requests')
        .values({ user_id: ctx.user.id, type: ctx.params.Type, url, reason, status: 'pending', created_at: ctx.now() })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('alreadyRequested');
      throw error;
    }
    return null;
  },
};
