// The keyword expansion over small glossaries, category names and dictionary lines (fixtures.ts): phrases
// before words, plurals and other endings, brands, category names in German and Arabic, Chinese runs,
// Japanese left alone, stop words, EDICT for English only and the caps.
import { describe, expect, it } from 'vitest';
import { type ExpansionSources, expandKeyword, maxJapanese } from './expand';
import { testSources } from './fixtures';
import { reverseGlossary } from './glossary';
import { lexiconOf } from './lexicon';

const sources = testSources();
const expand = (keyword: string, language: Parameters<typeof expandKeyword>[1] = 'en', from: ExpansionSources = sources) => expandKeyword(keyword, language, from);
const japaneseOf = (keyword: string, language: Parameters<typeof expandKeyword>[1] = 'en') => expand(keyword, language).map((g) => [g.term, g.japanese]);

describe('phrases and words', () => {
  it('matches the longest phrase first, then the words left', () => {
    expect(japaneseOf('The North Face jacket')).toEqual([
      ['The North Face', ['ザ・ノース・フェイス']],
      ['jacket', ['ジャケット']],
    ]);
    expect(japaneseOf('camera lens')).toEqual([['camera lens', ['交換レンズ', 'カメラレンズ']]]);
  });

  it('keeps what the shopper typed as the first form, folded', () => {
    const [group] = expand('SNEAKERS');
    expect(group).toEqual({ term: 'SNEAKERS', forms: ['sneakers', 'sneaker'], japanese: ['スニーカー'] });
  });

  it('leaves a word no source knows as typed', () => {
    expect(expand('zzxq sneakers')).toEqual([
      { term: 'zzxq', forms: ['zzxq'], japanese: [] },
      { term: 'sneakers', forms: ['sneakers', 'sneaker'], japanese: ['スニーカー'] },
    ]);
  });

  it('drops stop words beside other words, and keeps a keyword of stop words only', () => {
    expect(expand('bag for the camera').map((g) => g.term)).toEqual(['bag', 'camera']);
    expect(expand('the').map((g) => g.term)).toEqual(['the']);
  });

  it('searches a word typed twice once', () => {
    expect(expand('nike Nike').map((g) => g.term)).toEqual(['nike']);
  });
});

describe('spellings', () => {
  it('finds a phrase written as one word, and one word written as a phrase or with hyphens', () => {
    expect(japaneseOf('mini skirt')).toEqual([['mini skirt', ['ミニスカート']]]);
    expect(japaneseOf('yugioh')).toEqual([['yugioh', ['遊戯王']]]);
    expect(japaneseOf('zip around wallet')).toEqual([['zip around wallet', ['ラウンドファスナー財布']]]);
  });

  it('finds a glossary phrase by its last or first words when nothing else knows them, but not past EDICT nor by a stop word', () => {
    expect(japaneseOf('earbuds')).toEqual([['earbuds', ['ワイヤレスイヤホン']]]);
    expect(japaneseOf('vuitton')).toEqual([['vuitton', ['ルイヴィトン']]]);
    expect(japaneseOf('clear file')).toEqual([['clear file', ['クリアファイル']]]);
    expect(japaneseOf('face')).toEqual([['face', ['フェイス']]]);
    expect(japaneseOf('the')).toEqual([['the', []]]);
  });

  it('reads British and American spellings alike', () => {
    expect(japaneseOf('gray')).toEqual([['gray', ['グレー']]]);
  });
});

describe('endings', () => {
  it('brings English plurals and singulars together, in phrases too', () => {
    expect(japaneseOf('sneaker')).toEqual([['sneaker', ['スニーカー']]]);
    expect(japaneseOf('long wallets')).toEqual([['long wallets', ['長財布']]]);
    expect(japaneseOf('watches')).toEqual([['watches', ['腕時計']]]);
    expect(japaneseOf('mens')).toEqual([['mens', ['メンズ']]]);
  });

  it('brings German endings and umlauts together', () => {
    expect(japaneseOf('Schuh', 'de')).toEqual([['Schuh', ['靴', 'スニーカー']]]);
    expect(japaneseOf('Turnschuh', 'de')).toEqual([['Turnschuh', ['スニーカー']]]);
    expect(japaneseOf('lange Geldbörsen', 'de')).toEqual([['lange Geldbörsen', ['長財布']]]);
  });

  it('reads an Arabic word with or without its article', () => {
    expect(japaneseOf('أحذية', 'ar')).toEqual([['أحذية', ['靴', 'スニーカー']]]);
    expect(japaneseOf('الأحذية', 'ar')).toEqual([['الأحذية', ['靴', 'スニーカー']]]);
    expect(japaneseOf('حذاء رياضي', 'ar')).toEqual([['حذاء رياضي', ['スニーカー']]]);
  });
});

