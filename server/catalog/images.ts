// Pictures of the seeded goods, drawn here rather than fetched: an SVG with the item kind's pictogram on
// colours taken from a hash of the item, different for each of its pictures. The same address always
// gives the same picture, so browsers keep it for a year; an unknown item or picture number is a 404 and
// the storefront shows its placeholder instead.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { constants } from '../../generated/constants';
import { isSiteId } from '../../generated/sites';
import type { Services } from '../services';

const prefix = '/img/goods';

export function goodsImagePath(site: string, id: string, n: number): string {
  return `${prefix}/${site}/${encodeURIComponent(id)}/${n}.svg`;
}

// 200 × 200 drawings centred on (300, 300); white on the coloured ground.
const pictograms: Record<string, string> = {
  wallet: '<rect x="210" y="240" width="180" height="120" rx="16"/><path d="M210 280h180" stroke-width="10"/><circle cx="350" cy="310" r="12" fill="currentColor"/>',
  bag: '<path d="M250 260a50 50 0 0 1 100 0" fill="none" stroke-width="14"/><rect x="205" y="255" width="190" height="150" rx="18"/>',
  watch: '<rect x="270" y="190" width="60" height="220" rx="12"/><circle cx="300" cy="300" r="62"/><path d="M300 300v-38M300 300l26 14" stroke="currentColor" stroke-width="8"/>',
  sneakers: '<path d="M190 350c0-40 10-90 40-100 30 20 60 30 80 30l70 30c20 8 30 20 30 40z"/><path d="M190 360h220v20h-220z"/>',
  tops: '<path d="M240 200l-60 40 30 50 30-18v140h120v-140l30 18 30-50-60-40c-10 20-30 30-60 30s-50-10-60-30z"/>',
  jacket: '<path d="M240 200l-50 30 10 190h90v-200zM360 200l50 30-10 190h-90v-200z"/><path d="M300 220v200" stroke="currentColor" stroke-width="6"/>',
  dress: '<path d="M270 190h60l10 80 60 150h-200l60-150z"/>',
  card: '<rect x="235" y="195" width="130" height="210" rx="12"/><rect x="252" y="215" width="96" height="96" rx="6" fill="currentColor" opacity="0.35"/><path d="M300 330l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="currentColor"/>',
  figure: '<circle cx="300" cy="230" r="42"/><path d="M250 290h100l20 110h-40l-10-60-10 60h-40l-10-60-10 60h-40z"/>',
  animeGoods: '<circle cx="300" cy="300" r="95"/><path d="M300 240l17 36 40 5-29 27 8 40-36-20-36 20 8-40-29-27 40-5z" fill="currentColor"/>',
  gameSoft: '<rect x="230" y="200" width="140" height="200" rx="10"/><rect x="250" y="225" width="100" height="70" rx="4" fill="currentColor" opacity="0.35"/>',
  console: '<rect x="180" y="240" width="240" height="130" rx="40"/><circle cx="240" cy="305" r="18" fill="currentColor"/><circle cx="365" cy="290" r="10" fill="currentColor"/><circle cx="385" cy="315" r="10" fill="currentColor"/>',
  camera: '<rect x="190" y="245" width="220" height="140" rx="18"/><rect x="240" y="220" width="60" height="30" rx="6"/><circle cx="300" cy="315" r="48" fill="currentColor"/><circle cx="300" cy="315" r="30"/>',
  phone: '<rect x="245" y="185" width="110" height="230" rx="20"/><rect x="258" y="210" width="84" height="170" rx="6" fill="currentColor" opacity="0.35"/>',
  cosmetics: '<rect x="255" y="250" width="90" height="150" rx="14"/><rect x="275" y="200" width="50" height="50" rx="6"/>',
  book: '<path d="M200 220h90c6 0 10 4 10 10v170c0-6-4-10-10-10h-90zM400 220h-90c-6 0-10 4-10 10v170c0-6 4-10 10-10h90z"/>',
  music: '<circle cx="300" cy="300" r="105"/><circle cx="300" cy="300" r="35" fill="currentColor"/><circle cx="300" cy="300" r="8"/>',
  accessory: '<circle cx="300" cy="320" r="70" fill="none" stroke-width="18"/><path d="M300 200l28 30-28 30-28-30z"/>',
  kitchen: '<path d="M200 270h200v90c0 25-20 45-45 45h-110c-25 0-45-20-45-45z"/><path d="M230 250h140" stroke-width="14"/><path d="M200 290h-25M400 290h25" stroke-width="14"/>',
  toy: '<rect x="205" y="260" width="190" height="120" rx="8"/><rect x="225" y="230" width="40" height="30" rx="6"/><rect x="280" y="230" width="40" height="30" rx="6"/><rect x="335" y="230" width="40" height="30" rx="6"/>',
  sports: '<circle cx="300" cy="300" r="95"/><path d="M230 235c40 30 40 100 0 130M370 235c-40 30-40 100 0 130" fill="none" stroke="currentColor" stroke-width="8"/>',
  liquor: '<path d="M280 190h40v60c25 12 35 30 35 55v100c0 10-8 15-15 15h-80c-7 0-15-5-15-15v-100c0-25 10-43 35-55z"/>',
  other: '<path d="M300 200l100 50v110l-100 50-100-50v-110z"/><path d="M200 250l100 50 100-50M300 300v110" fill="none" stroke="currentColor" stroke-width="8"/>',
};

