// A keyword's groups (expansion/alternatives.ts) as the local search's SQL: every group required, any one
// of its alternatives enough. SQLite: one FTS5 query, an OR per group joined by AND; an alternative of one
// or two characters is the OR of the index's trigrams that start with it (with a space after it for a
// one-character Japanese term, which counts at a word's end). PostgreSQL: an OR of LIKEs per group, which
// its trigram index answers when every alternative has three characters. A group the index cannot take is
// left to LIKE (local-search.ts bounds that scan).
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/types';
import type { Services } from '../services';
import type { Alternative } from './expansion/alternatives';

/** The shortest term a trigram index can look up. */
const trigramChars = 3;
/**
 * 1–2 character terms (財布, 靴) have no trigram of their own. On SQLite the trigrams that start with one
 * are its places (migration 0028 pads the indexed text so that a word at the end starts one too): looked
 * up in the index's word list, they make it one more full-text term. A term that starts more trigrams than
 * this (a single common letter) is not worth the long OR: its many matches make the scan below quick.
 */
const shortTermTrigrams = 32;

export interface TermPlan {
  /** SQLite: the FTS5 query of every indexed group (each required), or null when none is indexed. */
  fts: string | null;
  /** PostgreSQL: the groups its trigram index looks up (every alternative three characters or more). */
  indexed: Alternative[][];
  /** Groups left to LIKE. */
  scanned: Alternative[][];
  /** Each group's alternatives of three characters or more, the ones relevance ranks by. */
  ranked: string[][];
  /** A group none of whose alternatives any indexed text contains: nothing can match. */
  none: boolean;
}

const isLong = (a: Alternative) => !a.wordEnd && [...a.text].length >= trigramChars;
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The trigrams of the index that start with a short term, or null when there are too many to list. */
async function trigramsFrom(db: Kysely<Database>, start: string): Promise<string[] | null> {
  const { rows } = await sql<{ term: string }>`select term from goods_fts_vocab where term >= ${start} and term < ${`${start}\u{10FFFF}`} limit ${shortTermTrigrams + 1}`.execute(db);
  return rows.length > shortTermTrigrams ? null : rows.map((r) => r.term);
}

/** One group as FTS5: an OR of its alternatives; null when one of them cannot be indexed, '' when none can match. */
async function ftsGroup(db: Kysely<Database>, group: readonly Alternative[]): Promise<string | null> {
  const parts: string[] = [];
  for (const a of group) {
    if (isLong(a)) {
      parts.push(phrase(a.text));
      continue;
    }
    const trigrams = await trigramsFrom(db, a.wordEnd ? `${a.text} ` : a.text);
    if (trigrams === null) return null;
    if (trigrams.length > 0) parts.push(trigrams.length === 1 ? phrase(trigrams[0]!) : `(${trigrams.map(phrase).join(' OR ')})`);
  }
  return parts.length <= 1 ? (parts[0] ?? '') : `(${parts.join(' OR ')})`;
}

export async function planTerms(services: Pick<Services, 'db' | 'dialect'>, groups: readonly Alternative[][]): Promise<TermPlan> {
  const ranked = groups.map((g) => g.filter(isLong).map((a) => a.text)).filter((g) => g.length > 0);
  if (services.dialect !== 'sqlite') {
    const indexed = groups.filter((g) => g.every(isLong));
    return { fts: null, indexed, scanned: groups.filter((g) => !indexed.includes(g)), ranked, none: false };
  }
  const parts: string[] = [];
  const scanned: Alternative[][] = [];
  for (const group of groups) {
    const fts = await ftsGroup(services.db, group);
    if (fts === '') return { fts: null, indexed: [], scanned: [], ranked, none: true };
    if (fts === null) scanned.push([...group]);
    else parts.push(fts);
  }
  return { fts: parts.length > 0 ? parts.join(' AND ') : null, indexed: [], scanned, ranked, none: false };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A group as SQL over goods.search_text (folded when written: LIKE does what ILIKE would, without folding
 * each row). `indexed`: PostgreSQL's trigram index answers it, written as that index reads it (backslash is
 * PostgreSQL's LIKE escape already); otherwise the escape is named, as SQLite needs.
 */
export function likeGroup(group: readonly Alternative[], indexed = false): Expression<SqlBool> {
  const like = (pattern: string) => (indexed ? sql<SqlBool>`goods.search_text like ${pattern}` : sql<SqlBool>`goods.search_text like ${pattern} escape '\\'`);
  const tests = group.flatMap((a) => (a.wordEnd ? [like(`%${escapeLike(a.text)} %`), like(`%${escapeLike(a.text)}`)] : [like(`%${escapeLike(a.text)}%`)]));
  return tests.length === 1 ? tests[0]! : sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
