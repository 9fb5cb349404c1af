import { describe, expect, it } from 'vitest';
import { addSearchTerm, removeSearchTerm } from './search-history';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `term ${i + 1}`);

describe('addSearchTerm (spec §5: unique, newest first, at most 100)', () => {
  it.each<[string, string[], string, string[]]>([
    ['first term', [], 'pokemon', ['pokemon']],
    ['newest goes first', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['repeat moves to the front', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['repeat of the newest keeps the order', ['a', 'b'], 'a', ['a', 'b']],
    ['trimmed before adding', ['a'], '  b  ', ['b', 'a']],
    ['trimmed term matches its earlier copy', ['b', 'a'], ' a ', ['a', 'b']],
    ['case differs: two terms', ['nike'], 'Nike', ['Nike', 'nike']],
    ['inner spaces kept', [], 'nike  shoes', ['nike  shoes']],
    ['CJK term', ['a'], 'ポケモンカード', ['ポケモンカード', 'a']],
  ])('%s', (_, history, term, expected) => {
    expect(addSearchTerm(history, term)).toEqual(expected);
  });

  it.each(['', '   ', '\t\n'])('ignores the empty term %j and returns the same history', (term) => {
    const history = ['a', 'b'];
    expect(addSearchTerm(history, term)).toBe(history);
  });

  it('does not change the history it was given', () => {
    const history = ['a', 'b'];
    addSearchTerm(history, 'c');
    expect(history).toEqual(['a', 'b']);
  });

  it('keeps 100 terms: the oldest drops off', () => {
    const history = numbered(100);
    const result = addSearchTerm(history, 'new');
    expect(result).toHaveLength(100);
    expect(result[0]).toBe('new');
    expect(result[99]).toBe('term 99');
    expect(result).not.toContain('term 100');
  });

  it('a repeat in a full history drops nothing else', () => {
    const result = addSearchTerm(numbered(100), 'term 50');
    expect(result).toHaveLength(100);
    expect(result[0]).toBe('term 50');
    expect(result).toContain('term 100');
  });

  it('grows up to 100', () => {
    expect(addSearchTerm(numbered(99), 'new')).toHaveLength(100);
  });

  it('cuts an over-long stored history down to 100', () => {
    const result = addSearchTerm(numbered(150), 'new');
    expect(result).toHaveLength(100);
    expect(result[99]).toBe('term 99');
  });
});

describe('removeSearchTerm', () => {
  it.each<[string, string[], string, string[]]>([
    ['removes the term', ['a', 'b', 'c'], 'b', ['a', 'c']],
    ['trimmed like added terms', ['a', 'b'], ' a ', ['b']],
    ['absent term: unchanged', ['a', 'b'], 'z', ['a', 'b']],
    ['case must match', ['Nike'], 'nike', ['Nike']],
    ['last term', ['a'], 'a', []],
    ['empty history', [], 'a', []],
  ])('%s', (_, history, term, expected) => {
    expect(removeSearchTerm(history, term)).toEqual(expected);
  });
});
