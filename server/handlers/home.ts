// The home page's one call (spec §3 home info) and the storefront config. Everything comes from the
// database; the lists every shopper sees alike through the shared cache, since this runs on every home
// page view. A logged-in shopper also gets their counters, and every shopper their recent views (their
// account's, else their device's), both read afresh.
import { constants } from '../../generated/constants';
import type { ServiceLanguage } from '../../generated/languages';
import type { Kysely } from 'kysely';
import { recentViews, viewerOf } from '../catalog/recent-views';
import { preparedQuery } from '../db/prepared';
import type { Database } from '../db/types';
import { railOf } from '../content/store';
import { Serialized, encodeJson, joinObjects } from '../http/serialized';
import { photosOf } from '../experience/views';
import type { Services } from '../services';
import { preferLanguage } from './localized';
import type { Handlers } from './types';

const { home } = constants;

// The three counters in one statement: this runs on every home page view.
const countersOf = preparedQuery((db: Kysely<Database>, userId: number, now: number) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('coupons').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).where('expires_at', '>', now).as('coupons'),
    eb.selectFrom('cart_items').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).as('cart'),
    eb.selectFrom('messages').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).as('unread'),
  ]),
);

async function counters(services: Services, userId: number, now: number) {
  const [counts] = await countersOf(services.db, userId, now);
  return { couponNum: Number(counts!.coupons), cartNum: Number(counts!.cart), message: Number(counts!.unread) };
}

/** The part of the home info every shopper in a language sees alike: read and serialized once per cache period. */
function sharedHome(services: Services, language: ServiceLanguage) {
  return services.cache.get(`home:${language}`, async () => {
    const value = await readSharedHome(services, language);
    return { value, json: encodeJson(value) };
  });
}

async function readSharedHome(services: Services, language: ServiceLanguage) {
  const { db } = services;
  const now = services.now();
  const [currencies, activity, article, hot, ad] = await Promise.all([
    db.selectFrom('currencies').select(['id', 'symbol', 'rate']).orderBy('sort').execute(),
    railOf(db, 'activity', language, home.activities, now),
    railOf(db, 'article', language, home.articles, now),
    db.selectFrom('experiences').select(['id', 'title', 'description', 'thumbnail', 'photos', 'avatar', 'nickname', 'created_at']).where('status', '=', 'approved').orderBy('likes', 'desc').orderBy('created_at', 'desc').limit(home.hotShares).execute(),
    db
      .selectFrom('advertisements')
      .select(['image', 'link'])
      .where('placement', '=', 'home')
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('starts_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    exchange: currencies.find((c) => c.id === home.exchangeCurrency)?.rate ?? 0,
    currencyList: currencies.map((c) => ({ Id: c.id, Symbol: c.symbol, Rate: c.rate })),
    advertiseConfig: ad ? { image: ad.image, link: ad.link, show: true } : { image: null, link: null, show: false },
    activity,
    article,
    hotShare: hot.map((e) => ({
      id: e.id, title: e.title, description: e.description, thumbnail: photosOf(e)[0]?.url ?? e.thumbnail, avatar: e.avatar, nickname: e.nickname,
      time: new Date(e.created_at).toISOString(),
    })),
  };
}

export const homeHandlers: Handlers<'Sig.Front.Front.GlobalHomeInfo' | 'Sig.Front.Front.Config'> = {
  async 'Sig.Front.Front.GlobalHomeInfo'(ctx) {
    const now = ctx.now();
    const viewer = viewerOf(ctx.user, ctx.deviceId);
    const [shared, mine, viewed] = await Promise.all([
      sharedHome(ctx, ctx.serviceLanguage),
      ctx.user ? counters(ctx, ctx.user.id, now) : null,
      viewer ? recentViews(ctx.db, viewer, home.viewLog, now) : [],
    ]);
    const own = {
      couponNum: mine?.couponNum ?? 0,
      cartNum: mine?.cartNum ?? 0,
      user: { message: mine?.message ?? 0 },
      userViewLog: { Data: viewed },
    };
    return new Serialized({ ...own, ...shared.value }, joinObjects(own, shared.json));
  },

  async 'Sig.Front.Front.Config'(ctx) {
    const rows = await ctx.db
      .selectFrom('service_names')
      .select(['name', 'language', 'value', 'sort'])
      .where('language', 'in', [ctx.serviceLanguage, 'en'])
      .orderBy('sort')
      .execute();
    return { serviceNameMap: preferLanguage(rows, (r) => r.name, ctx.serviceLanguage).map((r) => ({ name: r.name, value: r.value })) };
  },
};
