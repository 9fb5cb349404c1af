// The shopper's message box (order events write into it; see server/orders/notify.ts): newest first,
// marking some or all read. Every answer carries the unread count, which the header's badge shows.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { mailChoices, setMailChoice } from '../messages/mail-choices';
import type { Handlers } from './types';

const { pageSize } = constants.orders;
/** More ids than one page holds is not a request the message page makes. */
const maxIds = 100;

async function unreadOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const messageHandlers: Handlers<
  | 'Sig.Front.User.AppMessage.List'
  | 'Sig.Front.User.AppMessage.Read'
  | 'Sig.Front.User.AppMessage.ReadAll'
  | 'Sig.Front.User.AppMessage.MailChoices'
  | 'Sig.Front.User.AppMessage.SetMailChoice'
> = {
  async 'Sig.Front.User.AppMessage.List'(ctx) {
    const page = ctx.params.page ?? 1;
    const mine = ctx.db.selectFrom('messages').where('user_id', '=', ctx.user.id);
    const [total, rows, unread] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      mine.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
      unreadOf(ctx.db, ctx.user.id),
    ]);
    return {
      total: Number(total.n),
      page,
      pageSize,
      unread,
      items: rows.map((m) => ({ id: m.id, title: m.title, body: m.body, time: new Date(m.created_at).toISOString(), read: m.read_at !== null, orderId: m.order_id, link: m.link ?? null })),
    };
  },

  async 'Sig.Front.User.AppMessage.Read'(ctx) {
    const ids = [...new Set(ctx.params.ids)];
    if (ids.length === 0 || ids.length > maxIds) throw badField('ids');
    const userId = ctx.user.id;
    await ctx.db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('messages').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute();
      // Someone else's message is as unknown as a missing one, and then nothing is marked.
      if (found.length !== ids.length) throw new ApiFailure(404, 'messageNotFound');
      await trx.updateTable('messages').set({ read_at: ctx.now() }).where('user_id', '=', userId).where('id', 'in', ids).where('read_at', 'is', null).execute();
    });
    return { unread: await unreadOf(ctx.db, userId) };
  },

  async 'Sig.Front.User.AppMessage.ReadAll'(ctx) {
    await ctx.db.updateTable('messages').set({ read_at: ctx.now() }).where('user_id', '=', ctx.user.id).where('read_at', 'is', null).execute();
    return { unread: 0 };
  },

  async 'Sig.Front.User.AppMessage.MailChoices'(ctx) {
    return { choices: await mailChoices(ctx.db, ctx.user.id) };
  },

  async 'Sig.Front.User.AppMessage.SetMailChoice'(ctx) {
    return { choices: await setMailChoice(ctx.db, ctx.user.id, ctx.params.kind, ctx.params.mailed, ctx.now()) };
  },
};
