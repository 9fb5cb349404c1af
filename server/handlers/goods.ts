// Browsing and finding goods: the search across marketplaces, an item's page, a shop's goods, a
// marketplace's landing page and its list of shops. Everything comes from the marketplace sources
// (server/catalog), the local catalog unless a live source is registered.
import type { GoodsListItem } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { recordEvent } from '../analytics/events';
import { expandSearchKeyword, shownExpansion } from '../catalog/expansion/sources';
import { catalogOf } from '../catalog/registry';
import { recordView, viewerOf } from '../catalog/recent-views';
import type { SearchQuery } from '../catalog/source';
import { ApiFailure, badField } from '../http/failure';
import type { Handlers } from './types';

const { catalog: sizes } = constants;

export const goodsHandlers: Handlers<
  | 'Sig.Front.SubSite.App.Search'
  | 'Sig.Front.SubSite.App.GoodsDetail'
  | 'Sig.Front.SubSite.App.ShopGoods'
  | 'Sig.Front.SubSite.App.SiteHome'
  | 'Sig.Front.SubSite.App.SellerShops'
> = {
  async 'Sig.Front.SubSite.App.Search'(ctx) {
    const p = ctx.params;
    if (p.minPrice !== undefined && p.maxPrice !== undefined && p.minPrice > p.maxPrice) throw badField('maxPrice');
    // A category id is the marketplace's own: it means something with that marketplace only.
    if (p.category !== undefined && !p.site) throw badField('category');
    const page = p.page ?? 1;
    const pageSize = p.pageSize ?? sizes.pageSize;
    const keyword = p.keyword?.trim() || undefined;
    // Also searched in Japanese unless the shopper asked for the words as typed only.
    const expansion = keyword && p.expand !== false ? await expandSearchKeyword(ctx, keyword, ctx.language) : undefined;
    const query: SearchQuery = {
      keyword,
      expansion,
      category: p.category,
      minPrice: p.minPrice,
      maxPrice: p.maxPrice,
      condition: p.condition,
      listing: p.listing,
      hideSoldOut: p.hideSoldOut,
      onSale: p.onSale,
      sellerId: p.sellerId,
      sort: p.sort ?? 'relevance',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    };
    const found = await catalogOf(ctx).searchCached(query, p.site);
    // Later pages of one search are not another search.
    if (page === 1) recordEvent(ctx, { kind: 'search', visitor: viewerOf(ctx.user, ctx.deviceId), site: p.site ?? null, term: query.keyword, results: found.total });
    const shown = expansion ? shownExpansion(expansion) : [];
    return { total: found.total, page, pageSize, items: found.items, siteCounts: found.siteCounts, ...(shown.length > 0 ? { expansion: shown } : {}), ...(found.unavailable.length > 0 ? { unavailable: found.unavailable } : {}) };
  },

  async 'Sig.Front.SubSite.App.GoodsDetail'(ctx) {
    const { site, id } = ctx.params;
    const found = await catalogOf(ctx).source(site).detail(site, id.trim(), ctx.language);
    if (!found) throw new ApiFailure(404, 'notFound');
    const { detail, goodsId } = found;
    const viewer = viewerOf(ctx.user, ctx.deviceId);
    recordEvent(ctx, { kind: 'detail', visitor: viewer, site });
    const [collected] = await Promise.all([
      ctx.user
        ? ctx.db.selectFrom('collected_goods').select('id').where('user_id', '=', ctx.user.id).where('site', '=', site).where('external_id', '=', detail.Item.Id).executeTakeFirst()
        : undefined,
      viewer && goodsId !== null ? recordView(ctx.db, viewer, ctx.user?.id ?? null, goodsId, ctx.now()) : undefined,
    ]);
    return { ...detail, Collected: collected !== undefined };
  },

  async 'Sig.Front.SubSite.App.ShopGoods'(ctx) {
    const { site, sellerId } = ctx.params;
    const page = ctx.params.page ?? 1;
    const pageSize = sizes.shopPageSize;
    const found = await catalogOf(ctx).source(site).shop(site, sellerId, { sort: ctx.params.sort ?? 'newest', offset: (page - 1) * pageSize, limit: pageSize });
    if (!found) throw new ApiFailure(404, 'notFound');
    // Whether the logged-in shopper saved this seller, so the page shows the right button after a reload.
    const saved = ctx.user
      ? await ctx.db.selectFrom('collected_sellers').select('id').where('user_id', '=', ctx.user.id).where('site', '=', site).where('external_id', '=', found.seller.Id).executeTakeFirst()
      : undefined;
    return { seller: found.seller, total: found.total, page, pageSize, items: found.items, collected: saved !== undefined };
  },

  async 'Sig.Front.SubSite.App.SiteHome'(ctx) {
    const { site } = ctx.params;
    const catalog = catalogOf(ctx);
    const { featured: featuredSize, newest: newestSize, endingSoon: endingSize, shops: shopsSize } = sizes.siteHome;
    // Rails, not result pages: nothing is counted.
    const list = (query: Partial<SearchQuery>, limit: number) =>
      catalog.source(site).search({ hideSoldOut: true, sort: 'newest', offset: 0, limit, ...query }, { countSites: [], itemSites: [site] });
    const [onSale, premium, newest, endingSoon, shops] = await Promise.all([
      list({ onSale: true }, featuredSize),
      list({ sort: 'priceDesc' }, featuredSize),
      list({}, newestSize),
      list({ sort: 'endingSoon' }, endingSize),
      catalog.source(site).sellers(site, undefined, 0, shopsSize),
    ]);
    // Featured: price cuts first, then the marketplace's most valuable goods on offer.
    const seen = new Set<string>();
    const featured: GoodsListItem[] = [];
    for (const item of [...onSale.items, ...premium.items]) {
      if (featured.length < featuredSize && !seen.has(item.Id)) featured.push(item);
      seen.add(item.Id);
    }
    return { featured, newest: newest.items, endingSoon: endingSoon.items, shops: shops.items };
  },

  async 'Sig.Front.SubSite.App.SellerShops'(ctx) {
    const { site, official } = ctx.params;
    const page = ctx.params.page ?? 1;
    const pageSize = sizes.sellerPageSize;
    const found = await catalogOf(ctx).source(site).sellers(site, official, (page - 1) * pageSize, pageSize);
    return { total: found.total, page, pageSize, items: found.items };
  },
};
