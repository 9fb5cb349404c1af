// The form a word is looked up by, so that "sneakers" meets a dictionary's "sneaker", "Schuhe" a
// glossary's "Schuh" and "الحقيبة" "حقيبة". Both sides of a look-up (the dictionaries' keys when they are
// loaded, the shopper's words when they are expanded) go through the same rules, so a rule only has to
// bring a word's forms together, not find its true stem. Cheap rules: plural and a few case endings per
// language, accents of Latin letters, Arabic's article and vowel marks. No rules for Chinese, Japanese,
// Korean and Thai.
import type { LanguageCode } from '../../../generated/languages';
import { foldText } from '../text';

// English plurals that are not a plural of the word without -s.
const englishKept = new Set(['lens', 'glasses', 'sunglasses', 'jeans', 'pants', 'trousers', 'shorts', 'clothes', 'goods', 'scissors', 'news', 'series', 'species', 'tongs', 'pliers', 'chopsticks', 'binoculars', 'tweezers', 'sweatpants', 'leggings', 'overalls']);
const englishIrregular = new Map(Object.entries({ knives: 'knife', wives: 'wife', leaves: 'leaf', shelves: 'shelf', loaves: 'loaf', scarves: 'scarf', men: 'man', women: 'woman', children: 'child', feet: 'foot', teeth: 'tooth', mice: 'mouse', geese: 'goose' }));

function singular(word: string): string {
  if (englishKept.has(word) || word.length <= 2) return word;
  if (/[^aeiou]ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

// British and American spellings as one.
const englishSpelling = new Map(Object.entries({ grey: 'gray', colour: 'color', jewellery: 'jewelry', aluminium: 'aluminum', centre: 'center', favourite: 'favorite', pyjama: 'pajama', tyre: 'tire', moustache: 'mustache' }));

function english(typed: string): string {
  // A possessive first ("children's book" is "children book", then "child book"; "men's" and "mens" are "man").
  const word = typed.replace(/'s$/, '');
  const one = englishIrregular.get(word) ?? singular(word);
  const base = englishIrregular.get(one) ?? one;
  return englishSpelling.get(base) ?? base;
}

const strip = (word: string, endings: readonly string[], keep = 3): string => {
  for (const e of endings) if (word.endsWith(e) && [...word].length - [...e].length >= keep) return word.slice(0, word.length - e.length);
  return word;
};

const rules: Partial<Record<LanguageCode, (word: string) => string>> = {
  en: english,
  de: (w) => strip(w, ['en', 'er', 'es', 'e', 'n', 's']),
  fr: (w) => strip(w, ['s', 'x']),
  es: (w) => strip(strip(w, ['es']).replace(/(?<=[aeiouáéíóú])s$/, ''), ['s']),
  pt: (w) => strip(w.replace(/(ões|ães)$/, 'ão').replace(/ais$/, 'al').replace(/ns$/, 'm'), ['es', 's']),
  it: (w) => strip(strip(w, ['a', 'e', 'i', 'o']), ['i']).replace(/(?<=[cg])h$/, ''),
  pl: (w) => strip(w, ['ami', 'ach', 'ów', 'om', 'y', 'i', 'a', 'e', 'o', 'ę', 'ą']),
  ru: (w) => strip(w, ['ами', 'ями', 'ах', 'ях', 'ов', 'ев', 'ей', 'ы', 'и', 'а', 'я', 'о', 'е', 'ь', 'й', 'у', 'ю']),
  tr: (w) => strip(w, ['lar', 'ler']),
  id: (w) => w.replace(/^(.+)-\1$/u, '$1'),
  ms: (w) => w.replace(/^(.+)-\1$/u, '$1'),
  ar: (w) => strip(w.replace(/^(ال|وال|بال)(?=..)/u, ''), ['ات', 'ون', 'ين'], 2),
};

/** Accents off Latin letters (é → e, ß stays), Arabic vowel marks and tatweel off. */
function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/(?<=[a-z])\p{M}+/gu, '')
    .normalize('NFC')
    .replace(/[\u064B-\u0652\u0640]/gu, '')
    .replace(/[أإآ]/gu, 'ا');
}

/** A word as the look-up reads it: folded, plain, its ending brought together. */
export function lookupForm(word: string, language: LanguageCode): string {
  const folded = plain(foldText(word));
  return rules[language]?.(folded) ?? folded;
}

/** A phrase's words in their look-up forms, joined by one space. */
export function lookupPhrase(words: readonly string[], language: LanguageCode): string {
  return words.map((w) => lookupForm(w, language)).join(' ');
}

/**
 * The words of a phrase or name: split at white space, separators and hyphens (Tops & outerwear → tops,
 * outerwear; zip-around → zip, around), punctuation at a word's ends dropped (Yu-Gi-Oh! → yu, gi, oh).
 */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[\s&+,/、・|\-‐–]+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w !== '');
}