/** The picture: deterministic in its address, nothing from the listing's text in it. */
export function renderGoodsSvg(site: string, id: string, kind: string, n: number): string {
  const hash = createHash('sha256').update(`${site}/${id}/${n}`).digest();
  const hue = (hash[0]! * 360) / 256;
  const second = (hue + 30 + (hash[1]! % 60)) % 360;
  const angle = (hash[2]! % 8) * 45;
  const scale = 1.3 + (hash[3]! % 30) / 100;
  const tilt = (hash[4]! % 21) - 10;
  const ink = `hsl(${Math.round(hue)} 45% 32%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="hsl(${Math.round(hue)} 60% 86%)"/><stop offset="1" stop-color="hsl(${Math.round(second)} 55% 70%)"/></linearGradient></defs>`,
    '<rect width="600" height="600" fill="url(#g)"/>',
    `<circle cx="${150 + (hash[5]! % 300)}" cy="${150 + (hash[6]! % 300)}" r="${120 + (hash[7]! % 80)}" fill="#fff" opacity="0.18"/>`,
    `<g color="${ink}" fill="#fff" stroke="#fff" stroke-linecap="round" stroke-linejoin="round" transform="rotate(${tilt} 300 300) translate(300 300) scale(${scale.toFixed(2)}) translate(-300 -300)">`,
    pictograms[kind] ?? pictograms.other,
    '</g></svg>',
  ].join('');
}

export function mountGoodsImages(app: Hono, services: Services): void {
  const cache = `public, max-age=${constants.catalog.imageCacheSeconds}, immutable`;
  app.on(['GET', 'HEAD'], `${prefix}/:site/:id/:file{[0-9]+\\.svg}`, async (c) => {
    const { site, id, file } = c.req.param();
    const n = Number.parseInt(file, 10);
    if (!isSiteId(site) || !(n >= 1)) return c.notFound();
    const item = await services.db
      .selectFrom('goods')
      .innerJoin('goods_texts', 'goods_texts.goods_id', 'goods.id')
      .select(['goods.kind', 'goods_texts.images'])
      .where('goods.site', '=', site)
      .where('goods.external_id', '=', id)
      .executeTakeFirst();
    if (!item || !(JSON.parse(item.images) as string[]).includes(goodsImagePath(site, id, n))) return c.notFound();
    c.header('Cache-Control', cache);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(renderGoodsSvg(site, id, item.kind, n));
  });
}
