// The replica's shop: a few goods and browse nodes, and SearchItems / GetItems / GetBrowseNodes over them as
// PA-API 5.0's documents describe (search-items.html, get-items.html, getbrowsenodes.html, read 2026-12-02),
// each resource returned only when the request asked for it.

export interface Good {
  asin: string;
  title: string;
  features: string[];
  priceYen: number;
  availability: 'Now' | 'OutOfStock';
  merchant: { Id: string; Name: string; FeedbackRating: number; FeedbackCount: number };
  condition: { Value: string; SubCondition: string };
  freeShipping: boolean;
  node: string;
  /** Days before the replica's epoch the item was first offered (for NewestArrivals). */
  age: number;
  /** ItemNotAccessible: an ASIN Amazon knows but no longer serves through the API. */
  withdrawn?: boolean;
}

const amazon = { Id: 'AN1VRQENFRJN5', Name: 'Amazon.co.jp', FeedbackRating: 4.8, FeedbackCount: 125000 };
const kyoto = { Id: 'A3KYOTOSHOUTEN', Name: '京都雑貨商店', FeedbackRating: 4.6, FeedbackCount: 2310 };
const akiba = { Id: 'A1AKIBAPARTS', Name: 'アキバパーツ', FeedbackRating: 4.2, FeedbackCount: 870 };
const newItem = { Value: 'New', SubCondition: 'New' };

// Amazon JP's root nodes that the seed's amazon tree starts from (the tree's top level: PA-API lists no roots),
// and the children the goods below sit in.
const nodes: Array<{ id: string; name: string; parent: string | null }> = [
  { id: '2230006', name: 'レディースファッション', parent: null },
  { id: '2230005', name: 'メンズファッション', parent: null },
  { id: '2016926', name: 'シューズ', parent: null },
  { id: '2221077', name: 'バッグ・スーツケース', parent: null },
  { id: '3240250', name: '腕時計', parent: null },
  { id: '637394', name: 'ゲーム', parent: null },
  { id: '2277721', name: 'ホビー', parent: null },
  { id: '465392', name: '本', parent: null },
  { id: '561958', name: 'ミュージック', parent: null },
  { id: '5237405', name: 'ビューティー', parent: null },
  { id: '1430437', name: 'スポーツ&アウトドア', parent: null },
  { id: '5723905', name: '食品・飲料・お酒', parent: null },
  { id: '2250738', name: 'その他', parent: null },
  { id: '3210981', name: '家電&カメラ', parent: null },
  { id: '3371421', name: 'イヤホン・ヘッドホン', parent: '3210981' },
  { id: '3477981', name: 'カメラ', parent: '3210981' },
  { id: '3828871', name: 'ホーム&キッチン', parent: null },
  { id: '2038875051', name: '食器', parent: '3828871' },
];

