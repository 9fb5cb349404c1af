// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const anybuy = {
  titleMaxLength: 200,
  optionsMaxLength: 300,
  maxPriceYen: 2000000,
  pageHosts: [
    'amazon.co.jp',
    'amzn.asia',
    'amzn.to',
    'bunjang.co.kr',
    'lashinbang.com',
    'magi.camp',
    'mercari.com',
    'mercari-shops.com',
    'merc.li',
    'minne.com',
    'paypayfleamarket.yahoo.co.jp',
    'fril.jp',
    'rakuma.rakuten.co.jp',
    'rakuten.co.jp',
    'r10.to',
    'suruga-ya.jp',
    'auctions.yahoo.co.jp',
    'shopping.yahoo.co.jp',
    'paypaymall.yahoo.co.jp',
  ],
  page: { maxRedirects: 3, maxBytes: 2097152, timeoutMs: 5000, sellerMaxLength: 100 },
} as const;
