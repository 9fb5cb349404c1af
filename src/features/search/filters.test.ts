import { describe, expect, it } from 'vitest';
import { activeFilterCount, clearedFilters, pageSize, readFilters, toSearchParams, toYen, writeFilters } from './filters';

const usd = { Id: 'USD', Symbol: '$', Rate: 0.0067 };
const twd = { Id: 'TWD', Symbol: 'NT$', Rate: 0.21 };

describe('readFilters / writeFilters', () => {
  it('reads defaults from an empty address', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      keyword: '',
      expand: true,
      site: null,
      category: null,
      min: null,
      max: null,
      currency: null,
      condition: null,
      listing: null,
      hideSoldOut: false,
      onSale: false,
      sort: 'relevance',
      page: 1,
      view: 'grid',
    });
  });

  it('round-trips every filter', () => {
    const query = new URLSearchParams(
      'keyword=ポケモン&expand=0&site=mercari&category=1328&min=10&max=50.5&cur=USD&condition=likeNew&listing=auction&hideSoldOut=1&onSale=1&sort=priceAsc&page=3&view=list',
    );
    const filters = readFilters(query);
    expect(filters).toMatchObject({ keyword: 'ポケモン', site: 'mercari', category: '1328', min: 10, max: 50.5, currency: 'USD', page: 3 });
    expect(new URLSearchParams(writeFilters(filters)).toString()).toBe(query.toString());
  });

  it('keeps "the words as typed only" in the address, and only with a keyword', () => {
    expect(readFilters(new URLSearchParams('keyword=lens&expand=0')).expand).toBe(false);
    expect(readFilters(new URLSearchParams('keyword=lens&expand=false')).expand).toBe(false);
    expect(readFilters(new URLSearchParams('keyword=lens&expand=1')).expand).toBe(true);
    expect(writeFilters(readFilters(new URLSearchParams('keyword=lens')))).toEqual({ keyword: 'lens' });
    expect(writeFilters(readFilters(new URLSearchParams('expand=0')))).toEqual({});
  });

  it('ignores what it does not know', () => {
    const filters = readFilters(new URLSearchParams('site=ebay&sort=cheap&page=-2&min=abc&max=-5&cur=usd&condition=mint&category=9'));
    expect(filters).toMatchObject({ site: null, sort: 'relevance', page: 1, min: null, max: null, currency: null, condition: null });
    // A category belongs to a marketplace's tree: without one it means nothing.
    expect(filters.category).toBeNull();
  });

  it('applies a route preset and leaves it out of the address', () => {
    const preset = { site: 'yahoo' as const, onSale: true };
    const filters = readFilters(new URLSearchParams('keyword=x'), preset);
    expect(filters).toMatchObject({ site: 'yahoo', onSale: true });
    expect(writeFilters(filters, preset)).toEqual({ keyword: 'x' });
    expect(writeFilters({ ...filters, onSale: false }, preset)).toEqual({ keyword: 'x', onSale: '0' });
    expect(readFilters(new URLSearchParams('onSale=0'), preset).onSale).toBe(false);
  });

  it('drops the currency when there is no price bound', () => {
    expect(writeFilters({ ...readFilters(new URLSearchParams()), currency: 'USD' })).toEqual({});
  });
});

describe('toYen', () => {
  it('rounds a lower bound up and an upper bound down', () => {
    expect(toYen(10, usd, 'min')).toBe(1493); // 10 / 0.0067 = 1492.54
    expect(toYen(10, usd, 'max')).toBe(1492);
  });
  it('is exact where the float division is not', () => {
    expect(toYen(6.7, usd, 'min')).toBe(1000);
    expect(toYen(6.7, usd, 'max')).toBe(1000);
    expect(toYen(21, twd, 'max')).toBe(100);
  });
  it('keeps yen whole and never negative', () => {
    expect(toYen(99.5, null, 'min')).toBe(100);
    expect(toYen(99.5, null, 'max')).toBe(99);
    expect(toYen(0, usd, 'min')).toBe(0);
  });
  it('refuses a broken rate', () => {
    expect(toYen(10, { Rate: 0 }, 'min')).toBeNull();
  });
});

describe('toSearchParams', () => {
  it('sends bounds in yen and the marketplace category as a number', () => {
    const filters = readFilters(new URLSearchParams('keyword=a&site=mercari&category=1328&min=10&max=20&cur=USD&hideSoldOut=1'));
    expect(toSearchParams(filters, [usd])).toEqual({
      keyword: 'a',
      site: 'mercari',
      category: 1328,
      minPrice: 1493,
      maxPrice: 2985,
      hideSoldOut: true,
      sort: 'relevance',
      page: 1,
      pageSize,
    });
  });
  it('leaves out bounds in a currency it has no rate for', () => {
    const filters = readFilters(new URLSearchParams('min=10&cur=EUR'));
    expect(toSearchParams(filters, [usd])).not.toHaveProperty('minPrice');
  });
  it('asks for the words as typed only when the address says so', () => {
    expect(toSearchParams(readFilters(new URLSearchParams('keyword=lens&expand=0')), [])).toMatchObject({ keyword: 'lens', expand: false });
    expect(toSearchParams(readFilters(new URLSearchParams('keyword=lens')), [])).not.toHaveProperty('expand');
  });
  it('takes yen bounds as they are', () => {
    expect(toSearchParams(readFilters(new URLSearchParams('min=500&max=1000')), [])).toMatchObject({ minPrice: 500, maxPrice: 1000 });
  });
});

describe('activeFilterCount', () => {
  it('counts the narrowing filters', () => {
    expect(activeFilterCount(readFilters(new URLSearchParams('keyword=a&sort=newest')))).toBe(0);
    expect(activeFilterCount(readFilters(new URLSearchParams('min=1&max=2&onSale=1&listing=fixed')))).toBe(3);
  });
});

describe('clearedFilters', () => {
  it('goes back to the route defaults and keeps keyword, site and sort', () => {
    const preset = { site: 'amazon' as const, onSale: true };
    const filters = readFilters(new URLSearchParams('keyword=a&min=1&onSale=0&sort=newest&listing=fixed&page=4'), preset);
    expect(writeFilters(clearedFilters(filters, preset), preset)).toEqual({ keyword: 'a', sort: 'newest' });
  });
});