export const goods: Good[] = [
  { asin: 'B0C7XK2M4Q', title: 'ワイヤレスイヤホン ノイズキャンセリング Bluetooth 5.3', features: ['最大30時間再生', 'IPX4防水'], priceYen: 12800, availability: 'Now', merchant: amazon, condition: newItem, freeShipping: true, node: '3371421', age: 40 },
  { asin: 'B0BZ9TQ3LW', title: '有線イヤホン ハイレゾ対応 カナル型', features: ['3.5mmプラグ'], priceYen: 2480, availability: 'Now', merchant: akiba, condition: newItem, freeShipping: false, node: '3371421', age: 200 },
  { asin: 'B0D1HP8N2R', title: 'オーバーイヤー ヘッドホン 密閉型', features: ['折りたたみ式'], priceYen: 8980, availability: 'OutOfStock', merchant: akiba, condition: newItem, freeShipping: false, node: '3371421', age: 10 },
  { asin: 'B09V4MCL7S', title: 'ミラーレス一眼カメラ ボディ 2400万画素', features: ['4K動画', 'ボディ内手ぶれ補正'], priceYen: 98000, availability: 'Now', merchant: amazon, condition: newItem, freeShipping: true, node: '3477981', age: 500 },
  { asin: 'B08KJ5RDT2', title: 'ミラーレス一眼カメラ ボディ 中古 美品', features: ['付属品完備'], priceYen: 54800, availability: 'Now', merchant: akiba, condition: { Value: 'Used', SubCondition: 'LikeNew' }, freeShipping: false, node: '3477981', age: 900 },
  { asin: 'B0CMQ6WZ1H', title: 'インスタントカメラ チェキ ピンク', features: ['自動露出'], priceYen: 13200, availability: 'Now', merchant: amazon, condition: newItem, freeShipping: true, node: '3477981', age: 60 },
  { asin: 'B07QHX9F5K', title: '有田焼 マグカップ 藍染 380ml', features: ['電子レンジ可', '食洗機可'], priceYen: 2750, availability: 'Now', merchant: kyoto, condition: newItem, freeShipping: false, node: '2038875051', age: 300 },
  { asin: 'B07RJ2V8NP', title: '九谷焼 湯呑み 夫婦セット 桐箱入り', features: ['贈答用'], priceYen: 6600, availability: 'Now', merchant: kyoto, condition: newItem, freeShipping: true, node: '2038875051', age: 250 },
  { asin: 'B0B5TN4QXC', title: '南部鉄器 急須 0.65L', features: ['茶こし付き'], priceYen: 9350, availability: 'Now', merchant: kyoto, condition: newItem, freeShipping: true, node: '2038875051', age: 120 },
  { asin: 'B0AB12CD34', title: '曲げわっぱ 弁当箱 二段', features: ['秋田杉'], priceYen: 7480, availability: 'Now', merchant: kyoto, condition: newItem, freeShipping: false, node: '2038875051', age: 30, withdrawn: true },
  { asin: 'B0CR8WJ6TE', title: 'ワイヤレスイヤホン 骨伝導 オープンイヤー', features: ['マイク付き'], priceYen: 15980, availability: 'Now', merchant: amazon, condition: newItem, freeShipping: true, node: '3371421', age: 5 },
  { asin: 'B0C2LM7YPA', title: 'イヤホン ケース シリコン 和柄', features: ['カラビナ付き'], priceYen: 980, availability: 'Now', merchant: kyoto, condition: newItem, freeShipping: false, node: '3371421', age: 80 },
];

export const itemResources = new Set([
  'ItemInfo.Title', 'ItemInfo.Features', 'Images.Primary.Small', 'Images.Primary.Medium', 'Images.Primary.Large',
  'Images.Variants.Small', 'Images.Variants.Medium', 'Images.Variants.Large', 'Offers.Listings.Price',
  'Offers.Listings.Availability.Type', 'Offers.Listings.Availability.Message', 'Offers.Listings.MerchantInfo',
  'Offers.Listings.Condition', 'Offers.Listings.Condition.SubCondition', 'Offers.Listings.DeliveryInfo.IsFreeShippingEligible',
  'Offers.Listings.DeliveryInfo.IsPrimeEligible', 'BrowseNodeInfo.BrowseNodes', 'BrowseNodeInfo.BrowseNodes.Ancestor',
]);

const image = (asin: string, n: number) => ({ URL: `https://m.media-amazon.com/images/I/${asin}-${n}._SL500_.jpg`, Height: 500, Width: 500 });

