// A group's alternatives as the search and the alert matcher test them: a one-character Japanese term at a
// word's end only, alternatives that hold another left out, Japanese folded as the indexed text is.
import { describe, expect, it } from 'vitest';
import { foldText } from '../text';
import { alternativesOf, groupHolds, termGroups } from './alternatives';

describe('alternativesOf', () => {
  it('leaves out an alternative that holds another', () => {
    expect(alternativesOf({ term: 'watches', forms: ['watches', 'watch'], japanese: ['腕時計', '時計', 'ウォッチ'] })).toEqual([
      { text: 'watch', wordEnd: false },
      { text: '時計', wordEnd: false },
      { text: 'ウォッチ', wordEnd: false },
    ]);
  });

  it('matches a one-character Japanese term at a word’s end, a typed one anywhere', () => {
    expect(alternativesOf({ term: 'book', forms: ['book'], japanese: ['本'] })).toContainEqual({ text: '本', wordEnd: true });
    expect(alternativesOf({ term: '本', forms: ['本'], japanese: [] })).toEqual([{ text: '本', wordEnd: false }]);
  });

  it('folds Japanese terms as the indexed text is folded', () => {
    expect(alternativesOf({ term: 't-shirt', forms: ['t-shirt'], japanese: ['Tシャツ'] })).toContainEqual({ text: 'tシャツ', wordEnd: false });
  });
});

describe('groupHolds', () => {
  const book = alternativesOf({ term: 'book', forms: ['book'], japanese: ['本'] });
  it.each([
    ['初版本', true],
    ['漫画本 セット', true],
    ['任天堂 switch 本体', false],
    ['日本酒 720ml', false],
    ['a book', true],
  ])('%s: %s', (text, held) => {
    expect(groupHolds(foldText(text), book)).toBe(held);
  });
});

describe('termGroups', () => {
  it('is each typed term alone without an expansion', () => {
    expect(termGroups({ keyword: ' Nike  air ' })).toEqual([[{ text: 'nike', wordEnd: false }], [{ text: 'air', wordEnd: false }]]);
  });
});
