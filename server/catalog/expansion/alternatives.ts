// What a keyword's groups are matched as, by the search's SQL and by the saved searches' matcher alike: a
// group's alternatives, each a part of the item's folded search text. A Japanese term of one character
// that the expansion added (靴, 本, 鍋) counts only at the end of a word, where Japanese puts a compound's
// head noun: 本 finds 初版本 and 漫画本 but not 本体 (a console) or 日本酒; 靴 finds 革靴, not 靴下. Words
// the shopper typed match anywhere, as they always have. An alternative that contains another is left out
// (the shorter finds it too): sneakers beside sneaker, 腕時計 beside 時計.
import type { SearchQuery } from '../source';
import { foldText, keywordTerms } from '../text';
import type { KeywordGroup } from './expand';

export interface Alternative {
  text: string;
  /** Only at the end of a word (followed by white space or the end of the text). */
  wordEnd: boolean;
}

const cjk = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;

export function alternativesOf(group: KeywordGroup): Alternative[] {
  const all: Alternative[] = [
    ...group.forms.map((text) => ({ text, wordEnd: false })),
    ...group.japanese.map((text) => foldText(text)).map((text) => ({ text, wordEnd: cjk.test(text) })),
  ];
  const anywhere = all.filter((a) => !a.wordEnd).map((a) => a.text);
  const kept: Alternative[] = [];
  for (const a of all) {
    if (kept.some((k) => k.text === a.text && k.wordEnd === a.wordEnd)) continue;
    if (anywhere.some((other) => other !== a.text && a.text.includes(other))) continue;
    kept.push(a);
  }
  return kept;
}

/** The search's groups: the expansion's, else each typed term alone. */
export function termGroups(query: Pick<SearchQuery, 'keyword' | 'expansion'>): Alternative[][] {
  if (query.expansion) return query.expansion.map(alternativesOf).filter((g) => g.length > 0);
  return keywordTerms(query.keyword).map((text) => [{ text, wordEnd: false }]);
}

const endsWordAt = (text: string, c: string): boolean => {
  for (let at = text.indexOf(c); at >= 0; at = text.indexOf(c, at + 1)) {
    const next = text[at + c.length];
    if (next === undefined || /\s/u.test(next)) return true;
  }
  return false;
};

/** Whether a folded search text holds one of a group's alternatives. */
export const groupHolds = (text: string, group: readonly Alternative[]): boolean =>
  group.some((a) => (a.wordEnd ? endsWordAt(text, a.text) : text.includes(a.text)));
