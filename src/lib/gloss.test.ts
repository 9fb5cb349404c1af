import { describe, expect, it } from 'vitest';
import { type GlossSegment, type Glossary, glossMatcher, glossRuns, glossSegments } from './gloss';

// A small stand-in for locales/gloss/en.json (its format: Japanese term -> gloss).
const en: Glossary = {
  ルイヴィトン: 'Louis Vuitton',
  長財布: 'long wallet',
  財布: 'wallet',
  新品: 'new',
  未使用: 'unused',
  新品未使用: 'new, unused',
  美品: 'good condition',
  極美品: 'excellent condition',
  ブラック: 'black',
  バッグ: 'bag',
  ショルダーバッグ: 'shoulder bag',
  キヤノン: 'Canon',
  ミラーレス: 'mirrorless',
  ボディ: 'body',
  ポケモンカード: 'Pokémon cards',
  シルバー: 'silver',
  サイズ: 'size',
  ナイキ: 'Nike',
  スニーカー: 'sneakers',
  USED: 'used',
  ps: 'PlayStation',
};
const matcher = glossMatcher(en);
const gloss = (title: string) => glossSegments(title, matcher).map((s) => s.text);

describe('glossSegments', () => {
  it('translates the known words in the title order and drops Japanese it does not know', () => {
    expect(gloss('ルイヴィトン モノグラム 長財布 ブラック 箱付き')).toEqual(['Louis Vuitton', 'long wallet', 'black']);
  });

  it('takes the longest known word at each place', () => {
    expect(gloss('ショルダーバッグ')).toEqual(['shoulder bag']);
    expect(gloss('【極美品】長財布')).toEqual(['excellent condition', 'long wallet']);
    // 新品未使用 is a term of its own, ahead of 新品 + 未使用.
    expect(gloss('【新品未使用】ルイヴィトン')).toEqual(['new, unused', 'Louis Vuitton']);
  });

  it('reads the words inside brackets', () => {
    expect(gloss('【新品】「ナイキ」『スニーカー』')).toEqual(['new', 'Nike', 'sneakers']);
  });

  it('keeps Latin model names, grades and numbers as written, each run whole', () => {
    expect(gloss('キヤノン EOS R6 ミラーレス ボディ')).toEqual(['Canon', 'EOS R6', 'mirrorless', 'body']);
    expect(gloss('ポケモンカード ピカチュウ PSA10')).toEqual(['Pokémon cards', 'PSA10']);
    // Latin words written side by side are one run, as the seller wrote them.
    expect(gloss('シルバー925 Sサイズ 27.5cm 50%OFF')).toEqual(['silver', '925 S', 'size', '27.5cm 50%OFF']);
    expect(gloss('シルバー925・S')).toEqual(['silver', '925', 'S']);
  });

  it('folds full-width letters and half-width katakana (NFKC) before matching', () => {
    expect(gloss('ＥＯＳ Ｒ６ ｷﾔﾉﾝ')).toEqual(['EOS R6', 'Canon']);
    expect(gloss('ﾊﾞｯｸﾞ')).toEqual(['bag']);
  });

  it('gives each gloss once, case aside (the brand in katakana and in Latin letters)', () => {
    expect(gloss('ルイヴィトン LOUIS VUITTON 長財布 ルイヴィトン')).toEqual(['Louis Vuitton', 'long wallet']);
    expect(gloss('新品 未使用 新品')).toEqual(['new', 'unused']);
    // The brand in Latin letters running into the model name: the model is what is left.
    expect(gloss('キヤノン Canon EOS R6 ボディ')).toEqual(['Canon', 'EOS R6', 'body']);
    expect(gloss('キヤノン CANON・EOS ボディ')).toEqual(['Canon', 'EOS', 'body']);
    expect(gloss('ルイヴィトン Louis Vuittonist')).toEqual(['Louis Vuitton', 'Louis Vuittonist']);
  });

  it('matches a Latin term as a whole word only', () => {
    expect(gloss('美品 USED')).toEqual(['good condition', 'used']);
    expect(gloss('美品 PS5')).toEqual(['good condition', 'PS5']);
    expect(gloss('美品 ps')).toEqual(['good condition', 'PlayStation']);
  });

  it('is empty when no word is known, Latin letters or not', () => {
    expect(gloss('モノグラム 箱付き')).toEqual([]);
    expect(gloss('NIKE AIR MAX 90')).toEqual([]);
    expect(gloss('')).toEqual([]);
  });

  it('marks which segments come from the glossary and what they stand for', () => {
    expect(glossSegments('ＥＯＳ キヤノン', matcher)).toEqual([
      { text: 'EOS', source: 'EOS', known: false },
      { text: 'Canon', source: 'キヤノン', known: true },
    ]);
  });

  it('builds a glossary matcher once, and skips empty terms', () => {
    expect(glossMatcher(en)).toBe(matcher);
    const odd = glossMatcher({ '': 'nothing', 空: '  ', 時計: ' watch ' });
    expect(glossSegments('空 時計', odd).map((s) => s.text)).toEqual(['watch']);
  });
});

describe('glossRuns', () => {
  const segments = (...texts: string[]): GlossSegment[] => texts.map((text) => ({ text, source: text, known: true }));

  it('joins words of one direction into one run', () => {
    expect(glossRuns(segments('Canon', 'EOS R6', 'mirrorless'))).toEqual([{ text: 'Canon EOS R6 mirrorless', rtl: false }]);
    expect(glossRuns([])).toEqual([]);
  });

  it('keeps Latin names and Arabic words in runs of their own, in the title order', () => {
    expect(glossRuns(segments('Canon', 'AE-1', 'كاميرا فيلم', 'جديد', '50%'))).toEqual([
      { text: 'Canon AE-1', rtl: false },
      { text: 'كاميرا فيلم جديد', rtl: true },
      { text: '50%', rtl: false },
    ]);
  });
});
