import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail (spec §5)', () => {
  it.each([
    ['plain address', 'buyer@example.com'],
    ['every allowed local-part symbol', 'a.b_c%d+e-f@example.com'],
    ['digits in local part and domain', '2026buyer@mail2.example.jp'],
    ['subdomains', 'buyer@shop.mail.example.co.jp'],
    ['two-letter TLD', 'buyer@example.jp'],
    ['long TLD', 'buyer@example.museum'],
    ['upper case', 'Buyer@Example.COM'],
    ['hyphen in domain', 'buyer@my-shop.example.com'],
  ])('accepts %s', (_, value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'buyer.example.com'],
    ['two @', 'buyer@@example.com'],
    ['empty local part', '@example.com'],
    ['empty domain', 'buyer@'],
    ['domain without a dot', 'buyer@localhost'],
    ['one-letter TLD', 'buyer@example.c'],
    ['TLD with a digit', 'buyer@example.c0m'],
    ['TLD with a hyphen', 'buyer@example.co-m'],
    ['space in local part', 'buy er@example.com'],
    ['leading space', ' buyer@example.com'],
    ['trailing newline', 'buyer@example.com\n'],
    ['symbol outside the allowed set', 'buyer!@example.com'],
    ['quote', '"buyer"@example.com'],
    ['non-ASCII local part', '买家@example.com'],
    ['non-ASCII domain', 'buyer@例子.com'],
    ['trailing dot', 'buyer@example.com.'],
  ])('rejects %s', (_, value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(undefined)).toBe(false);
  });
});
