// Generated from spec/languages.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { LanguageCode } from './languages';

export const dayjsLocales: { readonly [L in LanguageCode]: () => Promise<unknown> } = {
  en: () => import('dayjs/locale/en'),
  zhCn: () => import('dayjs/locale/zh-cn'),
  zhTw: () => import('dayjs/locale/zh-tw'),
  ja: () => import('dayjs/locale/ja'),
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  ko: () => import('dayjs/locale/ko'),
  pl: () => import('dayjs/locale/pl'),
  ar: () => import('dayjs/locale/ar'),
  ms: () => import('dayjs/locale/ms'),
  th: () => import('dayjs/locale/th'),
  tr: () => import('dayjs/locale/tr'),
  pt: () => import('dayjs/locale/pt'),
  id: () => import('dayjs/locale/id'),
  ru: () => import('dayjs/locale/ru'),
};
