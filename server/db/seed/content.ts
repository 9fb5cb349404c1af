// The storefront's own editorial content at launch: campaigns, guides, notices, the about page, the help
// centre's guides and a landing page, with facts from the domain notes (fees, shipping, auctions). Written in
// en, ja and zh-CN (guides also in zh-TW: help files exist in those four, spec §5); the campaigns and articles
// the home page shows in every storefront language (home-texts/); the rest reads en in other languages.
// Each piece has a drawn picture (server/content/images.ts) themed to what it is about.
import type { ServiceLanguage } from '../../../generated/languages';
import type { ContentTheme } from '../../content/images';
import type { ContentKind } from '../types';

type Localized = { en: string; ja: string; 'zh-CN': string };
export interface SeedText {
  title: string;
  overview: string;
  body: string;
}

export interface SeedContent {
  kind: ContentKind;
  code: string;
  picture: ContentTheme;
  topic?: string;
  goodsKeyword?: string;
  pinned?: boolean;
  /** Published this many days before the seed ran (notices read newest first). */
  ageDays?: number;
  texts: Partial<Record<ServiceLanguage, SeedText>> & { en: SeedText };
}

export { content } from './content-texts';

export const serviceNames: readonly { name: string; value: Localized }[] = [
  { name: 'protectivePackaging', value: { en: 'Protective packaging', ja: '補強梱包', 'zh-CN': '加固包装' } },
  { name: 'inspection', value: { en: 'Item inspection', ja: '検品', 'zh-CN': '验货' } },
  { name: 'electronicsCheck', value: { en: 'Electronics check', ja: '動作確認', 'zh-CN': '电子产品通电检查' } },
  { name: 'photos', value: { en: 'Item photos', ja: '商品撮影', 'zh-CN': '商品拍照' } },
];
