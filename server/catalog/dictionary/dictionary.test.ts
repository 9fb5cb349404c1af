// EDICT read and chosen from (a few real lines), and the committed index's shape: what `npm run dict:build`
// wrote is what the server reads, in look-up forms, with its licence named.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIndex } from '../expansion/dictionary';
import { lookupPhrase, wordsOf } from '../expansion/forms';
import { parseEdictLine } from './edict-parse';
import { soundsAlike } from './loanword';
import { buildIndex, perKey } from './select';

const lines = [
  'フィギュア /(n) (1) figure/form/shape/(n) (2) figurine/model figure/(n) (3) (sports) (abbr) figure skating/(P)/',
  '数字 [すうじ] /(n) (1) numeral/figure/digit/numeric character/(n) (2) figures/numbers/data/(P)/',
  '図 [ず] /(n) (1) drawing/picture/diagram/figure/illustration/chart/graph/sketch/(n) (2) situation/scene/sight/spectacle/(P)/',
  'スニーカー /(n) sneaker/sneakers/(P)/',
  '運動靴 [うんどうぐつ] /(n) sports shoes/sneakers/',
  '鞄 [かばん] /(n) (uk) bag/satchel/briefcase/basket/(P)/',
  'バッグ /(n) bag/(P)/',
  '長財布 [ながざいふ] /(n) long wallet/',
  '時計 [ときはかり] /(ok) (n) clock/watch/timepiece/',
  '時計 [とけい] /(n) clock/watch/timepiece/(P)/',
  '面 [つら] /(n) (1) face/mug/(n) (2) surface/(P)/',
];

describe('EDICT lines', () => {
  it('reads senses, parts of speech, kana marks, common words and old spellings', () => {
    expect(parseEdictLine(lines[0]!)).toMatchObject({ headword: 'フィギュア', reading: null, common: true, senses: [{ glosses: ['figure', 'form', 'shape'] }, { glosses: ['figurine', 'model figure'] }, { glosses: ['figure skating'] }] });
    expect(parseEdictLine(lines[5]!)).toMatchObject({ headword: '鞄', reading: 'かばん', senses: [{ pos: ['n'], kana: true }] });
    expect(parseEdictLine(lines[8]!)?.irregular).toBe(true);
    expect(parseEdictLine('not a line')).toBeNull();
  });

  it('hears a loanword in its English', () => {
    expect(soundsAlike('camera', 'カメラ')).toBe(1);
    expect(soundsAlike('lens', 'レンズ')).toBe(1);
    expect(soundsAlike('figure', 'フィギュア')).toBeGreaterThan(0.6);
    expect(soundsAlike('figure', 'スタイル')).toBeLessThan(0.6);
  });

  it('chooses the loanword and few native words, and brings plurals together', () => {
    const index = buildIndex(lines);
    expect(index.get('figure')?.[0]).toBe('フィギュア');
    expect(index.get('figure')).not.toContain('図');
    expect(index.get('sneaker')).toEqual(['スニーカー']);
    expect(index.get('bag')).toEqual(['バッグ', 'かばん', 'カバン']);
    expect(index.get('long wallet')).toEqual(['長財布']);
    expect(index.get('watch')).toEqual(['時計']);
    expect(index.has('mug')).toBe(false);
  });
});

describe('the committed index (en-ja.tsv)', () => {
  const text = readFileSync(new URL('./en-ja.tsv', import.meta.url), 'utf8');
  const entries = parseIndex(text);

  it('names EDICT and its licence', () => {
    expect(text.split('\n').slice(0, 2).join('\n')).toMatch(/EDICT.*Electronic Dictionary Research and Development Group, CC BY-SA/s);
  });

  it('is sorted English keys in look-up form, each with a few Japanese words', () => {
    expect(entries.length).toBeGreaterThan(20_000);
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    const keys = entries.map(([english]) => english);
    expect(keys).toEqual([...keys].sort());
    for (const [english, japanese] of entries) {
      expect(lookupPhrase(wordsOf(english), 'en')).toBe(english);
      expect(japanese.length).toBeGreaterThan(0);
      expect(japanese.length).toBeLessThanOrEqual(perKey * 2);
    }
  });

  it('knows the shopping words it is there for', () => {
    const index = new Map(entries);
    expect(index.get('camera')).toContain('カメラ');
    expect(index.get('lens')).toContain('レンズ');
    expect(index.get('sneaker')).toContain('スニーカー');
    expect(index.get('long wallet')).toContain('長財布');
  });
});
