// What the seeded goods are: item kinds with the brands, models and words Japanese listings use, price
// bands in yen, shipping weights, and the risks a proxy service warns about (batteries, liquids, brand
// goods). Titles are put together from these by goods-titles.ts.
import type { GoodsRisk } from '../types';

export type KindKey =
  | 'wallet' | 'bag' | 'watch' | 'sneakers' | 'tops' | 'jacket' | 'dress' | 'card' | 'figure' | 'animeGoods'
  | 'gameSoft' | 'console' | 'camera' | 'phone' | 'cosmetics' | 'book' | 'music' | 'accessory' | 'kitchen'
  | 'toy' | 'sports' | 'liquor';

export interface Brand {
  ja: string;
  latin: string;
  /** Luxury brands are checked for authenticity: a brand-goods risk notice. */
  luxury?: boolean;
  /** The brand's own models or lines; a [model, item] pair also fixes what the item is. */
  models?: (string | [string, string])[];
  /** The brand's usual asking prices, yen, where they differ from the kind's. */
  price?: [number, number];
}

export interface Kind {
  key: KindKey;
  /** Typical asking prices, yen: drawn log-uniformly between. */
  price: [number, number];
  grams: [number, number];
  risk?: GoodsRisk;
  brands: Brand[];
  /** The item nouns (長財布, ショルダーバッグ…). */
  items: string[];
  /** Items whose prices differ from the kind's (a complete manga set costs more than one volume). */
  itemPrices?: Record<string, [number, number]>;
  /** Colours, sizes and selling words added now and then. */
  extras: string[];
  /** Variants that pick a sub-category (women/men, or a card game). */
  variants?: string[];
}

const b = (ja: string, latin: string, models?: Brand['models'], luxury = false): Brand => ({ ja, latin, ...(models ? { models } : {}), ...(luxury ? { luxury } : {}) });
/** A brand with its own price band. */
const priced = (brand: Brand, price: [number, number]): Brand => ({ ...brand, price });
const lux = (ja: string, latin: string, models: Brand['models']) => b(ja, latin, models, true);

const colours = ['ブラック', 'ホワイト', 'ネイビー', 'ベージュ', 'ブラウン', 'レッド', 'グレー', 'ピンク', 'カーキ', 'ブルー'];
const clothingSizes = ['Sサイズ', 'Mサイズ', 'Lサイズ', 'XLサイズ', 'フリーサイズ'];

/** Goods made by hand (minne): the maker is the brand, the material the model. */
const handmadeBrand = (models: Brand['models']) => b('ハンドメイド', 'handmade', models);
export const handmade: Partial<Record<KindKey, Brand>> = {
  accessory: handmadeBrand([['天然石', 'ピアス'], ['14kgf', 'ネックレス'], ['シルバー925', 'リング'], ['パール', 'イヤリング'], ['レジン', 'ヘアクリップ'], ['真鍮', 'ブレスレット'], ['ビーズ刺繍', 'ブローチ'], ['ドライフラワー', 'ピアス']]),
  bag: handmadeBrand([['帆布', 'トートバッグ'], ['刺繍', 'がま口ポーチ'], ['本革', 'ショルダーバッグ'], ['リネン', 'エコバッグ']]),
  kitchen: handmadeBrand([['陶器', 'マグカップ'], ['陶器', '豆皿'], ['木製', 'カトラリーセット'], ['ガラス', 'タンブラー']]),
};

