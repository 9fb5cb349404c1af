// Pictures of the storefront's own content, drawn here like the seeded goods (server/catalog/images.ts):
// one illustration per theme (a parcel for packaging, a plane for shipping, a gavel for auctions…) on the
// brand's colours, so campaign, guide and notice cards show what they are about without a fetched file.
import type { Hono } from 'hono';
import { constants } from '../../generated/constants';

const prefix = '/img/content';

export function contentPicturePath(theme: ContentTheme): string {
  return `${prefix}/${theme}.svg`;
}

// 600 × 338 (16:9) drawings; the pictogram is centred on (300, 169), in white with details in the theme's
// dark ink (written var(--ink) below and replaced when drawn: SVG attributes do not read CSS variables).
const themes = {
  parcel: { hue: 28, art: '<path d="M220 120l80-40 80 40v100l-80 40-80-40z"/><path d="M220 120l80 40 80-40M300 160v100" fill="none" stroke="var(--ink)" stroke-width="6"/><path d="M255 102l80 40" stroke="var(--ink)" stroke-width="10"/>' },
  merge: { hue: 160, art: '<rect x="170" y="120" width="80" height="70" rx="6"/><rect x="350" y="120" width="80" height="70" rx="6"/><rect x="255" y="200" width="90" height="80" rx="6"/><path d="M250 170l30 30M350 170l-30 30" stroke="#fff" stroke-width="8"/>' },
  payment: { hue: 210, art: '<rect x="190" y="100" width="220" height="140" rx="14"/><rect x="190" y="130" width="220" height="26" fill="var(--ink)"/><rect x="215" y="190" width="70" height="16" rx="4" fill="var(--ink)"/><circle cx="375" cy="198" r="16" fill="var(--ink)" opacity="0.5"/>' },
  plane: { hue: 200, art: '<path d="M160 190l280-70c20-5 30 15 12 24l-90 50 10 80-25 10-35-70-70 25-5 35-20 5-5-50z"/>' },
  ship: { hue: 190, art: '<path d="M170 200h260l-35 60h-190z"/><rect x="230" y="140" width="60" height="55"/><rect x="300" y="120" width="60" height="75"/><path d="M150 275c25 12 50 12 75 0s50-12 75 0 50 12 75 0 50-12 75 0" fill="none" stroke="#fff" stroke-width="8"/>' },
  scale: { hue: 270, art: '<path d="M230 140h140l40 120h-220z"/><circle cx="300" cy="115" r="22" fill="none" stroke="#fff" stroke-width="10"/><text x="300" y="225" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="var(--ink)">kg</text>' },
  gavel: { hue: 350, art: '<rect x="235" y="85" width="120" height="50" rx="10" transform="rotate(-35 295 110)"/><rect x="285" y="120" width="22" height="140" rx="8" transform="rotate(-35 296 190)"/><rect x="170" y="255" width="150" height="24" rx="6"/>' },
  coins: { hue: 45, art: '<ellipse cx="300" cy="230" rx="90" ry="26"/><ellipse cx="300" cy="200" rx="90" ry="26"/><ellipse cx="300" cy="170" rx="90" ry="26"/><text x="300" y="180" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="var(--ink)">¥</text>' },
  returns: { hue: 120, art: '<path d="M210 180a90 90 0 1 0 30-68" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/><path d="M205 70l45 45-60 15z"/>' },
  megaphone: { hue: 15, art: '<path d="M200 150h50l110-60v200l-110-60h-50z"/><rect x="225" y="230" width="36" height="60" rx="8"/><path d="M385 140c20 20 20 60 0 80" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>' },
  book: { hue: 230, art: '<path d="M170 100h120c6 0 10 4 10 10v170c0-6-4-10-10-10h-120zM430 100h-120c-6 0-10 4-10 10v170c0-6 4-10 10-10h120z"/>' },
  globe: { hue: 180, art: '<circle cx="300" cy="169" r="100"/><path d="M200 169h200M300 69c-40 40-40 160 0 200M300 69c40 40 40 160 0 200" fill="none" stroke="var(--ink)" stroke-width="6"/>' },
  tag: { hue: 330, art: '<path d="M200 110h120l100 100-90 90-100-100z"/><circle cx="240" cy="150" r="16" fill="var(--ink)"/><text x="320" y="225" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="var(--ink)" transform="rotate(45 320 210)">%</text>' },
  calendar: { hue: 250, art: '<rect x="210" y="90" width="180" height="170" rx="14"/><rect x="210" y="90" width="180" height="40" fill="var(--ink)"/><path d="M245 75v30M355 75v30" stroke="#fff" stroke-width="12" stroke-linecap="round"/><path d="M250 170h30M320 170h30M250 215h30" stroke="var(--ink)" stroke-width="14"/>' },
} as const;

export type ContentTheme = keyof typeof themes;

export function isContentTheme(value: string): value is ContentTheme {
  return Object.hasOwn(themes, value);
}

/** The illustration: a gradient of the theme's hue, soft circles, the pictogram. */
export function renderContentSvg(theme: ContentTheme): string {
  const { hue, art } = themes[theme];
  const ink = `hsl(${hue} 50% 30%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 338" width="600" height="338">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 55% 62%)"/></linearGradient></defs>`,
    '<rect width="600" height="338" fill="url(#g)"/>',
    '<circle cx="90" cy="60" r="120" fill="#fff" opacity="0.16"/><circle cx="530" cy="300" r="150" fill="#fff" opacity="0.12"/>',
    `<g fill="#fff" stroke-linejoin="round">${art.replaceAll('var(--ink)', () => ink)}</g>`,
    '</svg>',
  ].join('');
}

export function mountContentImages(app: Hono): void {
  const cache = `public, max-age=${constants.catalog.imageCacheSeconds}, immutable`;
  app.on(['GET', 'HEAD'], `${prefix}/:file{[a-z]+\\.svg}`, (c) => {
    const theme = c.req.param('file').replace(/\.svg$/, '');
    if (!isContentTheme(theme)) return c.notFound();
    c.header('Cache-Control', cache);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(renderContentSvg(theme));
  });
}
