// Category trees of every marketplace, with each marketplace's own ids in the field its category list
// uses (spec §3: Cat, FrilCat, PaypayFleaMarketCat, MerchantCat, SurugayaCat, RakutenCat; yahoo cat/name;
// magi's card games). Names are stored per service language: en, ja and zh-CN written here, the other
// languages from category-names.ts by the English name (a language without one falls back to en). `kinds`
// tags say which seeded goods belong in a node ('tops:women' is the women's variant of tops).
import type { SiteId } from '../../../generated/sites';
import { type TranslatedLanguage, translatedNames } from './category-names';

export interface SeedCategory {
  /** The marketplace's own id: a whole number, which the search's category filter takes. */
  cat: string;
  /** A name-like id where the marketplace has one (magi's card games); else the id. */
  identity?: string;
  names: { en: string; ja: string; 'zh-CN': string } & Partial<Record<TranslatedLanguage, string>>;
  children?: SeedCategory[];
  kinds?: string[];
}

export type CategoryField = 'cat' | 'fril_cat' | 'paypay_cat' | 'merchant_cat' | 'surugaya_cat' | 'rakuten_cat';

const node = (cat: string, en: string, ja: string, zh: string, children?: SeedCategory[], kinds?: string[]): SeedCategory => ({
  cat,
  names: { en, ja, 'zh-CN': zh, ...translatedNames(en) },
  ...(children ? { children } : {}),
  ...(kinds ? { kinds } : {}),
});
const leaf = (cat: string, en: string, ja: string, zh: string, kinds: string[]) => node(cat, en, ja, zh, undefined, kinds);

// Mercari's category ids (the `category_id` of its search).
export const mercari: SeedCategory[] = [
  node('1', 'Women', 'レディース', '女装', [
    leaf('11', 'Tops', 'トップス', '上衣', ['tops:women']),
    leaf('12', 'Jackets & outerwear', 'ジャケット/アウター', '夹克/外套', ['jacket:women']),
    node('13', 'Trousers', 'パンツ', '裤子'),
    leaf('14', 'Skirts', 'スカート', '裙子', []),
    leaf('15', 'Dresses', 'ワンピース', '连衣裙', ['dress']),
    leaf('16', 'Shoes', '靴', '鞋', ['sneakers:women']),
    leaf('17', 'Bags', 'バッグ', '包', ['bag:women']),
    leaf('18', 'Wallets & small goods', '財布・小物', '钱包/小物', ['wallet:women']),
    leaf('19', 'Watches', '時計', '手表', ['watch:women']),
  ]),
  node('2', 'Men', 'メンズ', '男装', [
    leaf('30', 'Tops', 'トップス', '上衣', ['tops:men']),
    leaf('31', 'Jackets & outerwear', 'ジャケット/アウター', '夹克/外套', ['jacket:men']),
    node('32', 'Trousers', 'パンツ', '裤子'),
    leaf('33', 'Shoes', '靴', '鞋', ['sneakers:men']),
    leaf('34', 'Bags', 'バッグ', '包', ['bag:men']),
    leaf('35', 'Wallets & small goods', '財布・小物', '钱包/小物', ['wallet:men']),
    leaf('36', 'Watches', '時計', '手表', ['watch:men']),
  ]),
  node('3', 'Baby & kids', 'ベビー・キッズ', '母婴/儿童'),
  leaf('4', 'Home & interior', 'インテリア・住まい・小物', '家居/室内装饰', ['kitchen']),
  node('5', 'Books, music & games', '本・音楽・ゲーム', '图书/音乐/游戏', [
    leaf('51', 'Books & comics', '本・漫画', '图书/漫画', ['book']),
    leaf('52', 'CDs & records', 'CD・レコード', 'CD/唱片', ['music']),
    leaf('53', 'Video games', 'テレビゲーム', '电子游戏', ['gameSoft', 'console']),
  ]),
  node('1328', 'Toys, hobbies & goods', 'おもちゃ・ホビー・グッズ', '玩具/爱好/周边', [
    leaf('1329', 'Trading cards', 'トレーディングカード', '集换式卡牌', ['card']),
    leaf('1330', 'Figures', 'フィギュア', '手办', ['figure']),
    leaf('1331', 'Anime & character goods', 'キャラクターグッズ', '动漫周边', ['animeGoods']),
    leaf('1332', 'Toys & models', 'おもちゃ・プラモデル', '玩具/模型', ['toy']),
  ]),
  leaf('6', 'Cosmetics & beauty', 'コスメ・香水・美容', '化妆品/香水/美容', ['cosmetics']),
  node('7', 'Electronics, phones & cameras', '家電・スマホ・カメラ', '家电/手机/相机', [
    leaf('71', 'Phones & audio', 'スマホ・オーディオ', '手机/音频', ['phone']),
    leaf('72', 'Cameras', 'カメラ', '相机', ['camera']),
  ]),
  leaf('8', 'Sports & outdoors', 'スポーツ・レジャー', '运动/户外', ['sports']),
  leaf('9', 'Handmade', 'ハンドメイド', '手工制品', ['accessory']),
  node('1027', 'Tickets', 'チケット', '票券'),
  node('1318', 'Cars & motorcycles', '自動車・オートバイ', '汽车/摩托车'),
  leaf('10', 'Other', 'その他', '其他', ['liquor', '*']),
];

