// Writers of catalog goods (the importer, bids, auction closes) say so after their commit, and whatever
// keeps answers made from the goods (the search cache) forgets them: per database, within this process.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const listeners = new WeakMap<Kysely<Database>, Set<() => void>>();

export function onCatalogChange(db: Kysely<Database>, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Call after the transaction that changed goods committed. */
export function catalogChanged(db: Kysely<Database>): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
