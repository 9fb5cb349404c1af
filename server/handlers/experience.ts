// Experience sharing: the public lists and pages of approved hauls, likes, the shopper's submissions and
// the console's review. The rules live in server/experience/.
import { constants } from '../../generated/constants';
import type { OrderState } from '../../generated/orders';
import type { SiteId } from '../../generated/sites';
import { reviewExperience, reviewQueue } from '../experience/review';
import { sharableStates } from '../experience/rules';
import { publishExperience, resubmitExperience } from '../experience/submit';
import { detailFor, haulCard, myHaul, visibleHaul } from '../experience/views';
import { ApiFailure } from '../http/failure';
import type { Handlers } from './types';

const pageSize = constants.experience.pageSize;

export const experienceHandlers: Handlers<
  | 'Sig.Front.Experience.List'
  | 'Sig.Front.Experience.User'
  | 'Sig.Front.Experience.Detail'
  | 'Sig.Front.User.Experience.Like'
  | 'Sig.Front.User.Experience.Shareable'
  | 'Sig.Front.User.Experience.Publish'
  | 'Sig.Front.User.Experience.Resubmit'
  | 'Sig.Front.User.Experience.Mine'
  | 'Sig.Ops.Experiences'
  | 'Sig.Ops.ExperienceReview'
> = {
  async 'Sig.Front.Experience.List'(ctx) {
    const page = ctx.params.page ?? 1;
    let base = ctx.db.selectFrom('experiences').where('status', '=', 'approved');
    if (ctx.params.site) base = base.where('site', '=', ctx.params.site);
    let rows = base.selectAll();
    rows = ctx.params.tab === 'hot' ? rows.orderBy('likes', 'desc').orderBy('created_at', 'desc') : rows.orderBy('created_at', 'desc');
    const [count, items] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      rows.orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), page, pageSize, items: items.map(haulCard) };
  },

  async 'Sig.Front.Experience.User'(ctx) {
    const page = ctx.params.page ?? 1;
    const user = await ctx.db.selectFrom('users').select(['id', 'nickname']).where('id', '=', ctx.params.userId).executeTakeFirst();
    if (!user) throw new ApiFailure(404, 'experienceNotFound');
    const base = ctx.db.selectFrom('experiences').where('user_id', '=', user.id).where('status', '=', 'approved');
    const [count, items] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { userId: user.id, nickname: user.nickname, avatar: null, hauls: { total: Number(count.n), page, pageSize, items: items.map(haulCard) } };
  },

  async 'Sig.Front.Experience.Detail'(ctx) {
    return detailFor(ctx.db, ctx.params.id, ctx.user?.id ?? null);
  },

  async 'Sig.Front.User.Experience.Like'(ctx) {
    const userId = ctx.user.id;
    const { id, liked } = ctx.params;
    return ctx.db.transaction().execute(async (trx) => {
      const row = await visibleHaul(trx, id, userId);
      if (row.status !== 'approved') throw new ApiFailure(409, 'experienceNotPublished');
      if (liked) {
        const added = await trx.insertInto('experience_likes').values({ experience_id: id, user_id: userId, created_at: ctx.now() }).onConflict((oc) => oc.doNothing()).executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 1) await trx.updateTable('experiences').set((eb) => ({ likes: eb('likes', '+', 1) })).where('id', '=', id).execute();
      } else {
        const removed = await trx.deleteFrom('experience_likes').where('experience_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 1) await trx.updateTable('experiences').set((eb) => ({ likes: eb('likes', '-', 1) })).where('id', '=', id).execute();
      }
      const now = await trx.selectFrom('experiences').select('likes').where('id', '=', id).executeTakeFirstOrThrow();
      return { likes: now.likes, liked };
    });
  },

  async 'Sig.Front.User.Experience.Shareable'(ctx) {
    const rows = await ctx.db
      .selectFrom('orders')
      .leftJoin('experiences', (join) => join.onRef('experiences.order_id', '=', 'orders.id').on('experiences.kind', '=', 'haul'))
      .select(['orders.id', 'orders.title', 'orders.image_url', 'orders.site', 'orders.state', 'experiences.id as experienceId'])
      .where('orders.user_id', '=', ctx.user.id)
      .where('orders.state', 'in', [...sharableStates])
      .orderBy('orders.updated_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(100)
      .execute();
    return {
      items: rows.map((r) => ({ orderId: r.id, title: r.title, imageUrl: r.image_url, site: r.site as SiteId | null, state: r.state as OrderState, experienceId: r.experienceId })),
    };
  },

  async 'Sig.Front.User.Experience.Publish'(ctx) {
    return publishExperience(ctx, ctx.user.id, ctx.params);
  },

  async 'Sig.Front.User.Experience.Resubmit'(ctx) {
    const { id, ...input } = ctx.params;
    return resubmitExperience(ctx, ctx.user.id, id, input);
  },

  async 'Sig.Front.User.Experience.Mine'(ctx) {
    const page = ctx.params.page ?? 1;
    let base = ctx.db.selectFrom('experiences').where('user_id', '=', ctx.user.id);
    if (ctx.params.kind) base = base.where('kind', '=', ctx.params.kind);
    const [count, items] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    ]);
    return { total: Number(count.n), page, pageSize, items: items.map(myHaul) };
  },

  async 'Sig.Ops.Experiences'(ctx) {
    return reviewQueue(ctx, { status: ctx.params.status ?? 'pending', kind: ctx.params.kind, page: ctx.params.page ?? 1 });
  },

  async 'Sig.Ops.ExperienceReview'(ctx) {
    const reviewed = await reviewExperience(ctx, ctx.user.id, ctx.params.id, ctx.params.decision, ctx.params.reason);
    // An approved haul may join the home page's hot shares, read through the shared cache.
    ctx.cache.clear();
    return reviewed;
  },
};
