import type { Migration } from './helpers';

// A keyword's matches come from the full-text index as goods ids; counting them per marketplace and
// sorting them needed each match's goods row, a wide one (title, addresses, the indexed text). This index
// holds, by id, just what the counts, the filters and the sorts read, so that each match is a look-up in a
// narrow index instead (search tells SQLite to use it). PostgreSQL reads its matches through its own
// trigram index and needs none of it.
export const searchFacets: Migration = {
  version: '0027',
  name: 'search: the filter and sort columns of goods by id, for counting and sorting a keyword\'s matches',
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createIndex('goods_facets')
      .on('goods')
      .columns(['id', 'site', 'listing_type', 'condition', 'price_yen', 'sold_out_at', 'ends_at', 'discount_rate', 'created_at'])
      .execute();
  },
};
