import { describe, expect, it } from 'vitest';
import { centreRoute, centresOf } from './centre-routes';

describe('seller centre routes', () => {
  it('name a page of a marketplace’s centre, or null where it has none (goods and seller are Yahoo only)', () => {
    expect(centreRoute('mercari', 'seller')).toBeNull();
    expect(centreRoute('yahoo', 'index')).toBe('mall.yahoo.center');
    expect(centreRoute('mercari', 'quota')).toBe('mall.mercari.center.quota');
  });
  it('link only to the centres an edition has: no Yahoo centre in the china edition', () => {
    expect(centresOf('global')).toEqual(['yahoo', 'mercari']);
    expect(centresOf('china')).toEqual(['mercari']);
  });
});