export const kinds: readonly Kind[] = [
  {
    key: 'wallet', price: [2_500, 150_000], grams: [150, 450], variants: ['women', 'men'],
    brands: [
      lux('ルイヴィトン', 'LOUIS VUITTON', ['モノグラム', 'ダミエ', 'エピ', ['ジッピーウォレット', '長財布'], ['ポルトフォイユ・サラ', '長財布'], ['ミュルティクレ', 'キーケース']]),
      lux('シャネル', 'CHANEL', ['マトラッセ', 'キャビアスキン', 'ココマーク', 'ボーイシャネル']),
      lux('グッチ', 'GUCCI', ['GGマーモント', 'GGスプリーム', 'オフィディア']),
      lux('プラダ', 'PRADA', ['サフィアーノ', 'テスート']),
      lux('エルメス', 'HERMES', [['ベアン', '長財布'], ['ドゴン', '長財布'], ['カルヴィ', 'カードケース']]),
      priced(b('コーチ', 'COACH', ['シグネチャー', 'ペブルレザー']), [3000, 25000]), priced(b('ポールスミス', 'Paul Smith', ['マルチストライプ']), [3000, 20000]), priced(b('ポーター', 'PORTER', ['タンカー', 'カレント']), [3000, 20000]),
    ],
    items: ['長財布', '二つ折り財布', '三つ折り財布', 'コインケース', 'キーケース', 'カードケース', 'ラウンドファスナー財布'],
    extras: [...colours, 'レザー', '箱付き', '保存袋付き', '正規品', 'ユニセックス'],
  },
  {
    key: 'bag', price: [1_800, 400_000], grams: [300, 1_500], variants: ['women', 'men'],
    brands: [
      lux('ルイヴィトン', 'LOUIS VUITTON', [['ネヴァーフル MM', 'トートバッグ'], ['スピーディ 30', 'ハンドバッグ'], ['ポシェット・メティス', 'ショルダーバッグ'], 'モノグラム']),
      lux('エルメス', 'HERMES', [['バーキン 30', 'ハンドバッグ'], ['ピコタン ロック PM', 'ハンドバッグ'], ['ガーデンパーティ', 'トートバッグ']]),
      lux('シャネル', 'CHANEL', [['マトラッセ チェーンショルダー', 'ショルダーバッグ'], ['ドーヴィル', 'トートバッグ']]),
      lux('セリーヌ', 'CELINE', [['ラゲージ ナノ', 'ハンドバッグ'], ['トリオンフ', 'ショルダーバッグ']]),
      lux('ロエベ', 'LOEWE', [['パズル', '2WAYバッグ'], ['ハンモック', 'ハンドバッグ'], ['バスケットバッグ', 'トートバッグ']]),
      priced(b('ポーター', 'PORTER', ['タンカー', 'ヒート', 'フォース']), [8000, 40000]), priced(b('コーチ', 'COACH', ['シグネチャー', 'タビー']), [5000, 60000]), b('ザ・ノース・フェイス', 'THE NORTH FACE', [['ヒューズボックス', 'リュック'], ['BCダッフル', 'ボストンバッグ']]),
      priced(b('マリメッコ', 'marimekko', ['ウニッコ']), [3000, 20000]), priced(b('アネロ', 'anello', ['口金']), [1500, 6000]), priced(b('マイケルコース', 'MICHAEL KORS', ['ジェットセット']), [5000, 40000]),
    ],
    items: ['ショルダーバッグ', 'トートバッグ', 'ハンドバッグ', 'リュック', 'ボストンバッグ', 'ウエストポーチ', 'クラッチバッグ', '2WAYバッグ'],
    extras: [...colours, 'A4収納', '大容量', '肩掛け', 'キャンバス', 'レザー', '保存袋付き'],
  },
  {
    key: 'watch', price: [2_000, 1_500_000], grams: [120, 400], risk: 'battery', variants: ['women', 'men'],
    brands: [
      priced(b('セイコー', 'SEIKO', ['セイコー5', 'プレザージュ', 'アストロン', 'プロスペックス']), [5000, 150000]), priced(b('シチズン', 'CITIZEN', ['アテッサ', 'エクシード', 'プロマスター']), [5000, 100000]),
      priced(b('カシオ', 'CASIO', ['G-SHOCK DW-5600', 'G-SHOCK GA-2100', 'オシアナス']), [3000, 60000]), priced(b('オリエント', 'ORIENT', ['オリエントスター', 'バンビーノ']), [5000, 50000]),
      priced(lux('オメガ', 'OMEGA', ['スピードマスター', 'シーマスター', 'コンステレーション']), [150000, 1200000]), priced(lux('ロレックス', 'ROLEX', ['サブマリーナ', 'デイトジャスト', 'エクスプローラーI', 'オイスターパーペチュアル']), [500000, 3000000]),
      priced(lux('タグホイヤー', 'TAG Heuer', ['カレラ', 'アクアレーサー']), [80000, 500000]), priced(lux('グランドセイコー', 'Grand Seiko', ['SBGA211 雪白', 'SBGW231']), [250000, 900000]),
    ],
    items: ['腕時計', '自動巻き腕時計', 'クォーツ腕時計', 'ソーラー電波時計', 'ダイバーズウォッチ', 'クロノグラフ'],
    extras: ['稼働品', '電池交換済み', 'メンズ', 'レディース', 'SS', '箱付き', 'オーバーホール済み', 'ヴィンテージ'],
  },
  {
    key: 'sneakers', price: [1_500, 120_000], grams: [600, 1_400], variants: ['women', 'men'],
    brands: [
      b('ナイキ', 'NIKE', ['エアジョーダン1 ハイ OG', 'ダンク ロー', 'エアフォース1', 'エアマックス90', 'エアマックス95']), b('アディダス', 'adidas', ['スタンスミス', 'サンバ OG', 'ガゼル', 'スーパースター']),
      b('ニューバランス', 'New Balance', ['990v6', '996', '2002R', '574']), b('アシックス', 'asics', ['GEL-KAYANO 14', 'GEL-1130']),
      priced(b('コンバース', 'CONVERSE', ['オールスター', 'ジャックパーセル', 'チャックテイラー CT70']), [2000, 15000]), priced(b('ヴァンズ', 'VANS', ['オールドスクール', 'スリッポン']), [2000, 9000]), b('オニツカタイガー', 'Onitsuka Tiger', ['メキシコ66']),
    ],
    items: ['スニーカー', 'ハイカットスニーカー', 'ランニングシューズ', 'ローカットスニーカー'],
    extras: ['22.5cm', '23.5cm', '24cm', '25cm', '26cm', '26.5cm', '27cm', '27.5cm', '28cm', ...colours],
  },
  {
    key: 'tops', price: [300, 60_000], grams: [150, 600], variants: ['women', 'men'],
    brands: [
      priced(b('ユニクロ', 'UNIQLO', ['エアリズム', 'ヒートテック', 'UT']), [300, 3000]), priced(b('シュプリーム', 'Supreme', ['ボックスロゴ', 'スモールボックス']), [5000, 80000]),
      b('コムデギャルソン', 'COMME des GARCONS', ['プレイ', 'オム']), priced(b('ビームス', 'BEAMS', ['ビームスT']), [1000, 8000]), priced(b('ステューシー', 'STUSSY', ['8ボール', 'ワールドツアー']), [2000, 15000]),
      priced(b('ジーユー', 'GU'), [300, 2500]), priced(b('ラルフローレン', 'Ralph Lauren', ['ポロ ポニー刺繍']), [1500, 15000]), b('ヒューマンメイド', 'HUMAN MADE', ['ハートロゴ']),
    ],
    items: ['Tシャツ', 'パーカー', 'スウェット', 'ニット', 'カーディガン', 'シャツ', 'ブラウス', 'ロンT'],
    extras: [...clothingSizes, ...colours, '綿100%', 'オーバーサイズ', 'ボーダー'],
  },
  {
    key: 'jacket', price: [1_000, 250_000], grams: [500, 2_000], variants: ['women', 'men'],
    brands: [
      b('ザ・ノース・フェイス', 'THE NORTH FACE', [['ヌプシ', 'ダウンジャケット'], ['バルトロライト', 'ダウンジャケット'], ['マウンテンライト', 'マウンテンパーカー']]),
      b('パタゴニア', 'patagonia', [['レトロX', 'フリースジャケット'], ['トレントシェル', 'マウンテンパーカー']]),
      priced(lux('モンクレール', 'MONCLER', [['マヤ', 'ダウンジャケット'], ['エルミンヌ', 'ダウンコート']]), [60000, 250000]), priced(b('カナダグース', 'CANADA GOOSE', [['ジャスパー', 'ダウンジャケット']]), [40000, 150000]),
      b('ショット', 'Schott', [['ワンスター', 'ライダースジャケット']]), priced(b('リーバイス', "Levi's", [['トラッカー', 'デニムジャケット']]), [3000, 15000]), b('アークテリクス', "ARC'TERYX", [['ベータLT', 'マウンテンパーカー']]),
    ],
    items: ['ダウンジャケット', 'マウンテンパーカー', 'レザージャケット', 'デニムジャケット', 'トレンチコート'],
    extras: [...clothingSizes, ...colours, '防寒', 'ゴアテックス'],
  },
  {
    key: 'dress', price: [500, 40_000], grams: [200, 700],
    brands: [b('スナイデル', 'snidel'), b('ジルスチュアート', 'JILL STUART'), b('マーキュリーデュオ', 'MERCURYDUO'), b('ザラ', 'ZARA'), b('アメリヴィンテージ', 'Ameri VINTAGE'), b('フレイアイディー', 'FRAY I.D')],
    items: ['ワンピース', 'ロングワンピース', 'ミニスカート', 'プリーツスカート', 'ニットワンピース', 'シャツワンピース'],
    extras: [...clothingSizes, ...colours, '花柄', 'レース', 'サテン', '春夏', '秋冬'],
  },
  {
    key: 'card', price: [100, 120_000], grams: [20, 120], variants: ['pokemon', 'yugioh', 'onepiece', 'mtg', 'duelmasters', 'ws', 'unionarena', 'dbs', 'digimon'],
    brands: [],
    items: ['SAR', 'SR', 'AR', 'UR', 'SEC', 'パラレル', 'シークレットレア', 'プロモ'],
    extras: ['美品', '完美品', 'スリーブ保管', 'ローダー付き', '日本語版', '1枚'],
  },
  {
    key: 'figure', price: [500, 80_000], grams: [200, 2_500],
    brands: [
      b('バンダイ', 'BANDAI', [['S.H.Figuarts 孫悟空', 'フィギュア'], ['フィギュアーツZERO ルフィ', 'フィギュア']]), b('グッドスマイルカンパニー', 'Good Smile Company', [['ねんどろいど 初音ミク', 'フィギュア'], ['ねんどろいど 五条悟', 'フィギュア'], ['POP UP PARADE アーニャ', 'フィギュア']]),
      b('一番くじ', 'Ichiban Kuji', ['鬼滅の刃 A賞 竈門炭治郎', 'ワンピース ラストワン賞', 'ドラゴンボール B賞 ベジータ']), b('コトブキヤ', 'KOTOBUKIYA', ['ARTFX J', 'BISHOUJO']),
      b('メガハウス', 'MegaHouse', ['P.O.P ルフィ', 'G.E.M. 推しの子 星野アイ']), b('マックスファクトリー', 'Max Factory', ['figma チェンソーマン パワー', 'figma エヴァンゲリオン 綾波レイ']),
    ],
    items: ['フィギュア', 'スケールフィギュア', 'プライズフィギュア', '可動フィギュア'],
    extras: ['未開封', '開封品', '箱あり', '箱なし', '正規品', '1/7スケール'],
  },
  {
    key: 'animeGoods', price: [100, 15_000], grams: [30, 500],
    brands: [
      b('アニメイト', 'animate', ['鬼滅の刃', '呪術廻戦', 'ブルーロック', 'ハイキュー!!', '東京リベンジャーズ', 'あんさんぶるスターズ!', 'ヒプノシスマイク', 'ウマ娘']),
      b('ジャンプショップ', 'JUMP SHOP', ['呪術廻戦', 'ワンピース', 'チェンソーマン', 'SPY×FAMILY']),
      b('サンリオ', 'Sanrio', ['シナモロール', 'クロミ', 'ポムポムプリン']), b('ちいかわ', 'chiikawa', ['ハチワレ', 'うさぎ', 'ちいかわ']), b('ポケモンセンター', 'Pokemon Center', ['ピカチュウ', 'イーブイ', 'ゲンガー']),
    ],
    items: ['缶バッジ', 'アクリルスタンド', 'ぬいぐるみ', 'タペストリー', 'クリアファイル', 'ラバーストラップ', 'ブロマイド', 'キーホルダー'],
    extras: ['まとめ売り', 'セット', '非売品', 'コラボカフェ', '限定', '特典', '未開封'],
  },
  {
    key: 'gameSoft', price: [300, 12_000], grams: [60, 250],
    brands: [
      b('任天堂', 'Nintendo', [['ゼルダの伝説 ティアーズ オブ ザ キングダム', 'Switchソフト'], ['スプラトゥーン3', 'Switchソフト'], ['マリオカート8 デラックス', 'Switchソフト'], ['あつまれ どうぶつの森', 'Switchソフト'], ['ポケットモンスター スカーレット', 'Switchソフト'], ['スーパーマリオワールド', 'スーファミソフト'], ['ポケットモンスター 赤', 'ゲームボーイソフト']]),
      b('スクウェア・エニックス', 'SQUARE ENIX', [['ファイナルファンタジーXVI', 'PS5ソフト'], ['ドラゴンクエストXI S', 'Switchソフト'], ['クロノ・トリガー', 'スーファミソフト']]),
      b('カプコン', 'CAPCOM', [['モンスターハンターライズ', 'Switchソフト'], ['ストリートファイター6', 'PS5ソフト'], ['バイオハザード RE:4', 'PS4ソフト']]),
      b('セガ', 'SEGA', [['龍が如く8', 'PS5ソフト'], ['ペルソナ5 ザ・ロイヤル', 'PS4ソフト']]), b('ソニー', 'SONY', [['グランツーリスモ7', 'PS5ソフト'], ['Ghost of Tsushima', 'PS4ソフト']]),
    ],
    items: ['Switchソフト', 'PS5ソフト', 'PS4ソフト'],
    extras: ['動作確認済み', 'ソフトのみ', '箱説付き', '特典付き', '限定版', '中古'],
  },
  {
    key: 'console', price: [2_000, 80_000], grams: [300, 4_500], risk: 'battery',
    brands: [
      b('任天堂', 'Nintendo', [['Nintendo Switch 有機ELモデル', '本体'], ['Nintendo Switch Lite', '本体'], ['ゲームボーイアドバンスSP', '本体'], ['スーパーファミコン', '本体'], ['ニンテンドー3DS LL', '本体'], ['Proコントローラー', 'コントローラー']]),
      b('ソニー', 'SONY', [['PlayStation 5', '本体'], ['PlayStation 4 Pro', '本体'], ['PSP-3000', '本体'], ['DualSense', 'コントローラー']]),
      b('マイクロソフト', 'Microsoft', [['Xbox Series S', '本体']]),
    ],
    items: ['本体', '本体セット'],
    extras: ['動作確認済み', '付属品完備', '箱あり', 'ジャンク', 'ホワイト', 'ブラック'],
  },
  {
    key: 'camera', price: [3_000, 400_000], grams: [300, 2_000], risk: 'battery',
    brands: [
      b('キヤノン', 'Canon', [['EOS R6', 'ミラーレス一眼'], ['EOS Kiss X10', 'デジタル一眼レフ'], ['AE-1', 'フィルムカメラ'], ['RF24-105mm F4 L', '交換レンズ'], ['PowerShot G7 X Mark III', 'コンパクトデジタルカメラ']]),
      b('ニコン', 'Nikon', [['Z6II', 'ミラーレス一眼'], ['D750', 'デジタル一眼レフ'], ['F3', 'フィルムカメラ'], ['FM2', 'フィルムカメラ']]),
      b('ソニー', 'SONY', [['α7 III', 'ミラーレス一眼'], ['α6400', 'ミラーレス一眼'], ['Cyber-shot RX100M5', 'コンパクトデジタルカメラ']]),
      b('富士フイルム', 'FUJIFILM', [['X100V', 'コンパクトデジタルカメラ'], ['X-T4', 'ミラーレス一眼'], ['写ルンです', 'フィルムカメラ']]),
      b('オリンパス', 'OLYMPUS', [['OM-1', 'フィルムカメラ'], ['PEN E-P7', 'ミラーレス一眼']]), b('ペンタックス', 'PENTAX', [['K-1', 'デジタル一眼レフ'], ['MX', 'フィルムカメラ']]),
      priced(lux('ライカ', 'Leica', [['M6', 'フィルムカメラ'], ['Q2', 'コンパクトデジタルカメラ']]), [200000, 1200000]),
    ],
    items: ['ミラーレス一眼', 'デジタル一眼レフ', 'フィルムカメラ', 'ボディ'],
    extras: ['レンズキット', 'ショット数少', '動作品', '付属品あり', '美品', 'カビ曇りなし'],
  },
  {
    key: 'phone', price: [1_500, 180_000], grams: [150, 900], risk: 'battery',
    brands: [
      b('アップル', 'Apple', [['iPhone 13 128GB', 'スマートフォン'], ['iPhone 14 Pro 256GB', 'スマートフォン'], ['iPad Air 第5世代', 'タブレット'], ['AirPods Pro 第2世代', 'ワイヤレスイヤホン'], ['Apple Watch Series 8', 'スマートウォッチ']]),
      b('ソニー', 'SONY', [['WH-1000XM5', 'ヘッドホン'], ['Xperia 1 V', 'スマートフォン'], ['WF-1000XM4', 'ワイヤレスイヤホン']]),
      priced(b('アンカー', 'Anker', [['PowerCore 10000', 'モバイルバッテリー'], ['Soundcore Liberty 4', 'ワイヤレスイヤホン']]), [1500, 12000]),
      priced(b('シャープ', 'SHARP', [['AQUOS sense8', 'スマートフォン']]), [5000, 40000]), b('グーグル', 'Google', [['Pixel 8', 'スマートフォン'], ['Pixel Buds Pro', 'ワイヤレスイヤホン']]),
      priced(b('ボーズ', 'BOSE', [['QuietComfort Ultra', 'ヘッドホン'], ['SoundLink Flex', 'スピーカー']]), [5000, 50000]),
    ],
    items: ['スマートフォン'],
    extras: ['SIMフリー', 'バッテリー最大容量90%', '判定○', '付属品完備', '動作確認済み', '画面割れなし'],
  },
  {
    key: 'cosmetics', price: [300, 30_000], grams: [80, 600], risk: 'liquid',
    brands: [
      b('資生堂', 'SHISEIDO', [['アルティミューン', '美容液'], ['エリクシール', '化粧水']]), b('エスケーツー', 'SK-II', [['フェイシャルトリートメントエッセンス', '化粧水']]),
      lux('シャネル', 'CHANEL', [['N°5', 'オードパルファム'], ['ココ マドモアゼル', '香水'], ['ルージュ ココ', '口紅']]), lux('ディオール', 'Dior', [['ミスディオール', '香水'], ['アディクト リップ マキシマイザー', '口紅']]),
      b('イヴ・サンローラン', 'YSL', [['ルージュ ピュールクチュール', '口紅'], ['ラディアント タッチ', 'ファンデーション']]), b('コスメデコルテ', 'COSME DECORTE', [['リポソーム', '美容液'], ['アイグロウジェム', 'アイシャドウパレット']]),
      b('ジョーマローン', 'JO MALONE', [['ブラックベリー&ベイ', '香水'], ['イングリッシュペアー&フリージア', '香水']]),
    ],
    items: ['化粧水', '美容液', '香水', '口紅', 'クレンジングオイル'],
    extras: ['30ml', '50ml', '100ml', '未開封', '残量9割', '国内正規品', 'ほぼ新品'],
  },
  {
    key: 'book', price: [100, 40_000], grams: [200, 8_000],
    brands: [
      b('集英社', 'SHUEISHA', [['ONE PIECE 1-107巻', '全巻セット'], ['鬼滅の刃 全23巻', '全巻セット'], ['呪術廻戦 0-25巻', '全巻セット'], ['SLAM DUNK 新装再編版', '全巻セット'], ['NARUTO 全72巻', '全巻セット']]),
      b('講談社', 'KODANSHA', [['進撃の巨人 全34巻', '全巻セット'], ['ブルーロック 1-28巻', '漫画'], ['AKIRA 全6巻', '全巻セット']]),
      b('小学館', 'SHOGAKUKAN', [['葬送のフリーレン 1-12巻', '漫画'], ['名探偵コナン', '漫画']]), b('KADOKAWA', 'KADOKAWA', [['よつばと!', '漫画'], ['ダンジョン飯 ワールドガイド', '設定資料集']]),
    ],
    items: ['全巻セット', '漫画', '画集', '設定資料集', 'イラスト集', '初版本'],
    itemPrices: { 全巻セット: [5_000, 60_000], 漫画: [100, 800], 画集: [1_500, 8_000], 設定資料集: [1_500, 6_000], イラスト集: [1_000, 5_000] },
    extras: ['初版', '帯付き', 'まとめ売り', '中古', '美品', 'シュリンク付き'],
  },
  {
    key: 'music', price: [200, 60_000], grams: [100, 400],
    brands: [
      b('山下達郎', 'Tatsuro Yamashita', [['FOR YOU', 'LPレコード'], ['RIDE ON TIME', 'LPレコード'], ['OPUS', 'CDアルバム']]),
      b('竹内まりや', 'Mariya Takeuchi', [['VARIETY', 'LPレコード'], ['プラスティック・ラヴ', 'EPレコード']]),
      b('中森明菜', 'Akina Nakamori', [['BEST AKINA', 'LPレコード'], ['不思議', 'LPレコード']]),
      b('YMO', 'Yellow Magic Orchestra', [['SOLID STATE SURVIVOR', 'LPレコード'], ['BGM', 'LPレコード']]),
      b('大滝詠一', 'Eiichi Ohtaki', [['A LONG VACATION', 'LPレコード']]), b('宇多田ヒカル', 'Hikaru Utada', [['First Love', 'CDアルバム'], ['BADモード', 'CDアルバム']]),
      b('米津玄師', 'Kenshi Yonezu', [['STRAY SHEEP', 'CDアルバム'], ['LOST CORNER', 'CD+Blu-ray']]),
    ],
    items: ['LPレコード', 'CDアルバム'],
    extras: ['初回限定盤', '帯付き', '美盤', '再生確認済み', 'オリジナル盤', '見本盤'],
  },
  {
    key: 'accessory', price: [500, 30_000], grams: [20, 150],
    brands: [handmade.accessory!, b('アガット', 'agete', ['K10', 'シルバー']), b('スタージュエリー', 'STAR JEWELRY', ['K18', 'ダイヤモンド']), b('ヴァンドーム青山', 'VENDOME AOYAMA', ['パール', 'K18']), b('4℃', '4C', ['シルバー', 'K10'])],
    items: ['ピアス', 'イヤリング', 'ネックレス', 'リング', 'ブレスレット', 'ヘアクリップ', 'ブローチ'],
    extras: ['一点物', 'ゴールド', 'シルバー', '金属アレルギー対応', 'ギフト', '華奢'],
  },
  {
    key: 'kitchen', price: [300, 60_000], grams: [300, 6_000],
    brands: [
      b('ル・クルーゼ', 'LE CREUSET', [['ココット・ロンド 20cm', '鍋'], ['マグカップ', 'マグカップ']]), b('ストウブ', 'staub', [['ピコ・ココット ラウンド 22cm', '鍋'], ['ブレイザー', '鍋']]),
      priced(b('イッタラ', 'iittala', [['ティーマ', '平皿'], ['カステルヘルミ', 'タンブラー']]), [1000, 8000]), b('有田焼', 'Arita', [['染付', '平皿'], ['金彩', '茶碗']]),
      priced(b('波佐見焼', 'Hasami', [['藍', 'マグカップ'], ['しのぎ', '茶碗']]), [300, 5000]), priced(b('南部鉄器', 'Nambu Tekki', [['鉄瓶', '急須'], ['アラレ', '急須']]), [5000, 60000]), priced(b('象印', 'ZOJIRUSHI', [['ステンレスマグ', 'タンブラー']]), [1000, 5000]),
    ],
    items: ['鍋', 'マグカップ', '平皿', '急須', '茶碗', 'タンブラー'],
    extras: ['未使用', '箱付き', '2客セット', '5枚セット', ...colours],
  },
  {
    key: 'toy', price: [200, 80_000], grams: [100, 3_000],
    brands: [
      b('レゴ', 'LEGO', [['スター・ウォーズ ミレニアム・ファルコン', 'ブロック'], ['テクニック ランボルギーニ', 'ブロック'], ['クリエイター', 'ブロック']]),
      b('バンダイ', 'BANDAI', [['RG 1/144 ガンダム', 'ガンプラ'], ['MG 1/100 ザク', 'ガンプラ'], ['PG 1/60 ユニコーン', 'ガンプラ']]),
      b('タカラトミー', 'TAKARA TOMY', [['トミカ', 'ミニカー'], ['プラレール', '電車']]), b('タミヤ', 'TAMIYA', [['ミニ四駆 アバンテ', 'ミニ四駆'], ['1/24 スポーツカー', 'プラモデル']]),
      b('エポック社', 'EPOCH', [['シルバニアファミリー 赤い屋根の大きなお家', 'ドールハウス']]),
    ],
    items: ['プラモデル', 'ブロック', 'ミニカー'],
    extras: ['未組立', '組立済み', '内袋未開封', '箱傷みあり', 'まとめ売り', '絶版'],
  },
  {
    key: 'sports', price: [500, 150_000], grams: [300, 9_000],
    brands: [
      priced(b('キャロウェイ', 'Callaway', [['PARADYM', 'ドライバー'], ['APEX', 'アイアンセット']]), [15000, 120000]), priced(b('タイトリスト', 'Titleist', [['TSR3', 'ドライバー'], ['T100', 'アイアンセット']]), [15000, 120000]),
      b('ダイワ', 'DAIWA', [['セルテート', 'スピニングリール'], ['スティーズ', 'ベイトリール']]), b('シマノ', 'SHIMANO', [['ステラ', 'スピニングリール'], ['アンタレス', 'ベイトリール']]),
      b('スノーピーク', 'snow peak', [['アメニティドーム M', 'テント'], ['焚火台 L', '焚火台']]), priced(b('ヨネックス', 'YONEX', [['アストロクス 88D', 'バドミントンラケット']]), [5000, 30000]),
      b('ミズノ', 'Mizuno', [['グローバルエリート', 'グローブ']]),
    ],
    items: ['ドライバー', 'スピニングリール', 'テント'],
    extras: ['美品', '使用感あり', 'ケース付き', 'フレックスS', 'フレックスR', '右利き用'],
  },
  {
    key: 'liquor', price: [1_000, 200_000], grams: [900, 2_000], risk: 'liquid',
    brands: [
      priced(b('サントリー', 'SUNTORY', [['山崎 12年', 'ウイスキー'], ['白州 18年', 'ウイスキー'], ['響 21年', 'ウイスキー']]), [15000, 200000]), b('ニッカ', 'NIKKA', [['竹鶴 17年', 'ウイスキー'], ['余市', 'ウイスキー']]),
      priced(b('獺祭', 'DASSAI', [['純米大吟醸 磨き二割三分', '日本酒']]), [3000, 12000]), priced(b('十四代', 'JUYONDAI', [['本丸', '日本酒'], ['龍泉', '日本酒']]), [10000, 150000]), b('森伊蔵', 'MORIIZO', [['かめ壺焼酎', '焼酎']]),
      b('イチローズモルト', "Ichiro's Malt", [['モルト&グレーン', 'ウイスキー']]),
    ],
    items: ['ウイスキー', '日本酒'],
    extras: ['700ml', '720ml', '1800ml', '箱付き', '未開栓', '古酒'],
  },
];

