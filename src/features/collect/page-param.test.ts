import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=9999', 500],
  ])('%s → %i', (query, page) => expect(pageParam(new URLSearchParams(query))).toBe(page));
});
