import { describe, expect, it } from 'vitest';
import { contentLink } from '../../generated/routes';
import { helpFileLanguage } from '../../generated/languages';
import { helpServiceLanguage, isContentCode, parseContentKey } from './content-ref';

describe('contentLink (spec §2 shapes)', () => {
  it('puts the code first and the id after a hyphen', () => {
    expect(contentLink({ id: 12, code: 'free-merge', type: 'activity' }, 'global', 'en')).toBe('/activity/free-merge-12');
    expect(contentLink({ id: 7, code: 'two-payments', type: 'article' }, 'global', 'ja')).toBe('/ja/article/detail/two-payments-7');
  });

  it('uses the id alone without a code, and activity by default', () => {
    expect(contentLink({ id: 12 }, 'global', 'en')).toBe('/activity/12');
    expect(contentLink({ id: 3, code: null, type: 'introduction' }, 'global', 'ar')).toBe('/ar/introduction/3');
  });

  it('gives the china edition no language prefix', () => {
    expect(contentLink({ id: 7, code: 'two-payments', type: 'article' }, 'china', 'zhCn')).toBe('/article/detail/two-payments-7');
    expect(contentLink({ id: 5, type: 'introduction' }, 'china', 'ja')).toBe('/introduction/5');
  });
});

describe('parseContentKey', () => {
  it('reads both shapes of a link and a bare code', () => {
    expect(parseContentKey('free-merge-12')).toEqual({ id: 12, code: 'free-merge' });
    expect(parseContentKey('12')).toEqual({ id: 12, code: null });
    expect(parseContentKey('about')).toEqual({ id: null, code: 'about' });
    expect(parseContentKey('how-to-buy')).toEqual({ id: null, code: 'how-to-buy' });
  });

  it('reads what the builder wrote', () => {
    const path = contentLink({ id: 44, code: 'ems-2025', type: 'article' }, 'global', 'en');
    expect(parseContentKey(path.split('/').pop()!)).toEqual({ id: 44, code: 'ems-2025' });
  });

  it('refuses keys no link has', () => {
    for (const bad of ['', '0', '-12', '../12', 'a b', 'x'.repeat(80), '<script>']) expect(parseContentKey(bad)).toBeNull();
  });

  it('knows a code from an id', () => {
    expect(isContentCode('free-merge')).toBe(true);
    expect(isContentCode('123')).toBe(false);
    expect(isContentCode('Free Merge')).toBe(false);
  });
});

describe('help-file language (spec §5)', () => {
  it('keeps en, zhCn, zhTw and ja and sends every other language to en', () => {
    expect(['en', 'zhCn', 'zhTw', 'ja'].map((l) => helpFileLanguage(l as 'en'))).toEqual(['en', 'zhCn', 'zhTw', 'ja']);
    for (const l of ['de', 'ar', 'ko', 'th', 'ru'] as const) expect(helpFileLanguage(l)).toBe('en');
  });

  it('works on service languages for the server', () => {
    expect(helpServiceLanguage('zh-TW')).toBe('zh-TW');
    expect(helpServiceLanguage('ja')).toBe('ja');
    expect(helpServiceLanguage('de')).toBe('en');
    expect(helpServiceLanguage('ar')).toBe('en');
  });
});
