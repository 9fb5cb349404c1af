// Generated from spec/languages.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
export type LanguageCode =
  | 'en'
  | 'zhCn'
  | 'zhTw'
  | 'ja'
  | 'de'
  | 'it'
  | 'es'
  | 'fr'
  | 'ko'
  | 'pl'
  | 'ar'
  | 'ms'
  | 'th'
  | 'tr'
  | 'pt'
  | 'id'
  | 'ru';

export type ServiceLanguage =
  | 'en'
  | 'zh-CN'
  | 'zh-TW'
  | 'ja'
  | 'de'
  | 'it'
  | 'es'
  | 'fr'
  | 'ko'
  | 'pl'
  | 'ar'
  | 'ms'
  | 'th'
  | 'tr'
  | 'pt'
  | 'id'
  | 'ru';

export interface Language {
  readonly code: LanguageCode;
  readonly service: ServiceLanguage;
  /** The language’s own name, for the picker. */
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  /** The dayjs locale to load. */
  readonly dayjs: string;
}

export const languages: readonly Language[] = [
  { code: 'en', service: 'en', name: 'English', dir: 'ltr', dayjs: 'en' },
  { code: 'zhCn', service: 'zh-CN', name: '简体中文', dir: 'ltr', dayjs: 'zh-cn' },
  { code: 'zhTw', service: 'zh-TW', name: '繁體中文', dir: 'ltr', dayjs: 'zh-tw' },
  { code: 'ja', service: 'ja', name: '日本語', dir: 'ltr', dayjs: 'ja' },
  { code: 'de', service: 'de', name: 'Deutsch', dir: 'ltr', dayjs: 'de' },
  { code: 'it', service: 'it', name: 'Italiano', dir: 'ltr', dayjs: 'it' },
  { code: 'es', service: 'es', name: 'Español', dir: 'ltr', dayjs: 'es' },
  { code: 'fr', service: 'fr', name: 'Français', dir: 'ltr', dayjs: 'fr' },
  { code: 'ko', service: 'ko', name: '한국어', dir: 'ltr', dayjs: 'ko' },
  { code: 'pl', service: 'pl', name: 'Polski', dir: 'ltr', dayjs: 'pl' },
  { code: 'ar', service: 'ar', name: 'العربية', dir: 'rtl', dayjs: 'ar' },
  { code: 'ms', service: 'ms', name: 'Bahasa Melayu', dir: 'ltr', dayjs: 'ms' },
  { code: 'th', service: 'th', name: 'ไทย', dir: 'ltr', dayjs: 'th' },
  { code: 'tr', service: 'tr', name: 'Türkçe', dir: 'ltr', dayjs: 'tr' },
  { code: 'pt', service: 'pt', name: 'Português', dir: 'ltr', dayjs: 'pt' },
  { code: 'id', service: 'id', name: 'Bahasa Indonesia', dir: 'ltr', dayjs: 'id' },
  { code: 'ru', service: 'ru', name: 'Русский', dir: 'ltr', dayjs: 'ru' },
];

export const languageCodes: readonly LanguageCode[] = [
  'en',
  'zhCn',
  'zhTw',
  'ja',
  'de',
  'it',
  'es',
  'fr',
  'ko',
  'pl',
  'ar',
  'ms',
  'th',
  'tr',
  'pt',
  'id',
  'ru',
];

export const defaultLanguage: LanguageCode = 'en';

export const helpFileLanguages: readonly LanguageCode[] = ['zhCn', 'zhTw', 'ja', 'en'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

/** An unsupported or missing language falls back to the default. */
export function resolveLanguage(value: string | null | undefined): LanguageCode {
  return isLanguageCode(value) ? value : defaultLanguage;
}

export function languageOf(code: LanguageCode): Language {
  return languages.find((language) => language.code === code)!;
}

/** Help files exist in a few languages only; the rest read them in en. */
export function helpFileLanguage(code: LanguageCode): LanguageCode {
  return helpFileLanguages.includes(code) ? code : 'en';
}

/** The Accept-Language header sent with API calls in this language. */
export function acceptLanguage(code: LanguageCode): string {
  const { service } = languageOf(code);
  return service === 'en' ? service : `${service},en;q=0.8`;
}
