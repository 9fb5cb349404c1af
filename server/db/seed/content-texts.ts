// The seeded pieces' texts (see content.ts); the home rails' pieces also read in every other storefront
// language (home-texts/). Figures are those of the domain notes and spec/constants.
import type { SeedContent } from './content';
import { translatedHomeTexts } from './home-texts/languages';
import { policies } from './policies';

const activities: SeedContent[] = [
  {
    kind: 'activity', code: 'protective-packaging', picture: 'parcel',
    texts: {
      en: {
        title: 'Protective packaging from ¥100', overview: '¥100 for parcels under 2 kg, ¥200 from 2 to 5 kg: ask for it when you merge.',
        body: '## Why add it\n\nSellers in Japan often ship in thin envelopes. Before your parcel flies abroad, our warehouse staff can repack it with corner guards, bubble wrap and a double-walled box.\n\n## Price\n\n- **¥100** for a parcel under 2 kg\n- **¥200** for a parcel from 2 to 5 kg\n\n## How to ask for it\n\n1. Open **My parcels** once your orders have arrived at the warehouse.\n2. Merge the orders you want to ship together.\n3. Tick *Protective packaging* among the options before you pay the postage.\n\nFragile goods such as figures, glassware and electronics benefit most.',
      },
      ja: {
        title: '補強梱包は100円から', overview: '2kg未満は100円、2〜5kgは200円。同梱時にお申し込みください。',
        body: '## 補強梱包とは\n\n国内の出品者は薄い封筒で発送することも少なくありません。海外へ発送する前に、倉庫スタッフが角当て・緩衝材・二重段ボールで梱包し直します。\n\n## 料金\n\n- 2kg未満の荷物：**100円**\n- 2〜5kgの荷物：**200円**\n\n## お申し込み方法\n\n1. 注文が倉庫に届いたら **マイ荷物** を開きます。\n2. 一緒に発送したい注文を同梱します。\n3. 送料のお支払い前にオプションの「補強梱包」を選んでください。\n\nフィギュア・ガラス製品・電子機器など壊れやすい商品におすすめです。',
      },
      'zh-CN': {
        title: '加固包装100日元起', overview: '2公斤以下100日元，2至5公斤200日元，合箱时即可申请。',
        body: '## 为什么要加固\n\n日本卖家常用薄信封发货。包裹出国前，仓库人员可以用护角、气泡膜和双层纸箱重新包装。\n\n## 价格\n\n- 2公斤以下：**100日元**\n- 2至5公斤：**200日元**\n\n## 如何申请\n\n1. 订单到达仓库后打开 **我的包裹**。\n2. 把要一起寄出的订单合箱。\n3. 支付国际运费前勾选“加固包装”。\n\n手办、玻璃制品和电子产品等易碎商品尤其推荐。',
      },
      ...translatedHomeTexts('protective-packaging'),
    },
  },
  {
    kind: 'activity', code: 'free-merge', picture: 'merge',
    texts: {
      en: {
        title: 'Merge up to 10 orders into one parcel for free', overview: 'Orders waiting at our warehouse ship together; from the 11th order, ¥100 each.',
        body: '## One parcel, one postage\n\nInternational postage is charged per parcel, by weight band. Shipping five orders as one parcel usually costs far less than five parcels.\n\n- Merging **up to 10 orders** is free.\n- From the 11th order, **¥100** per extra order.\n- Free storage while you wait for the rest of your orders: see [fees](/userGuide/fees).\n\nMerge from **My parcels** once your orders show *Arrived at warehouse*.',
      },
      ja: {
        title: '最大10件まで同梱無料', overview: '倉庫に届いた注文をまとめて発送。11件目からは1件100円です。',
        body: '## まとめて送ればお得\n\n国際送料は荷物ごと・重量帯ごとにかかります。5件を1つの荷物にまとめると、5個口で送るよりずっと安くなることがほとんどです。\n\n- **10件まで**の同梱は無料\n- 11件目からは1件につき **100円**\n- 他の注文を待つ間の無料保管期間は [料金ガイド](/userGuide/fees) をご覧ください。\n\n注文が「倉庫到着」になったら **マイ荷物** から同梱できます。',
      },
      'zh-CN': {
        title: '最多10个订单免费合箱', overview: '到达仓库的订单可合并发货，第11单起每单100日元。',
        body: '## 合箱更省运费\n\n国际运费按包裹和重量段计算。五个订单合成一个包裹，通常比分五个包裹便宜得多。\n\n- **10单以内**合箱免费\n- 第11单起每单 **100日元**\n- 等待其他订单期间的免费仓储期见 [费用说明](/userGuide/fees)。\n\n订单显示“已到仓库”后，在 **我的包裹** 中合箱。',
      },
      ...translatedHomeTexts('free-merge'),
    },
  },
];

