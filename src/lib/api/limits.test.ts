import { describe, expect, it } from 'vitest';
import { maxOf, pageCountOf, pageParamOf } from './limits';

describe('limits from spec/api.yaml', () => {
  it('gives string lengths and number ranges', () => {
    expect(maxOf('Sig.Front.SubSite.App.Search', 'keyword')).toBe(200);
    expect(maxOf('Sig.Front.SubSite.App.Search', 'page')).toBe(500);
  });
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=9999', 500],
  ])('page %s → %i', (query, page) => expect(pageParamOf('Sig.Front.User.AppCollect.GoodsList', new URLSearchParams(query))).toBe(page));
  it('caps the page count at the last page the call accepts', () => {
    expect(pageCountOf('Sig.Front.SubSite.App.Search', 61, 30)).toBe(3);
    expect(pageCountOf('Sig.Front.SubSite.App.Search', 1_000_000, 30)).toBe(500);
  });
});
