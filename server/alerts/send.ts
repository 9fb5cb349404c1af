// The alert job's second half: a message and a mail per saved search with matches waiting, and per
// shopper whose collected goods got cheaper, each at most once per constants.savedSearches.alertEveryHours.
// What waits longer is not lost: its matches (or the lower price) are still there at the next run.
import { type Kysely, sql } from 'kysely';
import type { SavedQuery } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { localizePath } from '../../generated/routes';
import type { Database } from '../db/types';
import { type MessageKey, callerLanguage, t } from '../messages';
import { yenText } from '../orders/notify';
import { wantsMail } from '../messages/mail-choices';
import type { Services } from '../services';
import { searchPath } from './links';

type Db = Kysely<Database>;
const hourMs = 3_600_000;

async function tell(trx: Db, services: Services, userId: number, keys: [MessageKey, MessageKey], vars: Record<string, string | number>, link: string): Promise<number | null> {
  const shopper = await trx.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();
  const language = callerLanguage(shopper.language, undefined);
  const path = localizePath(link, services.config.edition, language);
  const subject = t(language, keys[0], vars);
  // The message opens the link in the storefront itself; a mail needs the whole address.
  const body = t(language, keys[1], { ...vars, link: path });
  const mailBody = t(language, keys[1], { ...vars, link: `${services.config.publicUrl}${path}` });
  const now = services.now();
  await trx.insertInto('messages').values({ user_id: userId, order_id: null, title: subject, body, created_at: now, read_at: null, link }).execute();
  if (!(await wantsMail(trx, userId, 'alerts'))) return null;
  return services.mailer.enqueue(trx, { to: shopper.email, subject, body: mailBody }, now);
}