const articles: SeedContent[] = [
  {
    kind: 'article', code: 'two-payments', picture: 'payment',
    texts: {
      en: {
        title: 'How buying through us works: two payments', overview: 'First the item, our fee and domestic shipping; then international shipping once the parcel is weighed.',
        body: '## First payment: when you order\n\n- the item price\n- our proxy fee (¥50–300 per item, shown in the cart)\n- Japanese domestic shipping, when the seller does not pay it\n- the options you chose\n\n## Second payment: when the parcel is weighed\n\nOnce your goods reach our warehouse and you merge them, we weigh and measure the parcel. You then pay international shipping for the method you pick, plus any options chosen at that point.\n\nCustoms duties and import taxes are charged by your country on delivery and are not included. Try the [price calculator](/calc) for an estimate.',
      },
      ja: {
        title: 'ご利用の流れ：お支払いは2回', overview: 'まず商品代金・手数料・国内送料、重量確定後に国際送料をお支払いいただきます。',
        body: '## 1回目：ご注文時\n\n- 商品代金\n- 代行手数料（1商品50〜300円、カートに表示）\n- 出品者負担でない場合の国内送料\n- お選びいただいたオプション\n\n## 2回目：重量確定後\n\n商品が倉庫に届き同梱されると、荷物の重さとサイズを測ります。お選びの発送方法の国際送料と、その時点で選んだオプションをお支払いください。\n\n関税・輸入税はお届け時にお客様の国で課されるもので、含まれていません。目安は [料金シミュレーター](/calc) でご確認ください。',
      },
      'zh-CN': {
        title: '购买流程：分两次付款', overview: '先付商品价、代购费和日本国内运费；称重后再付国际运费。',
        body: '## 第一次：下单时\n\n- 商品价格\n- 代购费（每件50至300日元，购物车中显示）\n- 卖家不包邮时的日本国内运费\n- 所选的增值服务\n\n## 第二次：包裹称重后\n\n商品到达仓库并合箱后，我们会称重量尺寸。届时按所选运输方式支付国际运费及当时选择的服务。\n\n关税和进口税由收货国在派送时征收，不包含在内。可用 [运费计算器](/calc) 估算。',
      },
      ...translatedHomeTexts('two-payments'),
    },
  },
  {
    kind: 'article', code: 'shipping-methods', picture: 'plane',
    texts: {
      en: {
        title: 'EMS, airmail, SAL or sea: choosing a shipping method', overview: 'Worst cases seen: EMS two weeks, airmail a month, SAL two months.',
        body: '## The methods\n\n| Method | Worst case seen | Good for |\n| --- | --- | --- |\n| EMS | 2 weeks | most parcels, up to 30 kg, tracked |\n| Airmail / ePacket | 1 month | small, light parcels |\n| SAL | 2 months | heavy parcels that are not urgent |\n| Sea | several months | bulky, heavy, cheap goods |\n| Couriers (DHL, FedEx, UPS) | about a week | valuable or urgent goods |\n\n## Suspended routes\n\nCarriers suspend some routes per country from time to time. The [calculator](/calc) says which methods your country can use today.',
      },
      ja: {
        title: 'EMS・航空便・SAL・船便の選び方', overview: '目安の最長日数：EMS 2週間、航空便1か月、SAL 2か月。',
        body: '## 発送方法\n\n| 方法 | 最長の目安 | 向いているもの |\n| --- | --- | --- |\n| EMS | 2週間 | ほとんどの荷物（30kgまで・追跡あり） |\n| 航空便・ePacket | 1か月 | 小さく軽い荷物 |\n| SAL | 2か月 | 急がない重い荷物 |\n| 船便 | 数か月 | かさばる・重い・安価な商品 |\n| 国際宅配便（DHL・FedEx・UPS） | 約1週間 | 高価・急ぎの商品 |\n\n## 引受停止中のルート\n\n配送会社は国ごとに一部ルートの引受を停止することがあります。現在使える方法は [料金シミュレーター](/calc) に表示されます。',
      },
      'zh-CN': {
        title: 'EMS、航空、SAL还是海运：如何选择运输方式', overview: '最长时效参考：EMS两周，航空一个月，SAL两个月。',
        body: '## 运输方式\n\n| 方式 | 最长时效参考 | 适合 |\n| --- | --- | --- |\n| EMS | 2周 | 大多数包裹（30公斤以内，可追踪） |\n| 航空 / ePacket | 1个月 | 小而轻的包裹 |\n| SAL | 2个月 | 不急的重包裹 |\n| 海运 | 数个月 | 体积大、重量大、价值低的商品 |\n| 快递（DHL、FedEx、UPS） | 约1周 | 贵重或急需的商品 |\n\n## 暂停的线路\n\n承运商会不时暂停部分国家的线路。[运费计算器](/calc) 会显示你的国家当前可用的方式。',
      },
      ...translatedHomeTexts('shipping-methods'),
    },
  },
  {
    kind: 'article', code: 'volumetric-weight', picture: 'scale',
    texts: {
      en: {
        title: 'Why a light but large parcel can cost more', overview: 'Couriers charge the greater of actual and volumetric weight (L × W × H / 5000).',
        body: '## Chargeable weight\n\nCarriers charge the **greater** of the actual weight and the volumetric weight.\n\n- Couriers: length × width × height (cm) ÷ **5000**\n- EMS: ÷ **8000**, and only when a side exceeds 60 cm\n\n## Example\n\nA 60 × 40 × 40 cm box of plush toys weighs 3 kg, but its volumetric weight by courier is 60 × 40 × 40 ÷ 5000 = **19.2 kg**.\n\n## How we help\n\nWhen we merge your orders we remove bulky retail boxes where it is safe, and pick the smallest box that fits.',
      },
      ja: {
        title: '軽くて大きい荷物が高くなる理由', overview: '国際宅配便は実重量と容積重量（縦×横×高さ÷5000）の大きい方で計算されます。',
        body: '## 課金重量\n\n配送会社は実重量と容積重量の **大きい方** で料金を計算します。\n\n- 国際宅配便：縦×横×高さ（cm）÷ **5000**\n- EMS：÷ **8000**（いずれかの辺が60cmを超える場合のみ）\n\n## 例\n\nぬいぐるみが入った60×40×40cmの箱は実重量3kgでも、宅配便の容積重量は60×40×40÷5000＝**19.2kg** になります。\n\n## 当社の工夫\n\n同梱時には安全な範囲で大きな外箱を外し、収まる一番小さな箱を選びます。',
      },
      'zh-CN': {
        title: '为什么又轻又大的包裹运费更高', overview: '快递按实际重量与体积重量（长×宽×高÷5000）中较大者计费。',
        body: '## 计费重量\n\n承运商按实际重量与体积重量中 **较大者** 计费。\n\n- 快递：长×宽×高（厘米）÷ **5000**\n- EMS：÷ **8000**，且仅在任一边超过60厘米时计算\n\n## 举例\n\n一个60×40×40厘米的毛绒玩具箱实重3公斤，但快递体积重量为60×40×40÷5000＝**19.2公斤**。\n\n## 我们的做法\n\n合箱时在安全的前提下去掉大的外包装盒，并选用能装下的最小箱子。',
      },
      ...translatedHomeTexts('volumetric-weight'),
    },
  },
  {
    kind: 'article', code: 'auction-bidding', picture: 'gavel',
    texts: {
      en: {
        title: 'Bidding on Yahoo! Auctions: increments and maximum bids', overview: 'Under ¥1,000 bids rise by ¥10; from ¥50,000 by ¥1,000. Bids cannot be withdrawn.',
        body: '## Bid increments\n\n| Current price | Increment |\n| --- | --- |\n| under ¥1,000 | ¥10 |\n| ¥1,000–4,999 | ¥100 |\n| ¥5,000–9,999 | ¥250 |\n| ¥10,000–49,999 | ¥500 |\n| ¥50,000 and up | ¥1,000 |\n\n## Maximum bids\n\nSet the most you will pay; we bid the smallest increment above the other bidders until your maximum. Your bid plus fee is held from your wallet and released within minutes when you are outbid.\n\n**Bids cannot be cancelled**, so check the listing and the [fees](/userGuide/fees) first.',
      },
      ja: {
        title: 'ヤフオク入札のコツ：入札単位と自動入札', overview: '1,000円未満は10円単位、50,000円以上は1,000円単位。入札の取り消しはできません。',
        body: '## 入札単位\n\n| 現在価格 | 入札単位 |\n| --- | --- |\n| 1,000円未満 | 10円 |\n| 1,000〜4,999円 | 100円 |\n| 5,000〜9,999円 | 250円 |\n| 10,000〜49,999円 | 500円 |\n| 50,000円以上 | 1,000円 |\n\n## 自動入札\n\n上限額を設定すると、他の入札者より1単位だけ高い額で上限まで自動で入札します。入札額と手数料はウォレットから預かり、高値更新された場合は数分以内に戻ります。\n\n**入札は取り消せません。** 商品説明と [料金](/userGuide/fees) を先にご確認ください。',
      },
      'zh-CN': {
        title: '雅虎拍卖竞拍：加价幅度与代理出价', overview: '1000日元以下每次加价10日元，5万日元以上加价1000日元。出价后不可撤回。',
        body: '## 加价幅度\n\n| 当前价格 | 加价幅度 |\n| --- | --- |\n| 1000日元以下 | 10日元 |\n| 1000–4999日元 | 100日元 |\n| 5000–9999日元 | 250日元 |\n| 10000–49999日元 | 500日元 |\n| 50000日元以上 | 1000日元 |\n\n## 代理出价\n\n设置你愿意支付的最高价，系统以高出其他人一个加价幅度的金额自动出价，直到最高价。出价金额和手续费从钱包中冻结，被超过后几分钟内解冻。\n\n**出价不可撤回**，请先确认商品说明和 [费用](/userGuide/fees)。',
      },
      ...translatedHomeTexts('auction-bidding'),
    },
  },
];