export function renderItem(good: Good, resources: Set<string>): Record<string, unknown> {
  const has = (name: string) => resources.has(name);
  const listing: Record<string, unknown> = { Id: `${good.asin}-listing`, IsBuyBoxWinner: true };
  if (has('Offers.Listings.Price')) {
    listing.Price = { Amount: good.priceYen, Currency: 'JPY', DisplayAmount: `￥${good.priceYen.toLocaleString('ja-JP')}` };
  }
  if (has('Offers.Listings.Availability.Type')) listing.Availability = { Type: good.availability };
  if (has('Offers.Listings.MerchantInfo')) listing.MerchantInfo = good.merchant;
  if (has('Offers.Listings.Condition')) {
    listing.Condition = { Value: good.condition.Value, SubCondition: { Value: good.condition.SubCondition } };
  }
  if (has('Offers.Listings.DeliveryInfo.IsFreeShippingEligible')) listing.DeliveryInfo = { IsFreeShippingEligible: good.freeShipping };
  const node = nodes.find((candidate) => candidate.id === good.node)!;
  return {
    ASIN: good.asin,
    DetailPageURL: `https://www.amazon.co.jp/dp/${good.asin}?tag=replica-22&linkCode=ogi&th=1&psc=1`,
    ...(has('ItemInfo.Title') || has('ItemInfo.Features')
      ? { ItemInfo: {
          ...(has('ItemInfo.Title') ? { Title: { DisplayValue: good.title, Label: 'Title', Locale: 'ja_JP' } } : {}),
          ...(has('ItemInfo.Features') ? { Features: { DisplayValues: good.features, Label: 'Features', Locale: 'ja_JP' } } : {}),
        } }
      : {}),
    ...(has('Images.Primary.Large') ? { Images: {
      Primary: { Large: image(good.asin, 1) },
      ...(has('Images.Variants.Large') ? { Variants: [{ Large: image(good.asin, 2) }] } : {}),
    } } : {}),
    ...([...resources].some((name) => name.startsWith('Offers.')) ? { Offers: { Listings: [listing] } } : {}),
    ...(has('BrowseNodeInfo.BrowseNodes')
      ? { BrowseNodeInfo: { BrowseNodes: [{ Id: node.id, DisplayName: node.name, ContextFreeName: node.name, IsRoot: node.parent === null }] } }
      : {}),
  };
}

function under(nodeId: string, ancestor: string): boolean {
  for (let at: string | null = nodeId; at !== null; at = nodes.find((node) => node.id === at)?.parent ?? null) {
    if (at === ancestor) return true;
  }
  return false;
}

export interface SearchParameters {
  Keywords?: string;
  BrowseNodeId?: string;
  MinPrice?: number;
  MaxPrice?: number;
  Merchant?: string;
  Availability?: string;
  SortBy?: string;
}

const sorts: Record<string, (a: Good, b: Good) => number> = {
  'Price:LowToHigh': (a, b) => a.priceYen - b.priceYen,
  'Price:HighToLow': (a, b) => b.priceYen - a.priceYen,
  NewestArrivals: (a, b) => a.age - b.age,
};

/** The replica's own copy of the goods (`stock`), so that one replica's changed price is not another's. */
export function searchGoods(stock: readonly Good[], parameters: SearchParameters): Good[] {
  const words = (parameters.Keywords ?? '').toLowerCase().split(/[\s\u3000]+/).filter(Boolean);
  const found = stock.filter(
    (good) =>
      !good.withdrawn &&
      words.every((word) => good.title.toLowerCase().includes(word)) &&
      (parameters.BrowseNodeId === undefined || under(good.node, parameters.BrowseNodeId)) &&
      (parameters.MinPrice === undefined || good.priceYen >= parameters.MinPrice) &&
      (parameters.MaxPrice === undefined || good.priceYen <= parameters.MaxPrice) &&
      (parameters.Merchant !== 'Amazon' || good.merchant === amazon) &&
      (parameters.Availability === 'IncludeOutOfStock' || good.availability === 'Now'),
  );
  const sort = sorts[parameters.SortBy ?? 'Relevance'];
  return sort ? found.sort(sort) : found;
}

export function browseNode(id: string, withChildren: boolean): Record<string, unknown> | null {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return null;
  const children = nodes
    .filter((child) => child.parent === id)
    .map((child) => ({ Id: child.id, DisplayName: child.name, ContextFreeName: child.name }));
  const own = { Id: node.id, DisplayName: node.name, ContextFreeName: node.name, IsRoot: node.parent === null };
  return withChildren && children.length > 0 ? { ...own, Children: children } : own;
}
