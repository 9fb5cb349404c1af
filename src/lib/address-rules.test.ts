import { describe, expect, it } from 'vitest';
import { type AddressInput, addressLines, checkAddress, formFields, normalizePostcode, phoneValid, postcodeValid, rulesFor } from './address-rules';

const destinations = ['US', 'GB', 'JP', 'HK', 'AE', 'MO', 'CN', 'DE', 'CA', 'SG'];
const blank: AddressInput = { country: '', recipient: '', phone: '', postcode: '', region: '', city: '', line1: '', line2: '' };
const address = (patch: Partial<AddressInput>): AddressInput => ({ ...blank, recipient: 'Ann Lee', phone: '+1 (555) 010-0199', line1: '1 Main St', ...patch });

describe('rulesFor', () => {
  it.each([
    // country, the address parts row by row as the country's format orders them
    ['US', [['line1', 'line2'], ['city', 'region', 'postcode']]],
    ['GB', [['line1', 'line2'], ['city'], ['postcode']]],
    ['DE', [['line1', 'line2'], ['postcode', 'city']]],
    ['JP', [['postcode'], ['region'], ['line1', 'line2']]],
    ['CN', [['postcode'], ['region', 'city'], ['line1', 'line2']]],
    ['HK', [['region'], ['city'], ['line1', 'line2']]],
    ['AE', [['line1', 'line2'], ['region']]],
    ['MO', [['line1', 'line2']]],
    ['SG', [['line1', 'line2'], ['postcode']]],
  ])('%s lays out its address as %j', (country, rows) => {
    expect(rulesFor(country).rows).toEqual(rows);
  });

  it('asks for a region only where the format has one, a postcode only where it has one', () => {
    expect(rulesFor('GB').required.has('region')).toBe(false);
    expect(rulesFor('US').required.has('region')).toBe(true);
    expect(rulesFor('HK').uses.has('postcode')).toBe(false);
    expect(rulesFor('AE').uses.has('city')).toBe(false);
    for (const country of destinations) {
      const rules = rulesFor(country);
      expect(rules.required.has('recipient') && rules.required.has('phone') && rules.required.has('line1')).toBe(true);
      expect(rules.required.has('line2')).toBe(false);
    }
  });

  it('puts country, recipient and phone first in the form', () => {
    expect(formFields(rulesFor('JP'))).toEqual(['country', 'recipient', 'phone', 'postcode', 'region', 'line1', 'line2']);
  });

  it('gives each destination with postcodes an example its own validator accepts', () => {
    const shipped = ['CN', 'HK', 'KR', 'MO', 'TW', 'ID', 'IN', 'KH', 'MY', 'PH', 'SG', 'TH', 'VN', 'AE', 'AT', 'AU', 'BE', 'CA', 'CH', 'CZ',
      'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IL', 'IT', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RU', 'SA', 'SE', 'TR', 'UA', 'US',
      'AR', 'BR', 'CL', 'CO', 'EG', 'KE', 'NG', 'PE', 'ZA', 'JP'];
    for (const country of shipped) {
      const rules = rulesFor(country);
      if (!rules.uses.has('postcode')) {
        expect([country, rules.postcodeExample]).toEqual([country, null]);
        continue;
      }
      expect([country, rules.postcodeExample !== null && postcodeValid(country, rules.postcodeExample)]).toEqual([country, true]);
    }
  });
});

