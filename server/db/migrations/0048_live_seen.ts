import type { Migration } from './helpers';

// A live marketplace's new goods are never imported, so the alert job cannot find them above a goods id: it runs
// each saved search on one through the search (server/alerts/live.ts) and keeps here, as JSON, the provider's
// item ids it listed last. What a later run lists beyond them is news; null: never run yet, so what the first
// run finds (the goods there when the search was saved) is noted, not alerted.
export const liveSeen: Migration = {
  version: '0048',
  name: 'saved_searches.live_seen: the live provider item ids a saved search last listed',
  async up(db) {
    await db.schema.alterTable('saved_searches').addColumn('live_seen', 'text').execute();
  },
};