// Yahoo! Auctions' top-level category ids.
export const yahoo: SeedCategory[] = [
  leaf('23000', 'Fashion', 'ファッション', '时尚', ['tops', 'jacket', 'dress', 'sneakers', 'bag', 'wallet']),
  leaf('23140', 'Accessories & watches', 'アクセサリー、時計', '饰品/手表', ['watch', 'accessory']),
  leaf('20060', 'Comics & anime goods', 'コミック、アニメグッズ', '漫画/动漫周边', ['animeGoods', 'figure']),
  leaf('25464', 'Toys & games', 'おもちゃ、ゲーム', '玩具/游戏', ['toy', 'gameSoft', 'console', 'card']),
  node('24242', 'Hobbies & culture', 'ホビー、カルチャー', '爱好/文化'),
  node('2084032594', 'Celebrity goods', 'タレントグッズ', '明星周边'),
  leaf('22152', 'Music', '音楽', '音乐', ['music']),
  leaf('21600', 'Books & magazines', '本、雑誌', '图书/杂志', ['book']),
  node('21964', 'Films & video', '映画、ビデオ', '电影/影像'),
  node('23336', 'Computers', 'コンピュータ', '电脑'),
  leaf('23632', 'Appliances, AV & cameras', '家電、AV、カメラ', '家电/影音/相机', ['camera', 'phone']),
  node('20000', 'Antiques & collectibles', 'アンティーク、コレクション', '古董/收藏'),
  leaf('24698', 'Sports & leisure', 'スポーツ、レジャー', '运动/休闲', ['sports']),
  leaf('24198', 'Home & interior', '住まい、インテリア', '家居/室内装饰', ['kitchen']),
  leaf('42177', 'Beauty & health', 'ビューティー、ヘルスケア', '美容/保健', ['cosmetics']),
  node('24202', 'Baby goods', 'ベビー用品', '母婴用品'),
  leaf('23976', 'Food & drink', '食品、飲料', '食品/饮料', ['liquor', '*']),
  node('26318', 'Cars & motorcycles', '自動車、オートバイ', '汽车/摩托车'),
  node('2084043920', 'Tickets & vouchers', 'チケット、金券、宿泊予約', '票券/礼券/住宿预订'),
];

// magi sells trading cards; its lists are by card game, each with a name-like identity.
const game = (cat: string, identity: string, en: string, ja: string, zh: string, kinds: string[]) => ({ ...leaf(cat, en, ja, zh, kinds), identity });
export const magi: SeedCategory[] = [
  game('1', 'pokemon', 'Pokémon Trading Card Game', 'ポケモンカードゲーム', '宝可梦集换式卡牌', ['card:pokemon']),
  game('2', 'yugioh', 'Yu-Gi-Oh! OCG', '遊戯王OCG', '游戏王OCG', ['card:yugioh']),
  game('3', 'onepiece', 'ONE PIECE Card Game', 'ONE PIECEカードゲーム', '海贼王卡牌游戏', ['card:onepiece']),
  game('4', 'mtg', 'Magic: The Gathering', 'マジック：ザ・ギャザリング', '万智牌', ['card:mtg']),
  game('5', 'duelmasters', 'Duel Masters', 'デュエル・マスターズ', '决斗大师', ['card:duelmasters']),
  game('6', 'ws', 'Weiß Schwarz', 'ヴァイスシュヴァルツ', '黑白双翼', ['card:ws']),
  game('7', 'unionarena', 'UNION ARENA', 'ユニオンアリーナ', 'UNION ARENA', ['card:unionarena']),
  game('8', 'dbs', 'Dragon Ball Super Card Game', 'ドラゴンボールスーパーカードゲーム', '龙珠超卡牌游戏', ['card:dbs']),
  game('9', 'digimon', 'Digimon Card Game', 'デジモンカードゲーム', '数码宝贝卡牌游戏', ['card:digimon', 'card']),
];

