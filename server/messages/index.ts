// Server messages in the 17 storefront languages. The caller's language is the `language` the call
// wrapper sends (a service code such as zh-CN), else Accept-Language, else en.
import { type LanguageCode, languages } from '../../generated/languages';
import { ar } from './ar';
import { de } from './de';
import { type Catalogue, type MessageKey, en } from './en';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { ms } from './ms';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import { zhCn } from './zhCn';
import { zhTw } from './zhTw';

export type { MessageKey };

export const catalogues: { readonly [L in LanguageCode]: Catalogue } = {
  en, zhCn, zhTw, ja, de, it, es, fr, ko, pl, ar, ms, th, tr, pt, id, ru,
};

const byService = new Map(languages.map((l) => [l.service.toLowerCase(), l.code]));

function fromTag(tag: string): LanguageCode | undefined {
  const lower = tag.trim().toLowerCase();
  const found = byService.get(lower) ?? byService.get(lower.split('-')[0]!);
  if (found || !lower.startsWith('zh')) return found;
  // Bare zh and script/region variants: traditional for Hant, Taiwan, Hong Kong and Macau.
  return /hant|-tw|-hk|-mo/.test(lower) ? 'zhTw' : 'zhCn';
}

/** The caller's language: the call's `language` parameter, then Accept-Language, then en. */
export function callerLanguage(language: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const direct = language ? fromTag(language) : undefined;
  if (direct) return direct;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const found = fromTag(part.split(';')[0] ?? '');
    if (found) return found;
  }
  return 'en';
}

/** A value may depend on the language it is shown in (an order state's name in a 409 message). */
export type MessageVar = string | number | ((language: LanguageCode) => string);
export type MessageVars = Readonly<Record<string, MessageVar>>;

export function t(language: LanguageCode, key: MessageKey, vars: MessageVars = {}): string {
  const template = catalogues[language]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name]!;
    return typeof value === 'function' ? value(language) : String(value);
  });
}
