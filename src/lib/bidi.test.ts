import { expect, it } from 'vitest';
import { isolated, ltr } from './bidi';

it('wraps the text in a left-to-right isolate', () => {
  expect(ltr('30-90')).toBe('\u206630-90\u2069');
});

it('wraps a keyword in an isolate whose direction it decides', () => {
  expect(isolated('camera lens')).toBe('\u2068camera lens\u2069');
});
