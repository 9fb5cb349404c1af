import { describe, expect, it } from 'vitest';
import { foldForSearch, helpMatches } from './help-search';

describe('help search', () => {
  it('ignores case, accents and full-width forms', () => {
    expect(helpMatches('Qui paie les droits de douane ?', 'DOUANE')).toBe(true);
    expect(helpMatches('Dédouanement et taxes', 'dedouanement')).toBe(true);
    expect(helpMatches('Envío y plazos', 'envio')).toBe(true);
    expect(helpMatches('Storage fees', 'ＳＴＯＲＡＧＥ')).toBe(true);
    expect(helpMatches('Ёлка', 'елка')).toBe(true);
  });

  it('drops Arabic vowel signs on either side', () => {
    expect(helpMatches('رُسُوم الجمارك', 'رسوم')).toBe(true);
    expect(helpMatches('رسوم الجمارك', 'رُسُوم')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(helpMatches('How long is storage free?', 'free storage')).toBe(true);
    expect(helpMatches('How long is storage free?', 'storage customs')).toBe(false);
  });

  it('matches part of a sentence written without spaces', () => {
    expect(helpMatches('保管料はいつからかかりますか？', '保管料')).toBe(true);
    expect(helpMatches('关税由谁支付？', '关税')).toBe(true);
    expect(helpMatches('ใครเป็นผู้จ่ายภาษีศุลกากร', 'ภาษี')).toBe(true);
  });

  it('keeps the marks that change a Japanese or Thai word', () => {
    expect(helpMatches('はこ', 'ばこ')).toBe(false);
    expect(foldForSearch('ภาษี')).toBe('ภาษี');
  });

  it('matches everything on an empty or blank query', () => {
    expect(helpMatches('anything', '')).toBe(true);
    expect(helpMatches('anything', '   ')).toBe(true);
  });
});