const notices: SeedContent[] = [
  {
    kind: 'notice', code: 'route-suspensions', picture: 'megaphone', pinned: true, ageDays: 20,
    texts: {
      en: { title: 'Some shipping routes are suspended', overview: 'Carriers have paused some methods to some countries; the calculator shows what is open today.', body: 'Carriers suspend routes per country from time to time. When a method is suspended for your country it is greyed out, with the reason, in the [calculator](/calc) and when you choose how to ship a parcel.\n\nParcels already handed to the carrier are not affected.' },
      ja: { title: '一部の配送ルートが引受停止中です', overview: '一部の国・発送方法で引受が停止されています。現在の状況は料金シミュレーターでご確認ください。', body: '配送会社は国ごとにルートの引受を停止することがあります。お住まいの国で停止中の方法は、[料金シミュレーター](/calc) と発送方法の選択画面で理由とともにグレー表示されます。\n\nすでに配送会社に引き渡した荷物には影響ありません。' },
      'zh-CN': { title: '部分运输线路暂停', overview: '承运商暂停了部分国家的部分方式，当前可用情况见运费计算器。', body: '承运商会不时暂停部分国家的线路。你所在国家暂停的方式会在 [运费计算器](/calc) 和选择运输方式时显示为灰色并注明原因。\n\n已交给承运商的包裹不受影响。' },
    },
  },
  {
    kind: 'notice', code: 'storage-period', picture: 'calendar', ageDays: 5,
    texts: {
      en: { title: 'Free storage and postage deadlines', overview: 'Pay a merged parcel’s postage within 15 days; storage fees start after the free period.', body: '- Orders are stored for free for a period after they arrive at the warehouse.\n- Pay the postage of a merged parcel within **15 days**.\n- After that, storage fees of about ¥50–100 per item per day apply.\n\nYou will get a message before fees start.' },
      ja: { title: '無料保管期間と送料のお支払い期限', overview: '同梱後15日以内に送料をお支払いください。無料期間を過ぎると保管料がかかります。', body: '- 倉庫到着後、一定期間は無料で保管します。\n- 同梱した荷物の送料は **15日以内** にお支払いください。\n- 期限を過ぎると1商品1日あたり約50〜100円の保管料がかかります。\n\n保管料が発生する前にメッセージでお知らせします。' },
      'zh-CN': { title: '免费仓储期与运费支付期限', overview: '合箱后请在15天内支付运费；免费期结束后将收取仓储费。', body: '- 订单到达仓库后有一段免费仓储期。\n- 合箱包裹的运费请在 **15天内** 支付。\n- 超期后每件每天约收取50至100日元仓储费。\n\n开始收费前我们会发消息提醒你。' },
    },
  },
  {
    kind: 'notice', code: 'year-end-holidays', picture: 'calendar', ageDays: 1,
    texts: {
      en: { title: 'Year-end holidays: purchasing and warehouse hours', overview: 'Japanese marketplaces and carriers slow down over New Year; orders placed then are bought when they reopen.', body: 'From 29 December to 3 January many Japanese sellers and carriers do not ship. We keep taking orders; purchases and shipments resume on 4 January, in the order they were placed.' },
      ja: { title: '年末年始の購入・倉庫業務について', overview: '年末年始は国内の出品者・配送会社の発送が止まります。期間中のご注文は再開後に順次購入します。', body: '12月29日〜1月3日は多くの出品者・配送会社が発送を休止します。ご注文は受け付けており、1月4日からご注文順に購入・発送を再開します。' },
      'zh-CN': { title: '年末年初：代购与仓库安排', overview: '新年期间日本卖家和承运商暂停发货，期间订单将在恢复后购买。', body: '12月29日至1月3日，许多日本卖家和承运商暂停发货。我们照常接单，1月4日起按下单顺序恢复购买和发货。' },
    },
  },
];