// The other marketplaces' trees share one shape; each marketplace carries the branches it sells and
// numbers them its own way (see codes below).
type Branch = [key: string, en: string, ja: string, zh: string, kinds: string[], children?: Branch[]];
const branches: Branch[] = [
  ['women', "Women's fashion", 'レディースファッション', '女装', ['dress'], [
    ['tops', 'Tops', 'トップス', '上衣', ['tops:women']],
    ['outer', 'Outerwear', 'アウター', '外套', ['jacket:women']],
    ['dresses', 'Dresses & skirts', 'ワンピース・スカート', '连衣裙/裙子', ['dress']],
  ]],
  ['men', "Men's fashion", 'メンズファッション', '男装', [], [
    ['tops', 'Tops', 'トップス', '上衣', ['tops:men']],
    ['outer', 'Outerwear', 'アウター', '外套', ['jacket:men']],
  ]],
  ['shoes', 'Shoes', '靴・スニーカー', '鞋/运动鞋', ['sneakers']],
  ['bags', 'Bags & wallets', 'バッグ・財布・小物', '包/钱包/小物', [], [
    ['bags', 'Bags', 'バッグ', '包', ['bag']],
    ['wallets', 'Wallets', '財布', '钱包', ['wallet']],
  ]],
  ['watches', 'Watches & jewellery', '腕時計・アクセサリー', '手表/饰品', ['watch', 'accessory']],
  ['games', 'Video games', 'テレビゲーム', '电子游戏', [], [
    ['software', 'Software', 'ソフト', '游戏软件', ['gameSoft']],
    ['consoles', 'Consoles', 'ゲーム機本体', '游戏主机', ['console']],
  ]],
  ['hobby', 'Toys & hobbies', 'おもちゃ・ホビー', '玩具/爱好', [], [
    ['figures', 'Figures', 'フィギュア', '手办', ['figure']],
    ['models', 'Toys & models', 'プラモデル・おもちゃ', '模型/玩具', ['toy']],
  ]],
  ['anime', 'Anime goods', 'アニメ・キャラクターグッズ', '动漫周边', ['animeGoods']],
  ['cards', 'Trading cards', 'トレーディングカード', '集换式卡牌', ['card'], [
    ['pokemon', 'Pokémon cards', 'ポケモンカード', '宝可梦卡牌', ['card:pokemon']],
    ['yugioh', 'Yu-Gi-Oh!', '遊戯王', '游戏王', ['card:yugioh']],
    ['onepiece', 'ONE PIECE cards', 'ワンピースカード', '海贼王卡牌', ['card:onepiece']],
  ]],
  ['books', 'Books & comics', '本・コミック', '图书/漫画', ['book']],
  ['music', 'CDs & records', 'CD・レコード', 'CD/唱片', ['music']],
  ['electronics', 'Electronics & cameras', '家電・スマホ・カメラ', '家电/手机/相机', [], [
    ['cameras', 'Cameras', 'カメラ', '相机', ['camera']],
    ['phones', 'Phones & audio', 'スマホ・オーディオ', '手机/音频', ['phone']],
  ]],
  ['beauty', 'Beauty & fragrance', 'コスメ・香水・美容', '美妆/香水', ['cosmetics']],
  ['home', 'Kitchen & interior', 'キッチン・インテリア', '厨房/家居', ['kitchen']],
  ['sports', 'Sports & outdoors', 'スポーツ・アウトドア', '运动/户外', ['sports']],
  ['handmade', 'Handmade', 'ハンドメイド', '手工制品', ['accessory']],
  ['food', 'Food & drink', '食品・お酒', '食品/酒类', ['liquor']],
  ['other', 'Other', 'その他', '其他', ['*']],
];

