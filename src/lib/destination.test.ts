import { describe, expect, it } from 'vitest';
import { countryName, defaultCountry, pickCountry, sortedCountries } from './destination';

const available = ['AU', 'CN', 'DE', 'FR', 'GB', 'TW', 'US'];

describe('defaultCountry', () => {
  it('a currency of one country wins', () => expect(defaultCountry('en', 'GBP', available)).toBe('GB'));
  it('the euro says nothing: the language decides', () => expect(defaultCountry('fr', 'EUR', available)).toBe('FR'));
  it('the default dollar does not override the language', () => expect(defaultCountry('de', 'USD', available)).toBe('DE'));
  it('English with dollars is the USA', () => expect(defaultCountry('en', 'USD', available)).toBe('US'));
  it('Japanese (we do not ship inside Japan) falls through to the currency', () => expect(defaultCountry('ja', 'TWD', available)).toBe('TW'));
  it('nothing matches: the dollar country, then the first destination', () => {
    expect(defaultCountry('ja', 'JPY', available)).toBe('US');
    expect(defaultCountry('ja', 'JPY', ['BR', 'CL'])).toBe('BR');
    expect(defaultCountry('ja', 'JPY', [])).toBeNull();
  });
});

describe('pickCountry', () => {
  it('keeps a stored choice we still ship to', () => expect(pickCountry('AU', 'en', 'USD', available)).toBe('AU'));
  it('replaces one we no longer ship to', () => expect(pickCountry('RU', 'en', 'USD', available)).toBe('US'));
});

describe('country names', () => {
  it('names countries in the shopper language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'ja')).toBe('ドイツ');
  });
  it('sorts by the name, not the code', () => {
    expect(sortedCountries(['DE', 'AU', 'FR'], 'de').map((c) => c.code)).toEqual(['AU', 'DE', 'FR']);
    expect(sortedCountries(['US', 'DE', 'GB'], 'en').map((c) => c.name)).toEqual(['Germany', 'United Kingdom', 'United States']);
  });
});