const introductions: SeedContent[] = [
  {
    kind: 'introduction', code: 'about', picture: 'globe',
    texts: {
      en: { title: 'About us', overview: 'We buy from Japanese marketplaces for you and ship to your country.', body: '## What we do\n\nWe buy for you on Japanese marketplaces — Yahoo! Auctions, Mercari, Rakuten, Amazon Japan, Suruga-ya and more — receive the goods at our warehouse in Japan, and ship them to you.\n\n## How it works\n\n1. Search or paste a marketplace link.\n2. Pay for the item, our fee and domestic shipping.\n3. We buy it and it arrives at our warehouse.\n4. Merge your orders and pay international shipping.\n\nEverything is priced in yen; your currency is shown for reference. Read the [user guide](/userGuide) for details.' },
      ja: { title: '私たちについて', overview: '日本のマーケットで代わりに購入し、お客様の国へお届けします。', body: '## サービス内容\n\nヤフオク・メルカリ・楽天・Amazon・駿河屋などの日本のマーケットで代理購入し、日本の倉庫で受け取ってからお客様のもとへ発送します。\n\n## ご利用の流れ\n\n1. 検索するか、商品のリンクを貼り付けます。\n2. 商品代金・手数料・国内送料をお支払いください。\n3. 当社が購入し、商品が倉庫に届きます。\n4. 注文を同梱して国際送料をお支払いください。\n\n価格はすべて日本円で、お客様の通貨は参考表示です。詳しくは [ご利用ガイド](/userGuide) をご覧ください。' },
      'zh-CN': { title: '关于我们', overview: '我们替你在日本电商平台购买，并寄到你的国家。', body: '## 我们做什么\n\n我们在雅虎拍卖、Mercari、乐天、日本亚马逊、骏河屋等日本平台替你购买，在日本仓库收货后寄给你。\n\n## 流程\n\n1. 搜索或粘贴商品链接。\n2. 支付商品价、代购费和日本国内运费。\n3. 我们购买，商品到达仓库。\n4. 合箱并支付国际运费。\n\n所有价格以日元计，你的货币仅供参考。详见 [用户指南](/userGuide)。' },
    },
  },
];

