// The help centre's search, as the shopper types. Marks are dropped only after letters of scripts where
// they are accents a shopper leaves out (é, ё, Arabic vowel signs); in kana and Thai they change the word
// (は/ば), so there they are kept and compared as typed.
const accentBearing = /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}])\p{M}+/gu;

/** Folds case, width and accents so that "Dédouanement", "dedouanement" and "ＤＥＤＯＵＡＮＥＭＥＮＴ" compare equal. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(accentBearing, '').normalize('NFC').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

/**
 * Whether a text answers the query: every word the shopper typed appears in it, anywhere (a substring, so
 * Japanese, Chinese and Thai, written without spaces, match a part of a sentence). An empty query matches all.
 */
export function helpMatches(text: string, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldForSearch(text);
  return words.every((word) => folded.includes(word));
}
