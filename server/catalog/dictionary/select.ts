// Which EDICT entries the English→Japanese index keeps, and which few Japanese words each English word
// leads to. Kept: nouns that are common words (P), katakana loanwords that sound like their gloss (カメラ
// for "camera"), and nouns whose gloss ends in a word for goods (長財布 "long wallet"). For each English
// word or phrase (in its look-up form: "sneakers" and "sneaker" are one) the best few are chosen: a common
// word, a loanword that sounds like it, the word's first sense and first gloss rank higher; an entry with
// many senses lower (玉 is "lens" in its seventh); a word found inside many other headwords, a word other
// words are made of, higher (皿 in 灰皿 and 小皿 before 図版; ケース before its rare spelling ケイス). One loanword is kept (ウォッチ, not also ウオッチ and
// ワッチ) unless two spellings are common (ウィスキー, ウイスキー), and beside a common one a single native
// word (フィギュア and 図形, not also 体形). A word usually written in kana is kept in hiragana and in
// katakana.
import { lookupForm, lookupPhrase, wordsOf } from '../expansion/forms';
import { type EdictEntry, parseEdictLine } from './edict-parse';
import { isKatakana, romaji, skeleton, soundsAlike, toKatakana } from './loanword';
import { shoppingNouns } from './shopping-nouns';

/** Japanese words kept per English word or phrase. */
export const perKey = 3;
/** A candidate this far below the best one is left out. */
const margin = 3;
const maxWords = 3;

interface Candidate {
  japanese: string;
  score: number;
  loan: boolean;
  common: boolean;
}

const goodsNouns = new Set([...shoppingNouns].map((w) => lookupForm(w, 'en')));

function usable(gloss: string): boolean {
  return gloss.split(' ').length <= maxWords && /^[a-z0-9][a-z0-9 '&.+-]*$/.test(gloss) && !/^(to|a|an|the) /.test(gloss);
}

function candidatesOf(entry: EdictEntry, add: (key: string, c: Candidate) => void): void {
  if (entry.irregular) return;
  const senseCount = entry.senses.length;
  entry.senses.forEach((sense, senseIndex) => {
    // Nouns, and the adjectives that listings use as nouns (中古: used).
    if (!sense.pos.includes('n') && !sense.pos.includes('adj-no')) return;
    const japanese = sense.kana && entry.reading ? entry.reading : entry.headword;
    sense.glosses.forEach((gloss, glossIndex) => {
      if (!usable(gloss)) return;
      const key = lookupPhrase(wordsOf(gloss), 'en');
      if (key === '') return;
      const sound = isKatakana(japanese) ? soundsAlike(gloss, japanese) : 0;
      const loan = sound >= 0.6;
      // A native word counts for its first meanings only; one character (面, 図) for its very first.
      const primary = [...japanese].length === 1 ? senseIndex === 0 && glossIndex === 0 : senseIndex <= 1 && glossIndex <= 2;
      if (!loan && !primary) return;
      const words = key.split(' ');
      const goods = goodsNouns.has(words.at(-1)!);
      // Phrases are kept for goods and common loanwords ("long wallet", "down jacket"; not "real situation").
      if (!goods && (words.length > 1 ? !(loan && entry.common) : !entry.common && !loan)) return;
      const exact = key === gloss ? 0.3 : 0;
      const score = (entry.common ? 3 : 0) + (loan ? 2.5 * sound : 0) + exact - 0.7 * senseIndex - 0.3 * glossIndex - 0.05 * (senseCount - 1);
      add(key, { japanese, score, loan, common: entry.common });
    });
  });
}

// Ties (spellings of one word: ケース and ケイス) go to the one with a long-vowel mark, then in code order.
const longMark = (c: Candidate) => (c.japanese.includes('ー') ? 0 : 1);
const byScore = (a: Candidate, b: Candidate) => b.score - a.score || longMark(a) - longMark(b) || (a.japanese < b.japanese ? -1 : a.japanese > b.japanese ? 1 : 0);

const sameSound = (a: Candidate, b: Candidate) => skeleton(romaji(a.japanese)) === skeleton(romaji(b.japanese));

/** The few Japanese words of one key, best first. */
function choose(candidates: Candidate[]): string[] {
  const ranked = candidates.sort(byScore);
  const best = ranked[0]!.score;
  const loan = ranked.find((c) => c.loan);
  const natives = loan?.common ? 1 : perKey - (loan ? 1 : 0);
  const chosen: Candidate[] = [];
  for (const c of ranked) {
    if (chosen.length >= perKey || c.score < best - margin || chosen.some((k) => k.japanese === c.japanese)) continue;
    // Another loanword only when it is another common spelling of the same word (ウィスキー and ウイスキー).
    if (c.loan ? c !== loan && !(c.common && loan?.common && sameSound(c, loan)) : chosen.filter((k) => !k.loan).length >= natives) continue;
    chosen.push(c);
  }
  // A word usually written in kana is written in hiragana or katakana (ぬいぐるみ, カバン): both are kept.
  return [...new Set(chosen.flatMap((c) => (/^[\u3041-\u309F]+$/u.test(c.japanese) ? [c.japanese, toKatakana(c.japanese)] : [c.japanese])))];
}

/** How many headwords hold each word, the word itself left out: how much Japanese builds on it. */
function usage(headwords: readonly string[], words: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const h of headwords) {
    const chars = [...h];
    const seen = new Set<string>();
    for (let i = 0; i < chars.length; i++) {
      for (let j = i + 1; j <= chars.length && j - i <= 12; j++) {
        const part = chars.slice(i, j).join('');
        if (part !== h && words.has(part) && !seen.has(part)) seen.add(part);
      }
    }
    for (const part of seen) counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  return counts;
}

/** The index from EDICT's lines: English word or phrase (look-up form) → its best few Japanese words. */
export function buildIndex(lines: Iterable<string>): Map<string, string[]> {
  const found = new Map<string, Candidate[]>();
  const headwords: string[] = [];
  for (const line of lines) {
    const entry = parseEdictLine(line);
    if (!entry) continue;
    headwords.push(entry.headword);
    candidatesOf(entry, (key, c) => {
      const list = found.get(key);
      if (list) list.push(c);
      else found.set(key, [c]);
    });
  }
  const counts = usage([...new Set(headwords)], new Set([...found.values()].flatMap((list) => list.map((c) => c.japanese))));
  const index = new Map<string, string[]>();
  for (const key of [...found.keys()].sort()) {
    const candidates = found.get(key)!.map((c) => ({ ...c, score: c.score + 0.4 * Math.log10(1 + (counts.get(c.japanese) ?? 0)) }));
    const chosen = choose(candidates);
    if (chosen.length > 0) index.set(key, chosen);
  }
  return index;
}
