import { describe, expect, it } from 'vitest';
import { categoryParam, contextOf, idParam, statusParam } from './params';

describe('work order address params', () => {
  it('reads ids, statuses and categories, refusing anything else', () => {
    expect([idParam('12'), idParam('0'), idParam('1e3'), idParam(null)]).toEqual([12, null, null, null]);
    expect([statusParam('resolved'), statusParam('gone')]).toEqual(['resolved', undefined]);
    expect([categoryParam('shipping'), categoryParam('x')]).toEqual(['shipping', undefined]);
  });

  it('keeps only the known context fields, trimmed and cut', () => {
    const search = new URLSearchParams({ kind: 'error', status: '500', message: ` ${'m'.repeat(400)} `, page: '/cart', evil: 'x', goods: '' });
    expect(contextOf(search)).toEqual({ kind: 'error', status: '500', message: 'm'.repeat(300), page: '/cart' });
    expect(contextOf(new URLSearchParams('a=1'))).toBeNull();
  });
});
