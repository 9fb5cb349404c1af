// A keyword in the shopper's language → groups of alternatives, one group per word or phrase: the words
// as typed (and their look-up form: "sneakers" also as "sneaker") and the Japanese terms they stand for.
// The search wants one alternative of every group. Phrases are matched before their words, longest first
// ("the north face", "long wallet" before "long"), in the shopper's glossary, then English's, then the
// category names (the shopper's language, English, any other), then, for English only and for a phrase
// none of those know, EDICT, then a glossary phrase by its last or first words. Japanese keywords, and words
// with kana, are searched as typed; Chinese, Korean and Thai words are read in their own language's
// glossary and category names (a Chinese shopper's 手表 is 腕時計).
import type { LanguageCode } from '../../../generated/languages';
import { foldText } from '../text';
import { lookupForm, wordsOf } from './forms';
import { type Lexicon, lookUp, lookUpPart, maxPhraseWords } from './lexicon';

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

/** The lexicons of one expansion, in the order a shopper's words are looked up in them. */
interface Reader {
  language: LanguageCode;
  /** The glossaries of the shopper's language and English, then the category names (theirs, English, any). */
  all: Lexicon[];
  /** The shopper's own language's: a run of Han or Thai is read in these only. */
  own: Lexicon[];
  glossaries: Set<Lexicon>;
  dictionary: Lexicon | null;
  /** Look-up keys made so far. */
  keys: Map<string, string>;
  stop: ReadonlySet<string>;
}

function readerFor(language: LanguageCode, sources: ExpansionSources): Reader {
  const glossaries = unique([language, 'en']).flatMap((code) => sources.glossaries.get(code as LanguageCode) ?? []);
  const rank = (l: Lexicon) => (l.language === language ? 0 : l.language === 'en' ? 1 : 2);
  const all = [...glossaries, ...[...sources.categories].sort((a, b) => rank(a) - rank(b))];
  return { language, all, own: all.filter((l) => l.language === language), glossaries: new Set(glossaries), dictionary: language === 'en' ? sources.dictionary : null, keys: new Map(), stop: new Set(stopWords[language] ?? []) };
}

/**
 * The Japanese terms of a phrase, or null when no lexicon knows it: the glossaries' and category names',
 * else (English) EDICT's, else the glossaries' phrases that end in it (earbuds: wireless earbuds; vuitton:
 * Louis Vuitton) or start with it (clear file: clear file folder), which EDICT's words do not reach (face
 * is not The North Face). A run of Han or Thai is
 * the shopper's own language only: 手表 is Chinese to a Chinese shopper, and not an English word to anyone.
 */
function japaneseOf(reader: Reader, words: string[], unspacedRun: boolean, parts = true): string[] | null {
  const lexicons = unspacedRun ? reader.own : reader.all;
  const found = lexicons.flatMap((l) => lookUp(l, words, reader.keys) ?? []);
  if (found.length === 0 && reader.dictionary) found.push(...(lookUp(reader.dictionary, words, reader.keys) ?? []));
  // Not by a stop word (the is not The North Face).
  const partly = parts && words.length > 0 && !reader.stop.has(foldText(words[0]!)) && !reader.stop.has(foldText(words.at(-1)!));
  if (found.length === 0 && partly) for (const l of lexicons) if (reader.glossaries.has(l)) found.push(...(lookUpPart(l, words, reader.keys) ?? []));
  return found.length > 0 ? unique(found).slice(0, maxJapanese) : null;
}

/** Runs longer than this are not cut, and no piece is longer than maxPiece: words of goods are short. */
const maxRun = 32;
const maxPiece = 10;

/** A run of Han or Thai cut into words the lexicons know, longest first; null unless all of it is known. */
function cutRun(reader: Reader, run: string): string[] | null {
  const chars = [...run];
  if (chars.length > maxRun) return null;
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; ) {
    let n = Math.min(maxPiece, chars.length - i);
    while (n >= 2 && !japaneseOf(reader, [chars.slice(i, i + n).join('')], true)) n--;
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
function compound(reader: Reader, words: readonly string[]): string[] {
  const parts = words.map((word) => japaneseOf(reader, wordsOf(word), false, false)?.find((j) => katakana.test(j)));
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
  const reader = readerFor(language, sources);
  const words = typed.flatMap((w) => (unspaced.test(w) && !japaneseOf(reader, [w], true) ? (cutRun(reader, w) ?? [w]) : [w]));
  const groups: KeywordGroup[] = [];
  for (let i = 0; i < words.length; ) {
    let matched: KeywordGroup | null = null;
    for (let n = Math.min(maxPhraseWords, words.length - i); n >= 1 && !matched && i < maxWords; n--) {
      const phrase = words.slice(i, i + n);
      if (phrase.some((w) => kana.test(w))) continue;
      const japanese = japaneseOf(reader, wordsOf(phrase.join(' ')), phrase.length === 1 && unspaced.test(phrase[0]!));
      if (japanese) matched = group(phrase, n > 1 ? unique([...japanese, ...compound(reader, phrase)]).slice(0, maxJapanese) : japanese, language);
    }
    const taken = matched ? matched.term.split(' ').length : 1;
    groups.push(matched ?? group([words[i]!], null, language));
    i += taken;
  }
  const kept = groups.filter((g) => g.japanese.length > 0 || (!reader.stop.has(g.forms[0]!) && /[\p{L}\p{N}]/u.test(g.term)));
  // Each group once (a word typed twice is one word).
  const seen = new Set<string>();
  return (kept.length > 0 ? kept : groups).filter((g) => !seen.has(g.forms[0]!) && seen.add(g.forms[0]!));
}
