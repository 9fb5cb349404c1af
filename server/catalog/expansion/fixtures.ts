// Small glossaries and category names for the expansion's tests (the storefront's own glossary files are
// locales/gloss; these stand in for them so the tests say exactly which words they rely on).
import type { LanguageCode } from '../../../generated/languages';
import { type CategoryName, categoryLexicons } from './category-names';
import type { ExpansionSources } from './expand';
import { type GlossaryFile, reverseGlossary } from './glossary';
import { lexiconOf } from './lexicon';

export const testGlossaries: Partial<Record<LanguageCode, GlossaryFile>> = {
  en: {
    terms: {
      ナイキ: 'Nike', スニーカー: 'sneakers', 長財布: 'long wallet', 交換レンズ: 'camera lens, interchangeable lens', フィギュア: 'figure',
      'ザ・ノース・フェイス': 'The North Face', 腕時計: 'wristwatch, watch', ルイヴィトン: 'Louis Vuitton', ジャケット: 'jacket',
      ミニスカート: 'miniskirt', 遊戯王: 'Yu-Gi-Oh!', ワイヤレスイヤホン: 'wireless earbuds', ラウンドファスナー財布: 'zip-around wallet', メンズ: "men's", クリアファイル: 'clear file folder', グレー: 'grey',
    },
  },
  de: { terms: { スニーカー: 'Turnschuhe', 腕時計: 'Armbanduhr', 長財布: 'lange Geldbörse', ナイキ: 'Nike' } },
  ar: { terms: { スニーカー: 'حذاء رياضي', 腕時計: 'ساعة يد', ナイキ: 'Nike' } },
  zhCn: { terms: { 腕時計: '手表', スニーカー: '运动鞋', ナイキ: '耐克' } },
};

export const testCategoryNames: CategoryName[] = [
  { categoryId: 1, language: 'ja', name: '靴・スニーカー' }, { categoryId: 1, language: 'en', name: 'Shoes' },
  { categoryId: 1, language: 'de', name: 'Schuhe' }, { categoryId: 1, language: 'ar', name: 'أحذية' },
  { categoryId: 2, language: 'ja', name: 'ジャケット/アウター' }, { categoryId: 2, language: 'en', name: 'Jackets & outerwear' },
  { categoryId: 2, language: 'de', name: 'Jacken & Mäntel' },
  { categoryId: 3, language: 'ja', name: 'その他' }, { categoryId: 3, language: 'en', name: 'Other' },
  { categoryId: 4, language: 'ja', name: 'カメラ' }, { categoryId: 4, language: 'en', name: 'Cameras' }, { categoryId: 4, language: 'zh-CN', name: '相机' },
];

/** The test glossaries and categories, and a few lines of EDICT's index. */
export function testSources(): ExpansionSources {
  return {
    glossaries: new Map(Object.entries(testGlossaries).map(([code, file]) => [code as LanguageCode, reverseGlossary(code as LanguageCode, file)])),
    categories: categoryLexicons(testCategoryNames),
    dictionary: lexiconOf('en', [['camera', ['カメラ']], ['lens', ['レンズ']], ['leather', ['レザー', '皮革']], ['jacket', ['ジャケット', 'ジャンパー']], ['leather jacket', ['革ジャン']], ['book', ['ブック', '本']], ['face', ['フェイス']]]),
  };
}
