import { describe, expect, it } from 'vitest';
import { formOf, isoOf, localInput, saveParams } from './content-form';

describe('content form', () => {
  it('round-trips a publication time through the datetime-local input', () => {
    const iso = '2026-11-25T09:30:00.000Z';
    expect(isoOf(localInput(iso))).toBe(iso);
    expect(localInput(null)).toBe('');
    expect(isoOf('')).toBeNull();
    expect(isoOf('not a time')).toBeNull();
  });

  it('starts a new piece as a draft with an English text', () => {
    const form = formOf(null, 'notice');
    expect([form.kind, form.publishedFrom, form.texts.map((t) => t.language)]).toEqual(['notice', '', ['en']]);
  });

  it('sends empty inputs as none, and only the fields the kind uses', () => {
    const form = { ...formOf(null, 'article'), code: '  ', topic: 'fees', goodsKeyword: 'figure', pinned: true, texts: [{ language: 'en' as const, title: 'T', overview: ' ', body: '# B' }] };
    expect(saveParams(form, null, null)).toEqual({
      kind: 'article', code: null, picture: null, topic: null, goodsKeyword: null, pinned: false, sort: 0, publishedFrom: null, publishedUntil: null,
      texts: [{ language: 'en', title: 'T', overview: null, body: '# B' }],
    });
    expect(saveParams({ ...form, kind: 'notice', picture: '/img/content/parcel.svg' }, 4, 'up-1')).toMatchObject({ id: 4, pinned: true, picture: null, pictureUpload: 'up-1' });
  });
});
