import type { RouteName } from '../../../generated/routes';
import type { SiteId } from '../../../generated/sites';

/** A marketplace's extra pages that stand on their own (no item or seller needed), linked from its landing. */
export const landingExtras: Partial<Record<SiteId, readonly { route: RouteName; label: string }[]>> = {
  magi: [{ route: 'mall.magi.series', label: 'browse.mall.series' }],
  mercari: [{ route: 'mall.mercari.feature', label: 'browse.mall.feature' }],
  paypay: [{ route: 'mall.paypay.feature', label: 'browse.mall.feature' }],
  amazon: [
    { route: 'discount.amazon.search', label: 'browse.search.dealsTitle' },
    { route: 'mall.amazon.thirdShop', label: 'browse.mall.thirdShops' },
  ],
  market: [{ route: 'mall.market.thirdShop', label: 'browse.mall.thirdShops' }],
  rakuten: [{ route: 'mall.rakuten.shopList', label: 'browse.mall.shopList' }],
};

/** Where a keyword typed on a marketplace's pages searches: its own search page where it has one. */
export const siteSearchRoute: Partial<Record<SiteId, RouteName>> = {
  yahoo: 'mall.yahoo.search',
  magi: 'mall.magi.search',
};