const guide = (code: string, picture: SeedContent['picture'], topic: string, texts: SeedContent['texts']): SeedContent => ({ kind: 'guide', code, picture, topic, texts });

const guides: SeedContent[] = [
  guide('how-to-buy', 'book', 'buying', {
    en: { title: 'How to buy', overview: 'Search, order, and what happens next.', body: '1. **Find the item**: search by keyword, or paste a link from a Japanese marketplace into the search box.\n2. **Add it to your cart** and check the proxy fee and domestic shipping shown there.\n3. **Pay** from your wallet or by card.\n4. **We buy it** and tell you when the seller ships it to our warehouse.\n5. **Merge and ship** from My parcels once it arrives.\n\nItems that cannot be exported (weapons, live animals, some cosmetics and batteries) are refused with the reason.' },
    ja: { title: '購入方法', overview: '検索・注文と、その後の流れ。', body: '1. **商品を探す**：キーワードで検索するか、日本のマーケットの商品リンクを検索欄に貼り付けます。\n2. **カートに入れ**、代行手数料と国内送料を確認します。\n3. ウォレットまたはカードで **お支払い**。\n4. **当社が購入** し、出品者が倉庫へ発送したらお知らせします。\n5. 到着後、マイ荷物から **同梱・発送**。\n\n輸出できない商品（武器・生き物・一部の化粧品や電池など）は理由とともにお断りします。' },
    'zh-CN': { title: '如何购买', overview: '搜索、下单以及之后的流程。', body: '1. **找到商品**：按关键词搜索，或把日本平台的商品链接粘贴到搜索框。\n2. **加入购物车**，查看代购费和日本国内运费。\n3. 用钱包或银行卡 **付款**。\n4. **我们购买**，卖家发往仓库时通知你。\n5. 到货后在我的包裹中 **合箱发货**。\n\n不能出口的商品（武器、活体动物、部分化妆品和电池等）会被拒绝并说明原因。' },
    'zh-TW': { title: '如何購買', overview: '搜尋、下單以及之後的流程。', body: '1. **找到商品**：以關鍵字搜尋，或把日本平台的商品連結貼到搜尋框。\n2. **加入購物車**，查看代購費和日本國內運費。\n3. 用錢包或信用卡 **付款**。\n4. **我們購買**，賣家寄往倉庫時通知你。\n5. 到貨後在我的包裹中 **合箱寄送**。\n\n無法出口的商品（武器、活體動物、部分化妝品和電池等）會被拒絕並說明原因。' },
  }),
  guide('payment', 'payment', 'payment', {
    en: { title: 'Payment and your wallet', overview: 'Two payments per order, paid from a wallet you top up.', body: '## Two payments\n\nYou pay once when you order (item, fee, domestic shipping) and once when the parcel is weighed (international shipping). See [how buying works](/article/detail/two-payments).\n\n## Wallet\n\nTop up your wallet by card. Orders, bids and postage are paid from it; refunds and released bid holds go back to it at once.\n\nPoints and coupons reduce the total at checkout.' },
    ja: { title: 'お支払いとウォレット', overview: '1注文につき2回のお支払い。チャージしたウォレットから支払います。', body: '## 2回のお支払い\n\nご注文時（商品・手数料・国内送料）と、荷物の重量確定後（国際送料）の2回です。[ご利用の流れ](/article/detail/two-payments) もご覧ください。\n\n## ウォレット\n\nカードでチャージし、注文・入札・送料をウォレットから支払います。返金や入札の預かり解除はすぐにウォレットへ戻ります。\n\nポイントとクーポンはお会計時に差し引かれます。' },
    'zh-CN': { title: '付款与钱包', overview: '每个订单分两次付款，从充值的钱包中支付。', body: '## 两次付款\n\n下单时（商品、代购费、国内运费）和包裹称重后（国际运费）各付一次。参见 [购买流程](/article/detail/two-payments)。\n\n## 钱包\n\n用银行卡充值，订单、出价和运费都从钱包支付；退款和解冻的出价资金立即退回钱包。\n\n积分和优惠券在结算时抵扣。' },
    'zh-TW': { title: '付款與錢包', overview: '每筆訂單分兩次付款，從儲值的錢包中支付。', body: '## 兩次付款\n\n下單時（商品、代購費、國內運費）和包裹秤重後（國際運費）各付一次。參見 [購買流程](/article/detail/two-payments)。\n\n## 錢包\n\n用信用卡儲值，訂單、出價和運費都從錢包支付；退款和解凍的出價資金會立即退回錢包。\n\n點數和優惠券在結帳時折抵。' },
  }),
  guide('shipping', 'plane', 'shipping', {
    en: { title: 'International shipping', overview: 'Merging, methods, chargeable weight and delivery times.', body: '## Merge first\n\nUp to 10 orders merge into one parcel for free. Merged parcels are capped by the carrier’s limits (EMS: 30 kg).\n\n## Methods\n\nEMS (up to 2 weeks), airmail (up to a month), SAL (up to two months), sea, and couriers. Read [choosing a shipping method](/article/detail/shipping-methods).\n\n## Chargeable weight\n\nThe greater of actual and volumetric weight: L × W × H ÷ 5000 for couriers.' },
    ja: { title: '国際配送', overview: '同梱・発送方法・課金重量・お届け日数。', body: '## まず同梱\n\n10件までの同梱は無料です。同梱した荷物は配送会社の上限（EMSは30kg）までです。\n\n## 発送方法\n\nEMS（最長2週間）、航空便（最長1か月）、SAL（最長2か月）、船便、国際宅配便があります。[発送方法の選び方](/article/detail/shipping-methods) をご覧ください。\n\n## 課金重量\n\n実重量と容積重量の大きい方です（宅配便は縦×横×高さ÷5000）。' },
    'zh-CN': { title: '国际运输', overview: '合箱、运输方式、计费重量与时效。', body: '## 先合箱\n\n10单以内免费合箱，合箱包裹受承运商上限限制（EMS为30公斤）。\n\n## 运输方式\n\nEMS（最长2周）、航空（最长1个月）、SAL（最长2个月）、海运和快递。参见 [如何选择运输方式](/article/detail/shipping-methods)。\n\n## 计费重量\n\n取实际重量与体积重量中的较大者（快递为长×宽×高÷5000）。' },
    'zh-TW': { title: '國際運送', overview: '合箱、運送方式、計費重量與時效。', body: '## 先合箱\n\n10筆以內免費合箱，合箱包裹受物流商上限限制（EMS為30公斤）。\n\n## 運送方式\n\nEMS（最長2週）、航空（最長1個月）、SAL（最長2個月）、海運和快遞。參見 [如何選擇運送方式](/article/detail/shipping-methods)。\n\n## 計費重量\n\n取實際重量與材積重量中的較大者（快遞為長×寬×高÷5000）。' },
  }),
  guide('auctions', 'gavel', 'auctions', {
    en: { title: 'Auctions', overview: 'Maximum bids, increments, holds and end times.', body: '- Set a **maximum bid**; we raise your bid by the smallest increment when someone outbids you.\n- Your bid plus fee is **held** from your wallet and released within minutes when you are outbid.\n- **Bids cannot be cancelled**; a won auction is a binding purchase.\n- Mercari auctions end about 20:00 JST the day after the first bid; a bid in the last 5 minutes extends the end by 5 minutes.\n- End times are shown in your time zone and in JST.' },
    ja: { title: 'オークション', overview: '自動入札・入札単位・預かり金・終了時刻。', body: '- **上限額** を設定すると、高値更新されたとき最小単位で自動的に入札します。\n- 入札額と手数料はウォレットから **預かり**、高値更新されると数分以内に戻ります。\n- **入札は取り消せません**。落札は購入の確定です。\n- メルカリのオークションは最初の入札の翌日20時ごろ（日本時間）に終了し、終了5分前以降の入札で5分延長されます。\n- 終了時刻はお客様の時間帯と日本時間で表示します。' },
    'zh-CN': { title: '拍卖', overview: '代理出价、加价幅度、冻结资金与结束时间。', body: '- 设置 **最高出价**，被超过时系统以最小加价幅度自动加价。\n- 出价金额和手续费从钱包 **冻结**，被超过后几分钟内解冻。\n- **出价不可撤回**，中标即为确定购买。\n- Mercari拍卖在首次出价次日日本时间约20:00结束，最后5分钟内出价会延长5分钟。\n- 结束时间同时显示你的时区和日本时间。' },
    'zh-TW': { title: '拍賣', overview: '代理出價、加價幅度、凍結資金與結束時間。', body: '- 設定 **最高出價**，被超過時系統以最小加價幅度自動加價。\n- 出價金額和手續費從錢包 **凍結**，被超過後幾分鐘內解凍。\n- **出價不可撤回**，得標即為確定購買。\n- Mercari拍賣在首次出價隔天日本時間約20:00結束，最後5分鐘內出價會延長5分鐘。\n- 結束時間同時顯示你的時區和日本時間。' },
  }),
  guide('fees', 'coins', 'fees', {
    en: { title: 'Fees', overview: 'Everything you may pay, in yen.', body: '| What | Price |\n| --- | --- |\n| Proxy fee | ¥50–300 per item |\n| Merging | free up to 10 orders, then ¥100 per order |\n| Protective packaging | ¥100 under 2 kg, ¥200 for 2–5 kg |\n| Item inspection | ¥300 per order |\n| Electronics check | ¥1,000 |\n| Photos | about ¥500 per item |\n| Storage after the free period | about ¥50–100 per item per day |\n\nInternational shipping depends on method, zone and weight: try the [calculator](/calc). Customs duties are not included.' },
    ja: { title: '料金', overview: 'お支払いいただく可能性のある料金（日本円）。', body: '| 項目 | 料金 |\n| --- | --- |\n| 代行手数料 | 1商品50〜300円 |\n| 同梱 | 10件まで無料、以降1件100円 |\n| 補強梱包 | 2kg未満100円、2〜5kg 200円 |\n| 検品 | 1注文300円 |\n| 動作確認 | 1,000円 |\n| 撮影 | 1商品約500円 |\n| 無料期間後の保管料 | 1商品1日約50〜100円 |\n\n国際送料は発送方法・地域・重量で決まります。[料金シミュレーター](/calc) をご利用ください。関税は含まれません。' },
    'zh-CN': { title: '费用', overview: '可能产生的所有费用（日元）。', body: '| 项目 | 价格 |\n| --- | --- |\n| 代购费 | 每件50至300日元 |\n| 合箱 | 10单以内免费，之后每单100日元 |\n| 加固包装 | 2公斤以下100日元，2至5公斤200日元 |\n| 验货 | 每单300日元 |\n| 通电检查 | 1000日元 |\n| 拍照 | 每件约500日元 |\n| 免费期后的仓储费 | 每件每天约50至100日元 |\n\n国际运费取决于方式、区域和重量，可用 [运费计算器](/calc) 估算。不含关税。' },
    'zh-TW': { title: '費用', overview: '可能產生的所有費用（日圓）。', body: '| 項目 | 價格 |\n| --- | --- |\n| 代購費 | 每件50至300日圓 |\n| 合箱 | 10筆以內免費，之後每筆100日圓 |\n| 加固包裝 | 2公斤以下100日圓，2至5公斤200日圓 |\n| 驗貨 | 每筆300日圓 |\n| 通電檢查 | 1000日圓 |\n| 拍照 | 每件約500日圓 |\n| 免費期後的倉儲費 | 每件每天約50至100日圓 |\n\n國際運費取決於方式、區域和重量，可用 [運費計算器](/calc) 估算。不含關稅。' },
  }),
  guide('returns', 'returns', 'afterSales', {
    en: { title: 'Cancellations, returns and claims', overview: 'What can be cancelled, refunds, and damage claims.', body: '- You can cancel an order **until we buy it**. Once bought, it cannot be cancelled.\n- If the seller cancels or the purchase fails, the **full amount returns to your wallet**.\n- Returns to Japanese sellers are rarely possible; open a [support ticket](/workOrder) and we will ask the seller.\n- Report damage or loss **within 5 days of delivery**, with photos of the parcel and the goods.' },
    ja: { title: 'キャンセル・返品・補償', overview: 'キャンセルできる時期、返金、破損の申告。', body: '- ご注文は **当社が購入するまで** キャンセルできます。購入後はキャンセルできません。\n- 出品者のキャンセルや購入失敗の場合は **全額をウォレットに返金** します。\n- 国内の出品者への返品はほとんどできません。[お問い合わせ](/workOrder) いただければ出品者に確認します。\n- 破損・紛失は **お届けから5日以内** に、荷物と商品の写真を添えてお知らせください。' },
    'zh-CN': { title: '取消、退货与索赔', overview: '何时可以取消、退款以及破损索赔。', body: '- 订单在 **我们购买之前** 可以取消，购买后不能取消。\n- 卖家取消或购买失败时，**全额退回钱包**。\n- 向日本卖家退货很少可行，请 [提交工单](/workOrder)，我们会询问卖家。\n- 破损或丢失请在 **签收后5天内** 附上包裹和商品照片申报。' },
    'zh-TW': { title: '取消、退貨與索賠', overview: '何時可以取消、退款以及破損索賠。', body: '- 訂單在 **我們購買之前** 可以取消，購買後不能取消。\n- 賣家取消或購買失敗時，**全額退回錢包**。\n- 向日本賣家退貨很少可行，請 [提交工單](/workOrder)，我們會詢問賣家。\n- 破損或遺失請在 **簽收後5天內** 附上包裹和商品照片申報。' },
  }),
];

