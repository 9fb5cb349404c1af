import { describe, expect, it } from 'vitest';
import { tabParam } from './params';

describe('tabParam', () => {
  it('reads a known tab', () => expect(tabParam(new URLSearchParams('view=won'))).toBe('won'));
  it('falls back to leading', () => {
    expect(tabParam(new URLSearchParams())).toBe('leading');
    expect(tabParam(new URLSearchParams('view=refund'))).toBe('leading');
  });
});
