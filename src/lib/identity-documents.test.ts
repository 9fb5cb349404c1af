import { describe, expect, it } from 'vitest';
import { type IdentityDocument, identityNumberValid, maskIdNumber, normalizeIdNumber } from './identity-documents';

const cases: [IdentityDocument, string, boolean][] = [
  // Korea: P and 12 digits.
  ['krPccc', 'P123456789012', true],
  ['krPccc', 'p 1234-5678-9012', true],
  ['krPccc', 'P12345678901', false],
  ['krPccc', 'X123456789012', false],
  // Brazil: the CPFs published as valid examples, and each with a wrong check digit.
  ['brCpf', '529.982.247-25', true],
  ['brCpf', '111.444.777-35', true],
  ['brCpf', '529.982.247-24', false],
  ['brCpf', '111.444.777-53', false],
  ['brCpf', '111.111.111-11', false],
  ['brCpf', '5299822472', false],
  // Taiwan: the Ministry of the Interior's example A123456789 and one digit off.
  ['twNationalId', 'A123456789', true],
  ['twNationalId', 'a123456789', true],
  ['twNationalId', 'A123456788', false],
  ['twNationalId', 'A323456789', false],
  ['twNationalId', 'F131104093', true],
  // China: GB 11643's example with an X check, and wrong check characters or dates.
  ['cnResidentId', '11010519491231002X', true],
  ['cnResidentId', '110105194912310021', false],
  ['cnResidentId', '440524188001010014', false],
  ['cnResidentId', '11010519491331002X', false],
  ['cnResidentId', '11010519491231002', false],
];

describe('identity document numbers', () => {
  it.each(cases)('%s %s → %s', (document, number, valid) => {
    expect(identityNumberValid(document, number)).toBe(valid);
  });

  it('normalizes separators and case, and masks all but the last 4', () => {
    expect(normalizeIdNumber(' 529.982.247-25 ')).toBe('52998224725');
    expect(maskIdNumber('0002', 18)).toBe('••••••••••••••0002');
  });
});
