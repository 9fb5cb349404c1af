// A keyword in the shopper's language → groups of alternatives, one group per word or phrase: the words
// as typed (and their look-up form: "sneakers" also as "sneaker") and the Japanese terms they stand for.
// The search wants one alternative of every group. Phrases are matched before their words, longest first
// ("the north face", "long wallet" before "long"), in the shopper's glossary, then English's, then the
// category names (the shopper's language, English, any other), then, for English only and for a phrase
// none of those know, EDICT. Japanese keywords, and words with kana, are searched as typed.
import type { LanguageCode } from '../../../generated/languages';
import { foldText } from '../text';
import { lookupForm, wordsOf } from './forms';
import { type Lexicon, lookUp, lookUpHead, maxPhraseWords } from './lexicon';

export interface ExpansionSources {
  /** The glossaries by language, reversed (glossary.ts). */
  glossaries: ReadonlyMap<LanguageCode, Lexicon>;
  /** Category names → Japanese parts, one lexicon per language. */
  categories: readonly Lexicon[];
  /** EDICT's English index, for English keywords. */
  dictionary: Lexicon | null;
}

/** One word or phrase of a keyword and what it is searched as. */
export interface KeywordGroup {
  /** As typed (a word or a phrase, single-spaced). */
  term: string;
  /** The typed words folded, and their look-up form where it differs. */
  forms: string[];
  /** The Japanese terms it stands for, best first (empty: searched as typed). */
  japanese: string[];
}

/** Japanese terms per word or phrase: enough for its senses, few enough to keep a query quick. */
export const maxJapanese = 6;
/** Words beyond these are searched as typed. */
const maxWords = 24;

const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Words written without spaces between them: a run is cut into known words when it is not one itself.
const unspaced = /^[\p{Script=Han}\p{Script=Thai}]+$/u;
const stopWords: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['the', 'a', 'an', 'for', 'of', 'with', 'and', 'in', 'on'],
  de: ['der', 'die', 'das', 'für', 'mit', 'und', 'ein', 'eine'],
  fr: ['le', 'la', 'les', 'de', 'du', 'des', 'pour', 'avec', 'et', 'un', 'une'],
  es: ['el', 'la', 'los', 'las', 'de', 'del', 'para', 'con', 'y', 'un', 'una'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'di', 'per', 'con', 'e', 'un', 'una'],
  pt: ['o', 'a', 'os', 'as', 'de', 'do', 'da', 'para', 'com', 'e', 'um', 'uma'],
};

const unique = (list: readonly string[]) => [...new Set(list)];

/** The lexicons a shopper's words are looked up in, in order. */
function lexiconsFor(language: LanguageCode, sources: ExpansionSources): Lexicon[] {
  const glossaries = unique([language, 'en']).flatMap((code) => sources.glossaries.get(code as LanguageCode) ?? []);
  const rank = (l: Lexicon) => (l.language === language ? 0 : l.language === 'en' ? 1 : 2);
  return [...glossaries, ...[...sources.categories].sort((a, b) => rank(a) - rank(b))];
}

/**
 * The Japanese terms of a phrase, or null when no lexicon knows it: the glossaries' and category names',
 * else (English) EDICT's, else the glossaries' phrases that end in it (earbuds: wireless earbuds; vuitton:
 * Louis Vuitton), which EDICT's words do not reach (face is not The North Face).
 */
function japaneseOf(words: string[], language: LanguageCode, sources: ExpansionSources, unspacedRun: boolean): string[] | null {
  // A run of Han or Thai is the shopper's own language only: 手表 is Chinese to a Chinese shopper, and not
  // an English word to anyone.
  const lexicons = lexiconsFor(language, sources).filter((l) => !unspacedRun || l.language === language);
  const found = lexicons.flatMap((l) => lookUp(l, words) ?? []);
  if (found.length === 0 && language === 'en' && sources.dictionary) found.push(...(lookUp(sources.dictionary, words) ?? []));
  if (found.length === 0) for (const l of lexicons) if (sources.glossaries.get(l.language) === l) found.push(...(lookUpHead(l, words) ?? []));
  return found.length > 0 ? unique(found).slice(0, maxJapanese) : null;
}

/** A run of Han or Thai cut into words the lexicons know, longest first; null unless all of it is known. */
function cutRun(run: string, language: LanguageCode, sources: ExpansionSources): string[] | null {
  const chars = [...run];
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; ) {
    let n = chars.length - i;
    while (n >= 2 && !japaneseOf([chars.slice(i, i + n).join('')], language, sources, true)) n--;
    if (n < 2) return null;
    pieces.push(chars.slice(i, i + n).join(''));
    i += n;
  }
  return pieces.length > 1 ? pieces : null;
}

const katakana = /^[\p{Script=Katakana}ー・]+$/u;

/**
 * A phrase's words' loanwords put together as Japanese makes compounds (レザー + ジャケット → レザージャケット),
 * for a phrase a lexicon knows by another word (leather jacket: 革ジャン): both are searched.
 */
function compound(words: readonly string[], language: LanguageCode, sources: ExpansionSources): string[] {
  const parts = words.map((word) => japaneseOf(wordsOf(word), language, sources, false)?.find((j) => katakana.test(j)));
  return parts.every((p) => p !== undefined) ? [parts.join('')] : [];
}

function group(typed: string[], japanese: string[] | null, language: LanguageCode): KeywordGroup {
  const folded = foldText(typed.join(' '));
  const lookup = wordsOf(folded).map((w) => lookupForm(w, language)).join(' ');
  const forms = unique([folded, ...(lookup.length >= 3 && !kana.test(lookup) ? [lookup] : [])]);
  return { term: typed.join(' '), forms, japanese: japanese ?? [] };
}

/** The keyword's groups; every word of it is in one (stop words and lone punctuation aside). */
export function expandKeyword(keyword: string, language: LanguageCode, sources: ExpansionSources): KeywordGroup[] {
  const typed = keyword.trim().split(/\s+/u).filter(Boolean);
  if (language === 'ja') return unique(typed.map(foldText)).map((t) => ({ term: t, forms: [t], japanese: [] }));
  const words = typed.flatMap((w) => (unspaced.test(w) && !japaneseOf([w], language, sources, true) ? (cutRun(w, language, sources) ?? [w]) : [w]));
  const groups: KeywordGroup[] = [];
  for (let i = 0; i < words.length; ) {
    let matched: KeywordGroup | null = null;
    for (let n = Math.min(maxPhraseWords, words.length - i); n >= 1 && !matched && i < maxWords; n--) {
      const phrase = words.slice(i, i + n);
      if (phrase.some((w) => kana.test(w))) continue;
      const japanese = japaneseOf(wordsOf(phrase.join(' ')), language, sources, phrase.length === 1 && unspaced.test(phrase[0]!));
      if (japanese) matched = group(phrase, n > 1 ? unique([...japanese, ...compound(phrase, language, sources)]).slice(0, maxJapanese) : japanese, language);
    }
    const taken = matched ? matched.term.split(' ').length : 1;
    groups.push(matched ?? group([words[i]!], null, language));
    i += taken;
  }
  const stop = new Set(stopWords[language] ?? []);
  const kept = groups.filter((g) => g.japanese.length > 0 || (!stop.has(g.forms[0]!) && /[\p{L}\p{N}]/u.test(g.term)));
  // Each group once (a word typed twice is one word).
  const seen = new Set<string>();
  return (kept.length > 0 ? kept : groups).filter((g) => !seen.has(g.forms[0]!) && seen.add(g.forms[0]!));
}