/** A marketplace's own ids: for a top branch by its key and position, for a child after its parent's. */
interface Numbering {
  field: CategoryField;
  branches: string[];
  top(key: string, index: number): string;
  child(parent: string, key: string, index: number): string;
}

// Real top-level ids where the marketplace publishes them (Rakuten genres, Amazon browse nodes,
// Suruga-ya's category numbers); children numbered under their parent. All whole numbers of at most nine
// digits: the storefront's category filter sends them as one.
const rakutenGenres: Record<string, string> = {
  women: '100371', men: '551177', shoes: '558885', bags: '216131', watches: '558929', games: '101205', hobby: '101164',
  anime: '566382', cards: '101164', books: '200162', music: '101240', electronics: '211742', beauty: '100939', home: '558944',
  sports: '101070', handmade: '216129', food: '510915', other: '101213',
};
const amazonNodes: Record<string, string> = {
  women: '2230006', men: '2230005', shoes: '2016926', bags: '2221077', watches: '3240250', games: '637394', hobby: '2277721',
  books: '465392', music: '561958', electronics: '3210981', beauty: '5237405', home: '3828871', sports: '1430437', food: '5723905',
  other: '2250738',
};
const surugayaNumbers: Record<string, string> = { games: '200', music: '400', hobby: '500', anime: '1000', cards: '5010', books: '700', electronics: '800', other: '900' };
const byIndex = (start: number, step: number) => (_key: string, i: number) => String(start + i * step);
const childNumber = (parent: string, _key: string, i: number) => `${parent}${String(i + 1).padStart(2, '0')}`;
const all = branches.map(([key]) => key);

const numbering: Partial<Record<SiteId, Numbering>> = {
  rakuma: { field: 'fril_cat', branches: all, top: byIndex(10001, 100), child: childNumber },
  paypay: { field: 'paypay_cat', branches: all, top: byIndex(2400, 10), child: (p, _k, i) => String(Number(p) + i + 1) },
  amazon: { field: 'cat', branches: Object.keys(amazonNodes), top: (k) => amazonNodes[k]!, child: childNumber },
  rakuten: { field: 'rakuten_cat', branches: all.filter((k) => k !== 'cards'), top: (k) => rakutenGenres[k]!, child: childNumber },
  surugaya: { field: 'surugaya_cat', branches: Object.keys(surugayaNumbers), top: (k) => surugayaNumbers[k]!, child: childNumber },
  lashinbang: { field: 'cat', branches: ['anime', 'hobby', 'games', 'books', 'music', 'cards', 'other'], top: byIndex(11, 1), child: childNumber },
  minne: { field: 'cat', branches: ['handmade', 'bags', 'women', 'home', 'other'], top: byIndex(1, 1), child: childNumber },
  bunjang: { field: 'cat', branches: ['women', 'men', 'shoes', 'bags', 'watches', 'hobby', 'cards', 'electronics', 'other'], top: byIndex(310, 10), child: childNumber },
  card: { field: 'cat', branches: ['cards', 'other'], top: byIndex(1, 1), child: childNumber },
  market: { field: 'merchant_cat', branches: all, top: byIndex(1, 1), child: childNumber },
};

function build(n: Numbering): SeedCategory[] {
  const chosen = branches.filter(([key]) => n.branches.includes(key));
  return chosen.map(([key, en, ja, zh, kinds, children], i) => {
    const cat = n.top(key, i);
    return node(cat, en, ja, zh, children?.map(([ck, cen, cja, czh, ckinds], j) => leaf(n.child(cat, ck, j), cen, cja, czh, ckinds)), kinds);
  });
}

/** Every marketplace's tree and the column its ids go in. */
export const categoryTrees: Record<SiteId, { field: CategoryField; tree: SeedCategory[] }> = {
  mercari: { field: 'cat', tree: mercari },
  yahoo: { field: 'cat', tree: yahoo },
  magi: { field: 'cat', tree: magi },
  ...(Object.fromEntries(Object.entries(numbering).map(([site, n]) => [site, { field: n.field, tree: build(n) }])) as Record<
    Exclude<SiteId, 'mercari' | 'yahoo' | 'magi'>,
    { field: CategoryField; tree: SeedCategory[] }
  >),
};
