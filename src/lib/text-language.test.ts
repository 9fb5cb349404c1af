import { describe, expect, it } from 'vitest';
import { textLanguageAttributes } from './text-language';

describe('textLanguageAttributes', () => {
  it('leaves a text in the page’s language to inherit the page’s lang and dir', () => {
    expect(textLanguageAttributes('ar', 'ar')).toEqual({});
    expect(textLanguageAttributes('zh-CN', 'zhCn')).toEqual({});
  });

  it('marks a text in another language with its own lang and direction', () => {
    expect(textLanguageAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLanguageAttributes('ja', 'ar')).toEqual({ lang: 'ja', dir: 'ltr' });
    expect(textLanguageAttributes('ar', 'en')).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});