export const kindByKey = new Map(kinds.map((k) => [k.key, k]));

/** Card games: the brand shown in titles, famous cards, and the series magi lists (code, name). */
export const cardGames: Record<string, { brand: Brand; cards: string[]; series: [string, string][] }> = {
  pokemon: {
    brand: b('ポケモンカード', 'Pokemon Card'),
    cards: ['リザードンex', 'ピカチュウex', 'ミュウex', 'ナンジャモ', 'マリィ', 'リーリエ', 'ルギアV', 'ミモザ', 'ブラッキーVMAX', 'ボタン', 'ゲンガーVMAX', 'アルセウスVSTAR'],
    series: [['sv2a', 'ポケモンカード151'], ['s12a', 'VSTARユニバース'], ['sv4a', 'シャイニートレジャーex'], ['sv3', '黒炎の支配者'], ['sv2d', 'クレイバースト'], ['sv1v', 'バイオレットex'], ['s11a', '白熱のアルカナ'], ['s6a', 'イーブイヒーローズ']],
  },
  yugioh: {
    brand: b('遊戯王', 'Yu-Gi-Oh!'),
    cards: ['ブルーアイズ・ホワイト・ドラゴン', 'ブラック・マジシャン・ガール', '灰流うらら', '増殖するG', 'エルフの剣士', '真紅眼の黒竜', '閃刀姫-レイ'],
    series: [['qcch', 'QUARTER CENTURY CHRONICLE'], ['hc01', 'HISTORY ARCHIVE COLLECTION'], ['phni', 'PHANTOM NIGHTMARE'], ['rc04', 'RARITY COLLECTION 25th']],
  },
  onepiece: {
    brand: b('ワンピースカード', 'ONE PIECE CARD'),
    cards: ['モンキー・D・ルフィ', 'ロロノア・ゾロ', 'ナミ', 'シャンクス', 'ヤマト', 'トラファルガー・ロー', 'ボア・ハンコック'],
    series: [['op01', 'ROMANCE DAWN'], ['op02', '頂上決戦'], ['op03', '強大な敵'], ['op04', '謀略の王国'], ['op05', '新時代の主役']],
  },
  mtg: {
    brand: b('MTG', 'Magic: The Gathering'),
    cards: ['一つの指輪', '意志の力', '敏捷なこそ泥、ラガバン', '激情', '孤独', '虹色の終焉'],
    series: [['ltr', '指輪物語：中つ国の伝承'], ['mh2', 'モダンホライゾン2'], ['bro', '兄弟戦争']],
  },
  duelmasters: { brand: b('デュエル・マスターズ', 'Duel Masters'), cards: ['ボルシャック・ドラゴン', '龍素記号Sr スペルサイクリカ', '天災 デドダム'], series: [['dm24', '王道篇']] },
  ws: { brand: b('ヴァイスシュヴァルツ', 'Weiss Schwarz'), cards: ['ホロライブ 宝鐘マリン SP', 'リコリス・リコイル 錦木千束 SSP', '推しの子 星野アイ SP'], series: [] },
  unionarena: { brand: b('ユニオンアリーナ', 'UNION ARENA'), cards: ['呪術廻戦 五条悟 SR★', 'HUNTER×HUNTER ゴン SR★', 'コードギアス ルルーシュ SR★'], series: [] },
  dbs: { brand: b('ドラゴンボール フュージョンワールド', 'DRAGON BALL FUSION WORLD'), cards: ['孫悟空 SCR', 'ベジータ SR', 'フリーザ L'], series: [] },
  digimon: { brand: b('デジモンカード', 'Digimon Card'), cards: ['オメガモン SEC', 'ウォーグレイモン SR', 'ギルモン パラレル'], series: [] },
};
