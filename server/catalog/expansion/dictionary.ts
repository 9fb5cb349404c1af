// EDICT's English→Japanese index (server/catalog/dictionary/en-ja.tsv, built by `npm run dict:build`) as a
// lexicon, read once when the first English keyword is expanded (about 30 ms, a few MB of memory).
import { readFileSync } from 'node:fs';
import { type Lexicon, lexiconOf } from './lexicon';

const file = new URL('../dictionary/en-ja.tsv', import.meta.url);

/** The index's lines as (English, Japanese words) pairs; # lines are comments. */
export function parseIndex(text: string): [string, string[]][] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [english, ...japanese] = line.split('\t');
      return [english!, japanese];
    });
}

let loaded: Lexicon | null = null;

export function edictLexicon(): Lexicon {
  loaded ??= lexiconOf('en', parseIndex(readFileSync(file, 'utf8')));
  return loaded;
}
