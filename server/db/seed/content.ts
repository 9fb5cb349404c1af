// The storefront's own editorial content at launch: service campaigns that state the
// fees shoppers know from such services and guides to how proxy shopping works (domain notes). Stored per
// service language; the home info falls back to en.
type Localized = { en: string; ja: string; 'zh-CN': string };

export interface SeedContent {
  kind: 'activity' | 'article';
  code: string;
  title: Localized;
  overview: Localized;
}

export const content: readonly SeedContent[] = [
  {
    kind: 'activity',
    code: 'protective-packaging',
    title: { en: 'Protective packaging from ¥100', ja: '補強梱包は100円から', 'zh-CN': '加固包装100日元起' },
    overview: { en: '¥100 for parcels under 2 kg, ¥200 from 2 to 5 kg: ask for it when you merge.', ja: '2kg未満は100円、2〜5kgは200円。同梱時にお申し込みください。', 'zh-CN': '2公斤以下100日元，2至5公斤200日元，合箱时即可申请。' },
  },
  {
    kind: 'activity',
    code: 'free-merge',
    title: { en: 'Merge up to 10 orders into one parcel for free', ja: '最大10件まで同梱無料', 'zh-CN': '最多10个订单免费合箱' },
    overview: { en: 'Orders waiting at our warehouse ship together; from the 11th order, ¥100 each.', ja: '倉庫に届いた注文をまとめて発送。11件目からは1件100円です。', 'zh-CN': '到达仓库的订单可合并发货，第11单起每单100日元。' },
  },
  {
    kind: 'article',
    code: 'two-payments',
    title: { en: 'How buying through us works: two payments', ja: 'ご利用の流れ：お支払いは2回', 'zh-CN': '购买流程：分两次付款' },
    overview: { en: 'First the item, our fee and domestic shipping; then international shipping once the parcel is weighed.', ja: 'まず商品代金・手数料・国内送料、重量確定後に国際送料をお支払いいただきます。', 'zh-CN': '先付商品价、代购费和日本国内运费；称重后再付国际运费。' },
  },
  {
    kind: 'article',
    code: 'shipping-methods',
    title: { en: 'EMS, airmail, SAL or sea: choosing a shipping method', ja: 'EMS・航空便・SAL・船便の選び方', 'zh-CN': 'EMS、航空、SAL还是海运：如何选择运输方式' },
    overview: { en: 'Worst cases seen: EMS two weeks, airmail a month, SAL two months.', ja: '目安の最長日数：EMS 2週間、航空便1か月、SAL 2か月。', 'zh-CN': '最长时效参考：EMS两周，航空一个月，SAL两个月。' },
  },
  {
    kind: 'article',
    code: 'volumetric-weight',
    title: { en: 'Why a light but large parcel can cost more', ja: '軽くて大きい荷物が高くなる理由', 'zh-CN': '为什么又轻又大的包裹运费更高' },
    overview: { en: 'Couriers charge the greater of actual and volumetric weight (L × W × H / 5000).', ja: '国際宅配便は実重量と容積重量（縦×横×高さ÷5000）の大きい方で計算されます。', 'zh-CN': '快递按实际重量与体积重量（长×宽×高÷5000）中较大者计费。' },
  },
  {
    kind: 'article',
    code: 'auction-bidding',
    title: { en: 'Bidding on Yahoo! Auctions: increments and maximum bids', ja: 'ヤフオク入札のコツ：入札単位と自動入札', 'zh-CN': '雅虎拍卖竞拍：加价幅度与代理出价' },
    overview: { en: 'Under ¥1,000 bids rise by ¥10; from ¥50,000 by ¥1,000. Bids cannot be withdrawn.', ja: '1,000円未満は10円単位、50,000円以上は1,000円単位。入札の取り消しはできません。', 'zh-CN': '1000日元以下每次加价10日元，5万日元以上加价1000日元。出价后不可撤回。' },
  },
];

export const serviceNames: readonly { name: string; value: Localized }[] = [
  { name: 'protectivePackaging', value: { en: 'Protective packaging', ja: '補強梱包', 'zh-CN': '加固包装' } },
  { name: 'inspection', value: { en: 'Item inspection', ja: '検品', 'zh-CN': '验货' } },
  { name: 'electronicsCheck', value: { en: 'Electronics check', ja: '動作確認', 'zh-CN': '电子产品通电检查' } },
  { name: 'photos', value: { en: 'Item photos', ja: '商品撮影', 'zh-CN': '商品拍照' } },
];