describe('brands and categories', () => {
  it('finds a brand by its Latin name in every language', () => {
    for (const language of ['en', 'de', 'ar'] as const) expect(japaneseOf('NIKE', language)).toEqual([['NIKE', ['ナイキ']]]);
    expect(japaneseOf('louis vuitton')).toEqual([['louis vuitton', ['ルイヴィトン']]]);
  });

  it('gives a category name the Japanese name’s parts, each part its own when the names have as many', () => {
    expect(japaneseOf('shoes')).toEqual([['shoes', ['靴', 'スニーカー']]]);
    expect(japaneseOf('Schuhe', 'de')).toEqual([['Schuhe', ['靴', 'スニーカー']]]);
    expect(japaneseOf('outerwear')).toEqual([['outerwear', ['アウター']]]);
    expect(japaneseOf('Mäntel', 'de')).toEqual([['Mäntel', ['アウター']]]);
    expect(japaneseOf('jackets & outerwear')).toEqual([['jackets & outerwear', ['ジャケット', 'アウター']]]);
  });

  it('gives a catch-all category nothing', () => {
    expect(japaneseOf('other')).toEqual([['other', []]]);
  });

  it('reads a category name in another language than the shopper’s', () => {
    expect(japaneseOf('Schuhe', 'fr')).toEqual([['Schuhe', ['靴', 'スニーカー']]]);
  });
});

describe('scripts', () => {
  it('does not expand a Japanese keyword, nor Japanese words in any language', () => {
    expect(expand('ナイキ スニーカー', 'ja')).toEqual([
      { term: 'ナイキ', forms: ['ナイキ'], japanese: [] },
      { term: 'スニーカー', forms: ['スニーカー'], japanese: [] },
    ]);
    expect(expand('sneakers', 'ja')).toEqual([{ term: 'sneakers', forms: ['sneakers'], japanese: [] }]);
    expect(japaneseOf('腕時計 スニーカー')).toEqual([['腕時計', []], ['スニーカー', []]]);
  });

  it('reads Chinese words in the Chinese glossary and categories only, and cuts a run into them', () => {
    expect(japaneseOf('手表', 'zhCn')).toEqual([['手表', ['腕時計']]]);
    expect(japaneseOf('相机', 'zhCn')).toEqual([['相机', ['カメラ']]]);
    expect(japaneseOf('耐克运动鞋', 'zhCn')).toEqual([['耐克', ['ナイキ']], ['运动鞋', ['スニーカー']]]);
    expect(japaneseOf('手表', 'en')).toEqual([['手表', []]]);
  });
});

describe('EDICT', () => {
  it('expands English words the glossaries do not know', () => {
    expect(japaneseOf('camera')).toEqual([['camera', ['カメラ']]]);
    expect(japaneseOf('book')).toEqual([['book', ['ブック', '本']]]);
  });

  it('is not read where a glossary knows the phrase, nor for other languages', () => {
    expect(japaneseOf('jacket')).toEqual([['jacket', ['ジャケット']]]);
    expect(japaneseOf('book', 'de')).toEqual([['book', []]]);
  });

  it('adds the loanwords of a phrase’s words put together', () => {
    expect(japaneseOf('leather jacket')).toEqual([['leather jacket', ['革ジャン', 'レザージャケット']]]);
  });
});

describe('caps', () => {
  it('keeps at most maxJapanese Japanese terms of a word', () => {
    const many = Array.from({ length: 20 }, (_, i) => `テスト${i}`);
    const wide: ExpansionSources = { ...sources, dictionary: lexiconOf('en', [['thing', many]]) };
    expect(expand('thing', 'en', wide)[0]!.japanese).toEqual(many.slice(0, maxJapanese));
  });

  it('searches words past the 24th as typed', () => {
    const keyword = [...Array.from({ length: 24 }, (_, i) => `w${i}`), 'sneakers'].join(' ');
    expect(expand(keyword).at(-1)).toEqual({ term: 'sneakers', forms: ['sneakers', 'sneaker'], japanese: [] });
  });
});

describe('glossaries', () => {
  it('reads a gloss of several as each, after the words glossed by it alone', () => {
    const glossaries = new Map([['en', reverseGlossary('en', { terms: { 新品未使用: 'new, unused', 新品: 'new' } })]] as const);
    const from: ExpansionSources = { glossaries, categories: [], dictionary: null };
    expect(expand('new', 'en', from)[0]!.japanese).toEqual(['新品', '新品未使用']);
    expect(expand('unused', 'en', from)[0]!.japanese).toEqual(['新品未使用']);
  });
});
