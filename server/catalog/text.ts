// Text as the search matches it: NFKC (full-width Ｌａｔｉｎ and half-width ｶﾅ become the usual forms) and
// lower case, on both the indexed text and the keyword, so either database compares like with like.
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** What the full-text index reads for an item: its title and the names it may be searched by. */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    const folded = part ? foldText(part).trim() : '';
    if (folded) seen.add(folded);
  }
  return [...seen].join(' ');
}

/** A keyword as separate terms (any spacing, the ideographic space included), each once. */
export function keywordTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return [...new Set(foldText(keyword).split(/\s+/u).filter(Boolean))];
}