const landings: SeedContent[] = [
  {
    kind: 'landing', code: 'figure-week', picture: 'tag', goodsKeyword: 'フィギュア',
    texts: {
      en: { title: 'Figure week: ship them safely', overview: 'Figures from Japanese marketplaces, with protective packaging from ¥100.', body: 'Scale figures, prize figures and garage kits are among the most bought goods from Japan — and the most fragile.\n\n- Add **protective packaging** (from ¥100) when you merge.\n- Boxes are kept unless you ask us to remove them.\n- Check the [fees](/userGuide/fees) and ship by EMS for tracking.' },
      ja: { title: 'フィギュア特集：安全にお届け', overview: '日本のマーケットのフィギュアを、100円からの補強梱包で。', body: 'スケールフィギュア・プライズ・ガレージキットは日本から最も多く購入される商品のひとつで、最も壊れやすい商品でもあります。\n\n- 同梱時に **補強梱包**（100円から）を追加できます。\n- ご依頼がない限り外箱は残します。\n- [料金](/userGuide/fees) を確認し、追跡のあるEMSでの発送がおすすめです。' },
      'zh-CN': { title: '手办周：安全寄到你手中', overview: '日本平台的手办，加固包装100日元起。', body: '比例手办、景品和GK是从日本购买最多的商品之一，也是最易碎的。\n\n- 合箱时可添加 **加固包装**（100日元起）。\n- 除非你要求，否则保留原盒。\n- 查看 [费用](/userGuide/fees)，推荐使用可追踪的EMS。' },
    },
  },
];

export const content: readonly SeedContent[] = [...activities, ...articles, ...notices, ...introductions, ...policies, ...guides, ...landings];
