// Server messages in the 17 storefront languages, from locales/server/<language>.json (placeholders as
// i18next's, `{{name}}`). The caller's language is the `language` the call wrapper sends (a service code
// such as zh-CN), else Accept-Language, else en.
import { type LanguageCode, languages } from '../../generated/languages';
import ar from '../../locales/server/ar.json' with { type: 'json' };
import de from '../../locales/server/de.json' with { type: 'json' };
import en from '../../locales/server/en.json' with { type: 'json' };
import es from '../../locales/server/es.json' with { type: 'json' };
import fr from '../../locales/server/fr.json' with { type: 'json' };
import id from '../../locales/server/id.json' with { type: 'json' };
import it from '../../locales/server/it.json' with { type: 'json' };
import ja from '../../locales/server/ja.json' with { type: 'json' };
import ko from '../../locales/server/ko.json' with { type: 'json' };
import ms from '../../locales/server/ms.json' with { type: 'json' };
import pl from '../../locales/server/pl.json' with { type: 'json' };
import pt from '../../locales/server/pt.json' with { type: 'json' };
import ru from '../../locales/server/ru.json' with { type: 'json' };
import th from '../../locales/server/th.json' with { type: 'json' };
import tr from '../../locales/server/tr.json' with { type: 'json' };
import zhCn from '../../locales/server/zhCn.json' with { type: 'json' };
import zhTw from '../../locales/server/zhTw.json' with { type: 'json' };

/** A key of locales/server/en.json: a misspelt one is a type error. */
export type MessageKey = keyof typeof en;
type Catalogue = { readonly [K in MessageKey]?: string };

// Parity of the other languages with en.json is checked with the storefront's (src/lib/locales.test.ts).
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

/** The language the call's `language` parameter names, if it names one of ours. */
export function parameterLanguage(language: string | undefined): LanguageCode | undefined {
  return language ? fromTag(language) : undefined;
}

/** The caller's language: the call's `language` parameter, then Accept-Language, then en. */
export function callerLanguage(language: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const direct = parameterLanguage(language);
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
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!(name in vars)) return whole;
    const value = vars[name]!;
    return typeof value === 'function' ? value(language) : String(value);
  });
}
