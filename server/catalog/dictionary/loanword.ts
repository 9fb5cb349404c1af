// Whether a katakana word sounds like an English one (カメラ and "camera", レンズ and "lens"): the
// dictionary's index prefers such loanwords, the words Japanese listings use for imported goods, over
// native words that merely share a meaning. Both are reduced to a rough consonant skeleton (l and r, b and
// v, s and z are one; vowels, h, w and y dropped; doubled letters once) and compared by edit distance.

const kana: Record<string, string> = {
  ア: 'a', イ: 'i', ウ: 'u', エ: 'e', オ: 'o', カ: 'ka', キ: 'ki', ク: 'ku', ケ: 'ke', コ: 'ko', ガ: 'ga', ギ: 'gi', グ: 'gu', ゲ: 'ge', ゴ: 'go',
  サ: 'sa', シ: 'shi', ス: 'su', セ: 'se', ソ: 'so', ザ: 'za', ジ: 'ji', ズ: 'zu', ゼ: 'ze', ゾ: 'zo', タ: 'ta', チ: 'chi', ツ: 'tsu', テ: 'te', ト: 'to',
  ダ: 'da', ヂ: 'ji', ヅ: 'zu', デ: 'de', ド: 'do', ナ: 'na', ニ: 'ni', ヌ: 'nu', ネ: 'ne', ノ: 'no', ハ: 'ha', ヒ: 'hi', フ: 'fu', ヘ: 'he', ホ: 'ho',
  バ: 'ba', ビ: 'bi', ブ: 'bu', ベ: 'be', ボ: 'bo', パ: 'pa', ピ: 'pi', プ: 'pu', ペ: 'pe', ポ: 'po', マ: 'ma', ミ: 'mi', ム: 'mu', メ: 'me', モ: 'mo',
  ヤ: 'ya', ユ: 'yu', ヨ: 'yo', ラ: 'ra', リ: 'ri', ル: 'ru', レ: 're', ロ: 'ro', ワ: 'wa', ヰ: 'i', ヱ: 'e', ヲ: 'o', ン: 'n', ヴ: 'vu',
  ァ: 'a', ィ: 'i', ゥ: 'u', ェ: 'e', ォ: 'o', ャ: 'ya', ュ: 'yu', ョ: 'yo', ヮ: 'wa',
};

/** Katakana in Latin letters, roughly (ッ and ー are left out: the skeleton ignores length). */
export function romaji(word: string): string {
  return [...word].map((c) => kana[c] ?? '').join('');
}

/** The consonants that carry a word's sound, written alike in English and in romaji. */
export function skeleton(latin: string): string {
  const s = latin
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/tch|ch|ts/g, 't')
    .replace(/sh|th/g, 's')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cqk]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/l/g, 'r')
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/[aeiouhwy]/g, '');
  return s.replace(/(.)\1+/g, '$1');
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/** 1 when the katakana word's consonants are the English word's, down to 0. */
export function soundsAlike(english: string, katakana: string): number {
  const a = skeleton(english);
  const b = skeleton(romaji(katakana));
  if (a.length === 0 || b.length === 0) return 0;
  return 1 - distance(a, b) / Math.max(a.length, b.length);
}

export const isKatakana = (word: string): boolean => /^[\u30A1-\u30FA\u30FC・]+$/u.test(word);

/** Hiragana written in katakana (かばん → カバン), as listings write a word usually spelt in kana. */
export const toKatakana = (word: string): string => word.replace(/[\u3041-\u3096]/gu, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
