// Lists of goods from several sources as one list in the query's order: the registry merges its sources'
// answers so, and a marketplace split between a live provider and the local catalog merges its two parts so.
import type { GoodsListItem } from '../../generated/api/schemas';
import type { SortKey } from './source';

const compare: Record<SortKey, ((a: GoodsListItem, b: GoodsListItem) => number) | null> = {
  // Scores of different sources do not compare: their lists are interleaved in order instead.
  relevance: null,
  priceAsc: (a, b) => a.JPYPrice - b.JPYPrice,
  priceDesc: (a, b) => b.JPYPrice - a.JPYPrice,
  newest: null,
  endingSoon: (a, b) => Date.parse(a.EndTime ?? '') - Date.parse(b.EndTime ?? ''),
};

function interleave(lists: GoodsListItem[][]): GoodsListItem[] {
  const out: GoodsListItem[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** Each list in the sort's order from its own start; the merged list is too (before the page is taken). */
export function mergeLists(lists: GoodsListItem[][], sort: SortKey): GoodsListItem[] {
  const order = compare[sort];
  return order ? lists.flat().sort(order) : interleave(lists);
}
