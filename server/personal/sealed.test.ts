import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('sealed identity numbers', () => {
  const key = randomBytes(32);
  it('opens with the key, never shows the number, and differs each time', () => {
    const a = seal(key, '11010519491231002X');
    expect(a).not.toContain('11010519491231002X');
    expect(seal(key, '11010519491231002X')).not.toBe(a);
    expect(unseal(key, a)).toBe('11010519491231002X');
  });
  it('refuses another key or a changed ciphertext', () => {
    const a = seal(key, 'P123456789012');
    expect(() => unseal(randomBytes(32), a)).toThrow();
    const [iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => unseal(key, `${iv}.${tag}.${flipped.toString('base64url')}`)).toThrow();
  });
});