describe('postcodes', () => {
  it.each([
    ['US', '12345', true], ['US', '12345-6789', true], ['US', '1234', false], ['US', 'ABCDE', false],
    ['GB', 'SW1A 1AA', true], ['GB', 'sw1a1aa', true], ['GB', 'SW1A', false], ['GB', '12345', false],
    ['JP', '123-4567', true], ['JP', '〒123-4567', true], ['JP', '1234567', true], ['JP', '１２３－４５６７', true], ['JP', '123-456', false], ['JP', '〒12-34567', false],
    ['CA', 'k1a 0b1', true], ['CA', '12345', false],
    ['DE', '10115', true], ['DE', '1011', false],
  ])('%s %s → %s', (country, raw, ok) => {
    expect(postcodeValid(country, normalizePostcode(country, raw))).toBe(ok);
  });

  it('stores the normalised form', () => {
    expect(normalizePostcode('JP', ' 〒１２３４５６７ ')).toBe('123-4567');
    expect(normalizePostcode('GB', 'sw1a  1aa')).toBe('SW1A 1AA');
  });

  it('checks only the length and characters where the validator does not know the country', () => {
    expect(postcodeValid('XK', '10000')).toBe(true);
    expect(postcodeValid('XK', '1')).toBe(false);
    expect(postcodeValid('XK', '1234567890123')).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['+1 (555) 010-0199', true], ['090-1234-5678', true], ['123456', true], ['12345', false],
    ['+12345678901234567890', true], ['+123456789012345678901', false], ['555 0100 ext. 9', false], ['5550100#', false],
  ])('%s → %s', (phone, ok) => {
    expect(phoneValid(phone)).toBe(ok);
  });
});

describe('checkAddress', () => {
  it('accepts a complete address and empties the parts its country does not use', () => {
    const { address: clean, problems } = checkAddress(address({ country: 'hk', region: 'Kowloon', city: 'Mong Kok', postcode: '999077' }), destinations);
    expect(problems).toEqual([]);
    expect(clean).toMatchObject({ country: 'HK', postcode: '', region: 'Kowloon', city: 'Mong Kok' });
  });

  it('names every missing or wrong field, in form order', () => {
    expect(checkAddress({ ...blank, country: 'US', postcode: '1234' }, destinations).problems).toEqual([
      { field: 'recipient', kind: 'required' },
      { field: 'phone', kind: 'required' },
      { field: 'line1', kind: 'required' },
      { field: 'city', kind: 'required' },
      { field: 'region', kind: 'required' },
      { field: 'postcode', kind: 'postcodeFormat' },
    ]);
    expect(checkAddress(address({ country: 'GB', city: 'London', postcode: 'SW1A 1AA', phone: 'call me' }), destinations).problems).toEqual([
      { field: 'phone', kind: 'phone' },
    ]);
    expect(checkAddress(address({ country: 'MO', line1: 'x'.repeat(201) }), destinations).problems).toEqual([{ field: 'line1', kind: 'tooLong' }]);
  });

  it('refuses a country we do not ship to, and a missing one', () => {
    expect(checkAddress(address({ country: 'FR' }), destinations).problems).toEqual([{ field: 'country', kind: 'notShipped' }]);
    expect(checkAddress(address({}), destinations).problems).toEqual([{ field: 'country', kind: 'required' }]);
  });
});

describe('addressLines', () => {
  it('prints a US address in its own order', () => {
    expect(addressLines(address({ country: 'US', city: 'Springfield', region: 'IL', postcode: '62701', line2: 'Apt 2' }))).toEqual([
      'Ann Lee', '1 Main St', 'Apt 2', 'Springfield, IL 62701',
    ]);
  });

  it('prints a Japanese address postcode first, and its Latin spelling name first', () => {
    const jp = { ...blank, country: 'JP', recipient: '山田太郎', phone: '0312345678', postcode: '100-0001', region: '東京都', line1: '千代田区千代田1-1' };
    expect(addressLines(jp)).toEqual(['〒100-0001', '東京都', '千代田区千代田1-1', '山田太郎']);
    expect(addressLines({ ...jp, recipient: 'Taro Yamada', region: 'Tokyo', line1: '1-1 Chiyoda, Chiyoda-ku' })).toEqual([
      'Taro Yamada', '1-1 Chiyoda, Chiyoda-ku, Tokyo', '100-0001',
    ]);
  });
});
