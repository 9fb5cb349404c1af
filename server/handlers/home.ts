// The home page's one call (spec §3 home info) and the storefront config. Everything comes from the
// database; the lists every shopper sees alike through the shared cache, since this runs on every home
// page view. A logged-in shopper also gets their counters, and every shopper their recent views (their
// account's, else their device's): kept per shopper until one of their rows changes (server/keyed-cache.ts).
import { constants } from '../../generated/constants';
import type { ServiceLanguage } from '../../generated/languages';
import type { Kysely } from 'kysely';
import { recentViews, viewerOf } from '../catalog/recent-views';
import { preparedQuery } from '../db/prepared';
import type { Database } from '../db/types';
import { railOf } from '../content/store';
import type { ChangeLog } from '../db/changes';
import { rowsOf } from '../db/watch-changes';
import { Serialized, encodeJson, joinObjects } from '../http/serialized';
import { type KeyedCache, createKeyedCache } from '../keyed-cache';
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

interface OwnHome {
  couponNum: number;
  cartNum: number;
  user: { message: number };
  userViewLog: { Data: Awaited<ReturnType<typeof recentViews>> };
}

// One per server (its change log); a shopper's part of the answer, serialized with it.
const ownHomes = new WeakMap<ChangeLog, KeyedCache<{ value: OwnHome; json: Buffer }>>();

function ownHomeCache(services: Services) {
  let cache = ownHomes.get(services.changes);
  if (!cache) {
    cache = createKeyedCache(services.changes, { ttlMs: services.config.sharedCacheMs, maxEntries: constants.server.personalCacheEntries });
    ownHomes.set(services.changes, cache);
  }
  return cache;
}

async function readOwnHome(services: Services, userId: number | null, viewer: string | null, now: number): Promise<OwnHome> {
  const [mine, viewed] = await Promise.all([
    userId !== null ? counters(services, userId, now) : null,
    viewer ? recentViews(services.db, viewer, home.viewLog, now) : [],
  ]);
  return {
    couponNum: mine?.couponNum ?? 0,
    cartNum: mine?.cartNum ?? 0,
    user: { message: mine?.message ?? 0 },
    userViewLog: { Data: viewed },
  };
}

/** The counters and recent views; goods in them may be up to the shared cache's time old, as in search. */
async function ownHome(services: Services, userId: number | null, viewer: string | null, now: number) {
  if (!viewer) {
    const value = await readOwnHome(services, userId, viewer, now);
    return { value, json: encodeJson(value) };
  }
  const kept = await ownHomeCache(services).get(viewer, async () => {
    const value = await readOwnHome(services, userId, viewer, now);
    const dependsOn = [
      ...rowsOf('recent_views', viewer),
      ...(userId !== null ? [...rowsOf('cart_items', userId), ...rowsOf('coupons', userId), ...rowsOf('messages', userId)] : []),
    ];
    return { value: { value, json: encodeJson(value) }, dependsOn };
  });
  return kept!;
}

export const homeHandlers: Handlers<'Sig.Front.Front.GlobalHomeInfo' | 'Sig.Front.Front.Config'> = {
  async 'Sig.Front.Front.GlobalHomeInfo'(ctx) {
    const now = ctx.now();
    const viewer = viewerOf(ctx.user, ctx.deviceId);
    // One after the other: both are usually kept, and then two awaits cost less than a Promise.all.
    const shared = await sharedHome(ctx, ctx.serviceLanguage);
    const own = await ownHome(ctx, ctx.user?.id ?? null, viewer, now);
    return new Serialized(() => ({ ...own.value, ...shared.value }), joinObjects(own.json, shared.json));
  },

  async 'Sig.Front.Front.Config'(ctx) {
    const rows = await ctx.db
      .selectFrom('service_names')
      .select(['name', 'language', 'value', 'sort'])
      .where('language', 'in', [ctx.serviceLanguage, 'en'])
      .orderBy('sort')
      .execute();
    return {
      serviceNameMap: preferLanguage(rows, (r) => r.name, ctx.serviceLanguage).map((r) => ({ name: r.name, value: r.value })),
      demonstration: ctx.config.demonstration.length > 0,
    };
  },
};
