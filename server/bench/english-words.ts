// bench:search's English words (english-words.yaml): how many of them find goods with the keyword
// expansion on and off, and how many are expanded into the Japanese word a shopper typing them means.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type KeywordGroup } from '../catalog/expansion/expand';
import { expandSearchKeyword } from '../catalog/expansion/sources';
import type { Catalog } from '../catalog/registry';
import type { SearchQuery } from '../catalog/source';
import type { Services } from '../services';

interface WordResult {
  english: string;
  meant: string;
  expansion: KeywordGroup[];
  found: number;
  foundAsTyped: number;
}

export function readWords(): [english: string, japanese: string][] {
  const list = parse(readFileSync(new URL('./english-words.yaml', import.meta.url), 'utf8')) as unknown;
  if (!Array.isArray(list) || !list.every((p) => Array.isArray(p) && p.length === 2 && p.every((w) => typeof w === 'string' || typeof w === 'number'))) {
    throw new Error('english-words.yaml: each entry is [english, japanese]');
  }
  return list.map(([english, japanese]) => [String(english), String(japanese)]);
}

async function measure(services: Services, catalog: Catalog, english: string, meant: string): Promise<WordResult> {
  const count: Pick<SearchQuery, 'sort' | 'offset' | 'limit'> = { sort: 'relevance', offset: 0, limit: 0 };
  const expansion = await expandSearchKeyword(services, english, 'en');
  const [expanded, typed] = await Promise.all([catalog.search({ keyword: english, expansion, ...count }), catalog.search({ keyword: english, ...count })]);
  return { english, meant, expansion, found: expanded.total, foundAsTyped: typed.total };
}

const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} % (${n} of ${of})`;
const shown = (groups: KeywordGroup[]) => groups.map((g) => (g.japanese.length > 0 ? `${g.term}: ${g.japanese.join(', ')}` : g.term)).join(' + ');

/** Prints the figures; answers whether the goal (≥ 90 % find goods with the expansion) is met. */
export async function reportEnglishWords(services: Services, catalog: Catalog): Promise<boolean> {
  const words = readWords();
  const results: WordResult[] = [];
  for (const [english, meant] of words) results.push(await measure(services, catalog, english, meant));
  const found = results.filter((r) => r.found > 0);
  const typed = results.filter((r) => r.foundAsTyped > 0);
  const meantHit = results.filter((r) => r.expansion.some((g) => g.japanese.includes(r.meant)));
  console.log(`\n${words.length} English shopping words (server/bench/english-words.yaml), each searched alone over every marketplace:\n`);
  console.log(`  find goods, expansion on:                 ${share(found.length, words.length)}`);
  console.log(`  find goods, expansion off (as typed):     ${share(typed.length, words.length)}`);
  console.log(`  expansion includes the Japanese meant:    ${share(meantHit.length, words.length)}`);
  const none = results.filter((r) => r.found === 0);
  if (none.length > 0) {
    console.log(`\nFind nothing (${none.length}):`);
    for (const r of none) console.log(`  ${r.english} (means ${r.meant}) → ${shown(r.expansion)}`);
  }
  if (process.env.BENCH_VERBOSE) {
    console.log('\nExpanded without the Japanese meant:');
    for (const r of results.filter((x) => !meantHit.includes(x))) console.log(`  ${r.english} (means ${r.meant}, finds ${r.found}) → ${shown(r.expansion)}`);
  }
  const met = found.length >= 0.9 * words.length;
  console.log(`\nGoal (≥ 90 % of the words find goods with the expansion): ${met ? 'met' : 'NOT met'}.`);
  return met;
}
