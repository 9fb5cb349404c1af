// A first category tree per site, with the marketplaces' own ids (a fuller catalog comes with the
// catalog issue). Names are stored per service language; other languages fall back to en.
export interface SeedCategory {
  cat: string;
  names: { en: string; ja: string; 'zh-CN': string };
  children?: SeedCategory[];
}

const node = (cat: string, en: string, ja: string, zh: string, children?: SeedCategory[]): SeedCategory => ({
  cat,
  names: { en, ja, 'zh-CN': zh },
  ...(children ? { children } : {}),
});

// Mercari's category ids (the `category_id` of its search).
export const mercari: SeedCategory[] = [
  node('1', 'Women', 'レディース', '女装', [
    node('11', 'Tops', 'トップス', '上衣'),
    node('12', 'Jackets & outerwear', 'ジャケット/アウター', '夹克/外套'),
    node('13', 'Trousers', 'パンツ', '裤子'),
    node('14', 'Skirts', 'スカート', '裙子'),
    node('15', 'Dresses', 'ワンピース', '连衣裙'),
    node('16', 'Shoes', '靴', '鞋'),
  ]),
  node('2', 'Men', 'メンズ', '男装', [
    node('30', 'Tops', 'トップス', '上衣'),
    node('31', 'Jackets & outerwear', 'ジャケット/アウター', '夹克/外套'),
    node('32', 'Trousers', 'パンツ', '裤子'),
    node('33', 'Shoes', '靴', '鞋'),
  ]),
  node('3', 'Baby & kids', 'ベビー・キッズ', '母婴/儿童'),
  node('4', 'Home & interior', 'インテリア・住まい・小物', '家居/室内装饰'),
  node('5', 'Books, music & games', '本・音楽・ゲーム', '图书/音乐/游戏'),
  node('1328', 'Toys, hobbies & goods', 'おもちゃ・ホビー・グッズ', '玩具/爱好/周边'),
  node('6', 'Cosmetics & beauty', 'コスメ・香水・美容', '化妆品/香水/美容'),
  node('7', 'Electronics, phones & cameras', '家電・スマホ・カメラ', '家电/手机/相机'),
  node('8', 'Sports & outdoors', 'スポーツ・レジャー', '运动/户外'),
  node('9', 'Handmade', 'ハンドメイド', '手工制品'),
  node('1027', 'Tickets', 'チケット', '票券'),
  node('1318', 'Cars & motorcycles', '自動車・オートバイ', '汽车/摩托车'),
  node('10', 'Other', 'その他', '其他'),
];

// Yahoo! Auctions' top-level category ids.
export const yahoo: SeedCategory[] = [
  node('23000', 'Fashion', 'ファッション', '时尚'),
  node('23140', 'Accessories & watches', 'アクセサリー、時計', '饰品/手表'),
  node('20060', 'Comics & anime goods', 'コミック、アニメグッズ', '漫画/动漫周边'),
  node('25464', 'Toys & games', 'おもちゃ、ゲーム', '玩具/游戏'),
  node('24242', 'Hobbies & culture', 'ホビー、カルチャー', '爱好/文化'),
  node('2084032594', 'Celebrity goods', 'タレントグッズ', '明星周边'),
  node('22152', 'Music', '音楽', '音乐'),
  node('21600', 'Books & magazines', '本、雑誌', '图书/杂志'),
  node('21964', 'Films & video', '映画、ビデオ', '电影/影像'),
  node('23336', 'Computers', 'コンピュータ', '电脑'),
  node('23632', 'Appliances, AV & cameras', '家電、AV、カメラ', '家电/影音/相机'),
  node('20000', 'Antiques & collectibles', 'アンティーク、コレクション', '古董/收藏'),
  node('24698', 'Sports & leisure', 'スポーツ、レジャー', '运动/休闲'),
  node('24198', 'Home & interior', '住まい、インテリア', '家居/室内装饰'),
  node('42177', 'Beauty & health', 'ビューティー、ヘルスケア', '美容/保健'),
  node('24202', 'Baby goods', 'ベビー用品', '母婴用品'),
  node('23976', 'Food & drink', '食品、飲料', '食品/饮料'),
  node('26318', 'Cars & motorcycles', '自動車、オートバイ', '汽车/摩托车'),
  node('2084043920', 'Tickets & vouchers', 'チケット、金券、宿泊予約', '票券/礼券/住宿预订'),
];

// magi sells trading cards; its lists are by card game.
export const magi: SeedCategory[] = [
  node('pokemon', 'Pokémon Trading Card Game', 'ポケモンカードゲーム', '宝可梦集换式卡牌'),
  node('yugioh', 'Yu-Gi-Oh! OCG', '遊戯王OCG', '游戏王OCG'),
  node('onepiece', 'ONE PIECE Card Game', 'ONE PIECEカードゲーム', '海贼王卡牌游戏'),
  node('mtg', 'Magic: The Gathering', 'マジック：ザ・ギャザリング', '万智牌'),
  node('duelmasters', 'Duel Masters', 'デュエル・マスターズ', '决斗大师'),
  node('ws', 'Weiß Schwarz', 'ヴァイスシュヴァルツ', '黑白双翼'),
  node('unionarena', 'UNION ARENA', 'ユニオンアリーナ', 'UNION ARENA'),
  node('dbs', 'Dragon Ball Super Card Game', 'ドラゴンボールスーパーカードゲーム', '龙珠超卡牌游戏'),
  node('digimon', 'Digimon Card Game', 'デジモンカードゲーム', '数码宝贝卡牌游戏'),
];

export const categoryTrees = { mercari, yahoo, magi } as const;
