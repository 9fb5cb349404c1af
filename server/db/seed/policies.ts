// The terms of service and privacy policy the sign-up form links to (/introduction/terms, /introduction/privacy),
// in the languages the other introductions are written in; the rest read en. Migration 0040 adds them to a
// store seeded before they existed.
import type { SeedContent } from './content';

export const policies: readonly SeedContent[] = [
  {
    kind: 'introduction', code: 'terms', picture: 'book',
    texts: {
      en: {
        title: 'Terms of service',
        overview: 'What we do for you, what you pay, and what we cannot do.',
        body: '## Our service\n\nWe buy goods on Japanese marketplaces in our name on your behalf, receive them at our warehouse in Japan, store them, and ship them to the address you choose.\n\n## Your account\n\nKeep your password to yourself. You are responsible for what is ordered from your account. One person, one account.\n\n## Prices and payment\n\nPrices are in yen; other currencies are shown for reference. You pay the item, our fee and domestic shipping when you order, and international shipping when your parcel is weighed. The fees are listed in the [help centre](/userGuide).\n\n## Cancellations and returns\n\nAn order can be cancelled until we have bought the item. Once bought, it cannot be cancelled or returned to the seller, except where the seller accepts it. If a purchase fails or the seller cancels, you get a full refund to your wallet.\n\n## Prohibited items\n\nWe do not buy or ship goods whose export from Japan or import into your country is forbidden. We refuse such orders and refund them.\n\n## Storage\n\nGoods are stored free for a period after arrival, then a storage fee is charged per item and day. Goods left unclaimed for a long time after reminders may be disposed of.\n\n## Customs\n\nImport duties and taxes are set by your country and are paid by you to the carrier or customs.\n\n## Liability\n\nWe check what arrives at our warehouse against the listing. Claims for damage or missing items are accepted for a limited time after delivery, through a support ticket.',
      },
      ja: {
        title: '利用規約',
        overview: '当社が行うこと、お支払い、お受けできないこと。',
        body: '## サービス\n\n当社はお客様に代わって当社名義で日本のマーケットの商品を購入し、日本の倉庫で受け取り、保管し、ご指定の住所へ発送します。\n\n## アカウント\n\nパスワードは他人に教えないでください。アカウントからの注文はお客様の責任となります。アカウントはお一人様一つです。\n\n## 価格とお支払い\n\n価格は日本円で、他の通貨は参考表示です。注文時に商品代金・手数料・国内送料を、荷物の計量後に国際送料をお支払いいただきます。手数料は [ヘルプセンター](/userGuide) をご覧ください。\n\n## キャンセル・返品\n\n当社が購入するまでは注文をキャンセルできます。購入後は、出品者が応じる場合を除き、キャンセル・返品はできません。購入できなかった場合や出品者がキャンセルした場合は、ウォレットに全額返金します。\n\n## 禁止品\n\n日本からの輸出またはお客様の国への輸入が禁止されている商品は購入・発送しません。そのような注文はお断りし、返金します。\n\n## 保管\n\n到着後の一定期間は無料で保管し、その後は商品ごと・日ごとに保管料がかかります。ご連絡後も長期間引き取りのない商品は処分することがあります。\n\n## 関税\n\n関税・輸入税はお客様の国が定めるもので、配送業者または税関にお客様がお支払いください。\n\n## 責任\n\n倉庫に届いた商品は出品内容と照合します。破損・欠品の申し出は、お届け後の一定期間内にサポートチケットでお受けします。',
      },
      'zh-CN': {
        title: '服务条款',
        overview: '我们为你做什么、你需支付什么、我们不能做什么。',
        body: '## 我们的服务\n\n我们以自己的名义代你在日本平台购买商品，在日本仓库收货、保管，并寄到你指定的地址。\n\n## 你的账户\n\n请勿向他人透露密码。从你的账户下的订单由你负责。每人限一个账户。\n\n## 价格与付款\n\n价格以日元计，其他货币仅供参考。下单时支付商品价、代购费和日本国内运费，包裹称重后支付国际运费。费用详见 [帮助中心](/userGuide)。\n\n## 取消与退货\n\n在我们购买之前可以取消订单。购买后不能取消或退回卖家，卖家同意的除外。购买失败或卖家取消时，全额退款到你的钱包。\n\n## 禁运商品\n\n日本禁止出口或你的国家禁止进口的商品，我们不购买、不寄送，此类订单会被拒绝并退款。\n\n## 仓储\n\n到货后一段时间内免费保管，之后按件按天收取仓储费。多次提醒后仍长期无人领取的商品可能被处理。\n\n## 关税\n\n进口关税和税费由你的国家规定，由你向承运商或海关支付。\n\n## 责任\n\n商品到仓后我们会与商品页面核对。破损或缺件的申诉须在签收后的规定期限内通过工单提交。',
      },
    },
  },
  {
    kind: 'introduction', code: 'privacy', picture: 'globe',
    texts: {
      en: {
        title: 'Privacy policy',
        overview: 'What we keep about you, why, and who sees it.',
        body: '## What we keep\n\nYour email, password (only as a one-way hash), nickname and language; the addresses you give; your orders, parcels, payments, messages and support tickets; and the pages you visit on this site.\n\n## Why\n\nTo buy and ship your goods, to answer you, to keep your account safe, and to improve the store.\n\n## Who sees it\n\nSellers and marketplaces see only what a purchase needs (we buy in our name). Carriers and customs get the parcel\'s address, contents and value. Card payments go to the payment provider; we keep no card number.\n\n## How long\n\nAs long as your account is open, and afterwards as long as the law asks us to keep order and payment records.\n\n## Your choices\n\nYou can see and change your details in your account, ask for a copy of your data or for its deletion through a support ticket, and unsubscribe from mail in your settings.',
      },
      ja: {
        title: 'プライバシーポリシー',
        overview: '保存する情報、その目的、閲覧する者。',
        body: '## 保存する情報\n\nメールアドレス、パスワード（一方向ハッシュのみ）、ニックネーム、言語、ご登録の住所、注文・荷物・お支払い・メッセージ・サポートチケット、当サイトで閲覧したページ。\n\n## 目的\n\n商品の購入と発送、お問い合わせへの回答、アカウントの安全、ストアの改善のため。\n\n## 閲覧する者\n\n出品者とマーケットには購入に必要な情報のみが伝わります（購入は当社名義）。配送業者と税関には荷物の住所・内容・価格が伝わります。カード決済は決済代行会社が処理し、当社はカード番号を保存しません。\n\n## 保存期間\n\nアカウントがある間、および退会後は法律が求める期間、注文とお支払いの記録を保存します。\n\n## お客様の選択\n\nアカウントで情報を確認・変更できます。データの写しや削除はサポートチケットでご依頼ください。メール配信は設定で停止できます。',
      },
      'zh-CN': {
        title: '隐私政策',
        overview: '我们保存你的哪些信息、为什么、谁能看到。',
        body: '## 我们保存的信息\n\n你的邮箱、密码（仅保存单向哈希）、昵称和语言；你填写的地址；你的订单、包裹、付款、消息和工单；以及你在本站浏览的页面。\n\n## 用途\n\n为你购买和寄送商品、回复你、保护账户安全、改进商店。\n\n## 谁能看到\n\n卖家和平台只看到购买所需的信息（我们以自己的名义购买）。承运商和海关获得包裹的地址、内容和价值。银行卡付款由支付服务商处理，我们不保存卡号。\n\n## 保存多久\n\n账户存续期间；注销后按法律要求的期限保存订单和付款记录。\n\n## 你的选择\n\n你可以在账户中查看和修改信息，通过工单申请数据副本或删除数据，并在设置中退订邮件。',
      },
    },
  },
];
