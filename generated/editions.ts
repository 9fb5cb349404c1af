// Generated from spec/editions.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { LanguageCode } from './languages';

export type EditionId = 'analytics' | 'china' | 'global';

export interface Edition {
  readonly id: EditionId;
  readonly value: number;
  readonly from: string;
  readonly languagePrefix: boolean;
  readonly forcedLanguage: LanguageCode | null;
  readonly yenDisplay: 'sign' | 'word';
  readonly rmbOption: boolean;
  readonly localTimes: boolean;
  readonly socialLogin: boolean;
  readonly imagePlaceholder: string;
  readonly cartConfirmScriptSrc: readonly string[];
}

export const editions: { readonly [E in EditionId]: Edition } = {
  analytics: {
    id: 'analytics',
    value: 16,
    from: 'RYM-PC',
    languagePrefix: false,
    forcedLanguage: null,
    yenDisplay: 'sign',
    rmbOption: false,
    localTimes: true,
    socialLogin: false,
    imagePlaceholder: '/img/placeholder.svg',
    cartConfirmScriptSrc: ['\'self\''],
  },
  china: {
    id: 'china',
    value: 1,
    from: 'RYM-PC',
    languagePrefix: false,
    forcedLanguage: 'zhCn',
    yenDisplay: 'word',
    rmbOption: true,
    localTimes: false,
    socialLogin: false,
    imagePlaceholder: '/img/placeholder-cn.svg',
    cartConfirmScriptSrc: ['\'self\''],
  },
  global: {
    id: 'global',
    value: 15,
    from: 'INTERNATIONAL',
    languagePrefix: true,
    forcedLanguage: null,
    yenDisplay: 'sign',
    rmbOption: false,
    localTimes: true,
    socialLogin: true,
    imagePlaceholder: '/img/placeholder.svg',
    cartConfirmScriptSrc: [
      '\'self\'',
      'https://js.pay.jp',
      'https://static.mul-pay.jp',
      'https://pagead2.googlesyndication.com',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://static.zdassets.com',
    ],
  },
};

export const defaultEdition: EditionId = 'global';

/** Editions that serve only some pages (the analytics edition), and those pages; any other address is their 404. */
export const editionPages: { readonly [E in EditionId]?: readonly string[] } = { analytics: ['analytics', 'home', 'login', 'notFound'] };

export function isEditionId(value: unknown): value is EditionId {
  return typeof value === 'string' && Object.hasOwn(editions, value);
}
