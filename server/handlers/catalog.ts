// Category trees of every marketplace (mercari, yahoo and magi through their own calls, the others through
// one), magi's card series, rakuten's reviews, lashinbang's same title at other branches, and requests to
// unblock an item the storefront refuses to sell (the error widget's "relieve" button).
import { constants } from '../../generated/constants';
import { catalogOf } from '../catalog/registry';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure, conflict } from '../http/failure';
import type { Handlers } from './types';

const { catalog: sizes } = constants;

export const catalogHandlers: Handlers<
  | 'Sig.Front.SubSite.AppMercari.MercariCat'
  | 'Sig.Front.SubSite.AppYahoo.GetFirstNav'
  | 'Sig.Front.SubSite.AppMokaki.Categories'
  | 'Sig.Front.SubSite.App.Categories'
  | 'Sig.Front.SubSite.AppMokaki.Series'
  | 'Sig.Front.SubSite.AppRakuten.Comments'
  | 'Sig.Front.SubSite.AppLashinbang.SameList'
  | 'Sig.Front.SubSite.App.ApplyUnblockGoods'
> = {
  async 'Sig.Front.SubSite.AppMercari.MercariCat'(ctx) {
    return { cat: await catalogOf(ctx).source('mercari').categories('mercari', ctx.language) };
  },

  async 'Sig.Front.SubSite.AppYahoo.GetFirstNav'(ctx) {
    const tree = await catalogOf(ctx).source('yahoo').categories('yahoo', ctx.language);
    return tree.map((node) => ({ cat: node.Cat ?? '', name: node.Name }));
  },

  async 'Sig.Front.SubSite.AppMokaki.Categories'(ctx) {
    return { categories: await catalogOf(ctx).source('magi').categories('magi', ctx.language) };
  },

  // Any marketplace's tree; the ones with a call of their own answer the same here.
  async 'Sig.Front.SubSite.App.Categories'(ctx) {
    const { site } = ctx.params;
    return { categories: await catalogOf(ctx).source(site).categories(site, ctx.language) };
  },

  async 'Sig.Front.SubSite.AppMokaki.Series'(ctx) {
    const source = catalogOf(ctx).source('magi');
    return { series: source.series ? await source.series('magi') : [] };
  },

  async 'Sig.Front.SubSite.AppRakuten.Comments'(ctx) {
    const source = catalogOf(ctx).source('rakuten');
    const reviews = source.reviews ? await source.reviews('rakuten', ctx.params.id.trim(), sizes.reviewsMax) : null;
    if (!reviews) throw new ApiFailure(404, 'notFound');
    return reviews;
  },

  async 'Sig.Front.SubSite.AppLashinbang.SameList'(ctx) {
    const source = catalogOf(ctx).source('lashinbang');
    const items = source.sameTitle ? await source.sameTitle('lashinbang', ctx.params.id.trim(), sizes.sameListMax) : null;
    if (!items) throw new ApiFailure(404, 'notFound');
    return { items };
  },

  async 'Sig.Front.SubSite.App.ApplyUnblockGoods'(ctx) {
    // An http(s) address, trimmed, by its schema (webUrl in spec/api.yaml).
    const url = ctx.params.Url;
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
