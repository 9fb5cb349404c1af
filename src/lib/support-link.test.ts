import { describe, expect, it } from 'vitest';
import { supportQuery } from './support-link';

describe('supportQuery', () => {
  it('keeps what is known, as strings, cut to size', () => {
    expect(supportQuery({ kind: 'error', status: 502, message: 'Bad gateway', page: '/cart?x=1' })).toEqual({ kind: 'error', status: '502', message: 'Bad gateway', page: '/cart?x=1' });
    expect(supportQuery({ kind: 'nonsupportGoods', page: '/p', goods: 'g'.repeat(400) }).goods).toHaveLength(300);
  });
});
