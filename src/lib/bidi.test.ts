import { expect, it } from 'vitest';
import { ltr } from './bidi';

it('wraps the text in a left-to-right isolate', () => {
  expect(ltr('30-90')).toBe('\u206630-90\u2069');
});
