import { sql } from 'kysely';
import { linkableAddress } from '../../../src/lib/web-address';
import type { Migration } from './helpers';

// Addresses shoppers wrote before the server took only http(s) ones (spec/api.yaml's webUrl): a bought-by-
// link order's, an unblock request's, a haul's outside post and the goods address it copied from its order.
// One that is neither an http(s) address nor a page of ours (`javascript:…`, `data:…`, `//host`) gets the
// prefix `unsafe:` — a scheme no browser follows, as Angular's sanitiser marks such links — so that no
// screen, export or later tool can make it a working link, while staff can still read what was written.
// Only spaces around an otherwise good address are trimmed instead.
const columns = [['orders', 'url'], ['unblock_requests', 'url'], ['experiences', 'link'], ['experiences', 'goods_url']] as const;

export const inertAddresses: Migration = {
  version: '0031',
  name: 'addresses shoppers wrote that are not http(s) ones or our pages: prefixed unsafe:',
  async up(db) {
    for (const [table, column] of columns) {
      const ref = sql.ref(column);
      // Rows that are plain http(s) addresses are not read at all; our paths are, as only the full rule tells
      // `/mall/…` from `//host` or `/\t/host`.
      const suspects = await db
        .selectFrom(table)
        .select(['id', sql<string>`${ref}`.as('address')])
        .where(sql<boolean>`${ref} is not null and lower(${ref}) not like 'http://%' and lower(${ref}) not like 'https://%'`)
        .execute();
      for (const { id, address } of suspects as { id: number; address: string }[]) {
        if (address.startsWith('unsafe:')) continue;
        const repaired = linkableAddress(address.trim()) ?? `unsafe:${address}`;
        await db.updateTable(table).set({ [column]: repaired }).where('id', '=', id).execute();
      }
    }
  },
};
