// GET params: the generated `query` schemas turn the query's text into each field's type exactly as the
// call wrapper encodes it (src/lib/api/transport.ts), and refuse what does not convert, naming the field.
import { describe, expect, it } from 'vitest';
import { operations } from '../../generated/api/operations';
import { fieldOf, paramsSchema, queryRecord } from './params';

const parse = (name: keyof typeof operations, query: string) => paramsSchema(operations[name]).safeParse(queryRecord(new URLSearchParams(query)));
const refused = (name: keyof typeof operations, query: string) => {
  const result = parse(name, query);
  return result.success ? null : fieldOf(result.error);
};

describe('GET params from the query string', () => {
  it('turns numbers and booleans into their types and leaves the envelope out', () => {
    const result = parse('Sig.Front.SubSite.App.Search', 'n=Sig.Front.SubSite.App.Search&from=INTERNATIONAL&keyword=%20pokemon&page=2&minPrice=%200%20&hideSoldOut=1&onSale=false');
    expect(result.data).toEqual({ keyword: ' pokemon', page: 2, minPrice: 0, hideSoldOut: true, onSale: false });
  });

  it('refuses text that is not a number or a boolean, naming the field', () => {
    expect(refused('Sig.Front.SubSite.App.Search', 'page=')).toBe('page');
    expect(refused('Sig.Front.SubSite.App.Search', 'page=two')).toBe('page');
    expect(refused('Sig.Front.SubSite.App.Search', 'page=1.5')).toBe('page');
    expect(refused('Sig.Front.SubSite.App.Search', 'page=0')).toBe('page');
    expect(refused('Sig.Front.SubSite.App.Search', 'page=1&page=2')).toBe('page');
    expect(refused('Sig.Front.SubSite.App.Search', 'hideSoldOut=yes')).toBe('hideSoldOut');
    expect(refused('Sig.Front.SubSite.App.Search', 'hideSoldOut=True')).toBe('hideSoldOut');
    expect(refused('Sig.Front.SubSite.App.Search', 'keyword=a&keyword=b')).toBe('keyword');
  });

  it('reads lists and objects as JSON, and a repeated key as a list', () => {
    expect(parse('Sig.Front.User.AppCheckout.Preview', 'lineIds=[1,2]').data).toMatchObject({ lineIds: [1, 2] });
    expect(parse('Sig.Front.User.AppCheckout.Preview', 'lineIds=1&lineIds=2').data).toMatchObject({ lineIds: [1, 2] });
    expect(parse('Sig.Front.User.AppCheckout.Preview', 'lineIds=[1]&services=["photo"]').data).toEqual({ lineIds: [1], services: ['photo'] });
    expect(refused('Sig.Front.User.AppCheckout.Preview', 'lineIds=1')).toBe('lineIds');
    expect(refused('Sig.Front.User.AppCheckout.Preview', 'lineIds=[0]')).toBe('lineIds.0');
    const query = encodeURIComponent(JSON.stringify({ keyword: 'pokemon', minPrice: 100, onSale: true }));
    expect(parse('Sig.Front.User.AppSavedSearch.Find', `query=${query}`).data).toEqual({ query: { keyword: 'pokemon', minPrice: 100, onSale: true } });
    expect(refused('Sig.Front.User.AppSavedSearch.Find', 'query={broken')).toBe('query');
  });
});
