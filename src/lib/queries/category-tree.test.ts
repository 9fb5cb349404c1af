import { describe, expect, it } from 'vitest';
import { categoryCacheMs, findCategory, normalizeCategories } from './category-tree';

describe('normalizeCategories', () => {
  it('puts the "All" entry first and keeps the tree', () => {
    const tree = normalizeCategories(
      [{ Cat: '1', Name: 'Women', List: [{ Cat: '11', Name: 'Tops' }] }, { Cat: '2', Name: 'Men' }],
      'mercari',
    );
    expect(tree).toEqual([
      { id: '', name: '', all: true, children: [] },
      { id: '1', name: 'Women', children: [{ id: '11', name: 'Tops', children: [] }] },
      { id: '2', name: 'Men', children: [] },
    ]);
  });
  it('reads yahoo’s flat list', () => {
    expect(normalizeCategories([{ cat: '23000', name: 'Fashion' }], 'yahoo')[1]).toEqual({ id: '23000', name: 'Fashion', children: [] });
  });
  it('takes each site’s own id field, then Cat, then Identity', () => {
    const [, rakuma] = normalizeCategories([{ FrilCat: 'f1', Cat: 'c1', Name: 'A' }], 'rakuma');
    expect(rakuma?.id).toBe('f1');
    const [, amazon] = normalizeCategories([{ Identity: 'x', Name: 'B' }], 'amazon');
    expect(amazon?.id).toBe('x');
  });
  it('drops nodes without an id or a name', () => {
    expect(normalizeCategories([{ Name: 'no id' }, { Cat: '3', Name: '' }], 'mercari')).toHaveLength(1);
  });
});

describe('categoryCacheMs', () => {
  it('follows spec §9: 10 min mercari, 1 h yahoo and magi, 1 h others', () => {
    expect(categoryCacheMs('mercari')).toBe(600_000);
    expect(categoryCacheMs('yahoo')).toBe(3_600_000);
    expect(categoryCacheMs('magi')).toBe(3_600_000);
    expect(categoryCacheMs('rakuten')).toBe(3_600_000);
  });
});

describe('findCategory', () => {
  it('finds nested entries', () => {
    const tree = normalizeCategories([{ Cat: '1', Name: 'A', List: [{ Cat: '11', Name: 'B' }] }], 'mercari');
    expect(findCategory(tree, '11')?.name).toBe('B');
    expect(findCategory(tree, '99')).toBeUndefined();
  });
});
