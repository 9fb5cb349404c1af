// Generated from spec/constants.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export const images = {
  httpsHosts: [
    'static.mercdn.net',
    'auctions.c.yimg.jp',
    'item-shopping.c.yimg.jp',
    'thumbnail.image.rakuten.co.jp',
    'shop.r10s.jp',
    'www.suruga-ya.jp',
    'img.fril.jp',
    'm.media-amazon.com',
    'images-na.ssl-images-amazon.com',
  ],
  upload: { maxWidth: 1600, maxHeight: 1600, quality: 0.8 },
} as const;
