// Recent search terms (spec §5): unique, newest first, at most constants.searchHistory.max. Kept per
// account when the shopper is logged in, else per device (the deviceId every call carries). Terms are
// trimmed and matched exactly, as the storefront's own list does (src/lib/search-history.ts).
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { viewerOf } from '../catalog/recent-views';
import type { Database } from '../db/types';
import { badField } from '../http/failure';
import type { CallContext, Handlers } from './types';

const { max } = constants.searchHistory;

type HistoryCall = CallContext<'Sig.Front.User.AppSearch.History' | 'Sig.Front.User.AppSearch.AddHistory' | 'Sig.Front.User.AppSearch.ClearHistory'>;

/** Whose list the call reads: the account, else the device (as recent views are kept); null for neither. */
function ownerOf(ctx: HistoryCall): { owner: string; userId: number | null } | null {
  const owner = viewerOf(ctx.user, ctx.deviceId);
  return owner === null ? null : { owner, userId: ctx.user?.id ?? null };
}

async function termsOf(db: Kysely<Database>, owner: string): Promise<string[]> {
  const rows = await db.selectFrom('search_terms').select('term').where('owner', '=', owner).orderBy('id', 'desc').limit(max).execute();
  return rows.map((r) => r.term);
}

export const historyHandlers: Handlers<'Sig.Front.User.AppSearch.History' | 'Sig.Front.User.AppSearch.AddHistory' | 'Sig.Front.User.AppSearch.ClearHistory'> = {
  async 'Sig.Front.User.AppSearch.History'(ctx) {
    const who = ownerOf(ctx);
    return { terms: who ? await termsOf(ctx.db, who.owner) : [] };
  },

  async 'Sig.Front.User.AppSearch.AddHistory'(ctx) {
    const term = ctx.params.term.trim();
    if (term === '') throw badField('term');
    const who = ownerOf(ctx);
    if (!who) throw badField('deviceId');
    const terms = await ctx.db.transaction().execute(async (trx) => {
      // A term searched again moves to the front: a new row, the newest id.
      await trx.deleteFrom('search_terms').where('owner', '=', who.owner).where('term', '=', term).execute();
      await trx
        .insertInto('search_terms')
        .values({ owner: who.owner, user_id: who.userId, term, created_at: ctx.now() })
        // The same term added at the same moment by another call of this shopper: theirs stands.
        .onConflict((oc) => oc.columns(['owner', 'term']).doNothing())
        .execute();
      const oldestKept = await trx.selectFrom('search_terms').select('id').where('owner', '=', who.owner).orderBy('id', 'desc').offset(max - 1).limit(1).executeTakeFirst();
      if (oldestKept) await trx.deleteFrom('search_terms').where('owner', '=', who.owner).where('id', '<', oldestKept.id).execute();
      return termsOf(trx, who.owner);
    });
    return { terms };
  },

  async 'Sig.Front.User.AppSearch.ClearHistory'(ctx) {
    const who = ownerOf(ctx);
    if (who) await ctx.db.deleteFrom('search_terms').where('owner', '=', who.owner).execute();
    return { terms: [] };
  },
};
