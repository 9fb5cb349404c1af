import { constants } from '../../generated/constants';

/**
 * Spec §5: the term goes first, any earlier copy is dropped and the list keeps at most the newest 100 terms.
 * Terms are trimmed; an empty term leaves the history as it was (the same array, so React skips a render).
 * Matching is exact: "Nike" and "nike" are two searches, as the marketplaces may rank them differently.
 */
export function addSearchTerm(history: readonly string[], term: string): readonly string[] {
  const trimmed = term.trim();
  if (!trimmed) return history;
  return [trimmed, ...history.filter((t) => t !== trimmed)].slice(0, constants.searchHistory.max);
}

/** Removes a term the shopper deleted from the list; the term is matched as trimmed, like when it was added. */
export function removeSearchTerm(history: readonly string[], term: string): readonly string[] {
  const trimmed = term.trim();
  return history.filter((t) => t !== trimmed);
}
