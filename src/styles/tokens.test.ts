import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const rootBlock = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));

function tokens(prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of rootBlock.matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    if (name!.startsWith(prefix)) found.set(name!, value!.trim());
  }
  return found;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('z-index tokens', () => {
  const layers = tokens('z-');
  it.each(Object.entries(constants.zIndex))('constants.zIndex.%s matches its --z- variable', (key, value) => {
    expect(layers.get(`z-${kebab(key)}`)).toBe(String(value));
  });
  it('derives every other layer from a constant instead of a new number', () => {
    const own = new Set(Object.keys(constants.zIndex).map((k) => `z-${kebab(k)}`));
    for (const [name, value] of layers) if (!own.has(name)) expect(value, name).toMatch(/^(var|calc)\(/);
  });
});

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// Foreground, background, minimum: every text pair the components use (white doubles as the focus ring on
// coloured toasts), plus control outlines at 3:1.
const pairs: [string, string, number][] = [
  ['text', 'surface', 4.5],
  ['text', 'surface-muted', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-muted', 4.5],
  ['text-inverse', 'surface-inverse', 4.5],
  ['brand', 'surface', 4.5],
  ['brand', 'surface-muted', 4.5],
  ['text-inverse', 'brand', 4.5],
  ['text-inverse', 'brand-hover', 4.5],
  ['brand-strong', 'brand-subtle', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'surface-muted', 4.5],
  ['text-inverse', 'accent', 4.5],
  ['accent-strong', 'accent-subtle', 4.5],
  ['danger', 'surface', 4.5],
  ['text-inverse', 'danger', 4.5],
  ['text-inverse', 'danger-hover', 4.5],
  ['danger', 'danger-subtle', 4.5],
  ['success', 'surface', 4.5],
  ['text-inverse', 'success', 4.5],
  ['success', 'success-subtle', 4.5],
  ['warning', 'surface', 4.5],
  ['warning', 'warning-subtle', 4.5],
  ['border-strong', 'surface', 3],
  ['text-inverse', 'warning', 4.5],
];

describe('colour contrast', () => {
  const colours = tokens('color-');
  const hex = (name: string) => {
    const value = colours.get(`color-${name}`);
    expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
    return value!;
  };
  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrast(hex(fg), hex(bg))).toBeGreaterThanOrEqual(min);
  });
});