/** One alert per saved search with waiting matches whose last alert is a day old; answers the outbox ids. */
export async function sendSearchAlerts(services: Services): Promise<number[]> {
  const { db } = services;
  const since = services.now() - constants.savedSearches.alertEveryHours * hourMs;
  const due = await db
    .selectFrom('saved_searches')
    .select('saved_searches.id')
    .where('saved_searches.paused_at', 'is', null)
    .where((eb) => eb.or([eb('saved_searches.alerted_at', 'is', null), eb('saved_searches.alerted_at', '<=', since)]))
    .where((eb) => eb.exists(eb.selectFrom('saved_search_hits').select('saved_search_hits.goods_id').whereRef('saved_search_hits.search_id', '=', 'saved_searches.id').where('saved_search_hits.alert_id', 'is', null)))
    .orderBy('saved_searches.id')
    .execute();
  const outbox: number[] = [];
  for (const { id } of due) {
    const mailId = await db.transaction().execute(async (trx) => {
      // Read again inside the transaction: paused, deleted or alerted meanwhile is left alone.
      const search = await trx.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
      if (!search || search.paused_at !== null || (search.alerted_at !== null && search.alerted_at > since)) return null;
      const hits = await trx
        .selectFrom('saved_search_hits')
        .select('goods_id')
        .where('search_id', '=', id)
        .where('alert_id', 'is', null)
        .orderBy('goods_id', 'desc')
        .execute();
      if (hits.length === 0) return null;
      const now = services.now();
      const alert = await trx.insertInto('search_alerts').values({ user_id: search.user_id, kind: 'search', search_id: id, created_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('saved_search_hits').set({ alert_id: alert.id }).where('search_id', '=', id).where('alert_id', 'is', null).execute();
      const listed = hits.slice(0, constants.savedSearches.itemsPerAlert);
      await trx.insertInto('search_alert_items').values(listed.map((h) => ({ alert_id: alert.id, goods_id: h.goods_id, price_before_yen: null }))).execute();
      await trx.updateTable('saved_searches').set({ alerted_at: now }).where('id', '=', id).execute();
      const query = JSON.parse(search.query) as SavedQuery;
      const name = search.name || query.keyword || query.site || '';
      return tell(trx, services, search.user_id, ['savedSearchAlert_title', 'savedSearchAlert_body'], { name, count: hits.length }, searchPath(search.screen, query, alert.id));
    });
    if (mailId !== null) outbox.push(mailId);
  }
  return outbox;
}

/**
 * Collected goods whose price is below the one last seen: one alert per shopper a day at most, naming each
 * item with its old and new price; the seen price then becomes the current one. A price that rose is
 * remembered at once (a fall back to it later is no news), and an item never seen takes its current price.
 */
export async function sendPriceDrops(services: Services): Promise<number[]> {
  const { db } = services;
  const since = services.now() - constants.savedSearches.alertEveryHours * hourMs;
  await sql`update collected_goods set seen_price_yen = (select g.price_yen from goods g where g.site = collected_goods.site and g.external_id = collected_goods.external_id)
    where exists (select 1 from goods g where g.site = collected_goods.site and g.external_id = collected_goods.external_id
      and (collected_goods.seen_price_yen is null or g.price_yen > collected_goods.seen_price_yen))`.execute(db);

  const drops = await db
    .selectFrom('collected_goods')
    .innerJoin('goods', (j) => j.onRef('goods.site', '=', 'collected_goods.site').onRef('goods.external_id', '=', 'collected_goods.external_id'))
    .select(['collected_goods.user_id', 'collected_goods.id'])
    .whereRef('goods.price_yen', '<', 'collected_goods.seen_price_yen')
    .where('goods.blocked_at', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('search_alerts').select('search_alerts.id').whereRef('search_alerts.user_id', '=', 'collected_goods.user_id').where('search_alerts.kind', '=', 'priceDrop').where('search_alerts.created_at', '>', since))),
    )
    .orderBy('collected_goods.user_id')
    .execute();
  const users = [...new Set(drops.map((d) => d.user_id))];
  const outbox: number[] = [];
  for (const userId of users) {
    const mailId = await db.transaction().execute(async (trx) => {
      const items = await trx
        .selectFrom('collected_goods')
        .innerJoin('goods', (j) => j.onRef('goods.site', '=', 'collected_goods.site').onRef('goods.external_id', '=', 'collected_goods.external_id'))
        .select(['collected_goods.id as collectedId', 'goods.id as goodsId', 'goods.title', 'goods.price_yen', 'collected_goods.seen_price_yen'])
        .where('collected_goods.user_id', '=', userId)
        .whereRef('goods.price_yen', '<', 'collected_goods.seen_price_yen')
        .where('goods.blocked_at', 'is', null)
        .orderBy('collected_goods.id', 'desc')
        .execute();
      const recent = await trx.selectFrom('search_alerts').select('id').where('user_id', '=', userId).where('kind', '=', 'priceDrop').where('created_at', '>', since).executeTakeFirst();
      if (items.length === 0 || recent) return null;
      const now = services.now();
      const alert = await trx.insertInto('search_alerts').values({ user_id: userId, kind: 'priceDrop', search_id: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const listed = items.slice(0, constants.savedSearches.itemsPerAlert);
      await trx.insertInto('search_alert_items').values(listed.map((i) => ({ alert_id: alert.id, goods_id: i.goodsId, price_before_yen: i.seen_price_yen }))).execute();
      for (const i of items) await trx.updateTable('collected_goods').set({ seen_price_yen: i.price_yen }).where('id', '=', i.collectedId).execute();
      const names = listed.slice(0, 5).map((i) => `${i.title} ${yenText(i.seen_price_yen ?? i.price_yen)} → ${yenText(i.price_yen)}`).join('; ');
      return tell(trx, services, userId, ['priceDropAlert_title', 'priceDropAlert_body'], { count: items.length, items: names }, `/personal/collect?alert=${alert.id}`);
    });
    if (mailId !== null) outbox.push(mailId);
  }
  return outbox;
}
