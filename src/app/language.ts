import { constants } from '../../generated/constants';
import { type LanguageCode, defaultLanguage, isLanguageCode } from '../../generated/languages';
import { cookies } from '../lib/cookies';
import { editionConfig } from '../config/env';

/** The language a path asks for, and the path without its language prefix. */
export function splitLanguage(pathname: string): { language: LanguageCode | null; rest: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (editionConfig.languagePrefix && isLanguageCode(first)) return { language: first, rest: `/${rest.join('/')}` };
  return { language: null, rest: pathname };
}

/**
 * The language of a page: forced by the edition (china: zhCn), else the path's prefix, else the
 * default — in editions without prefixes, the remembered choice.
 */
export function languageForPath(pathname: string): LanguageCode {
  if (editionConfig.forcedLanguage) return editionConfig.forcedLanguage;
  const { language } = splitLanguage(pathname);
  if (language) return language;
  if (editionConfig.languagePrefix) return defaultLanguage;
  const remembered = cookies.get('language');
  return isLanguageCode(remembered) ? remembered : defaultLanguage;
}

/** The language of the page a loader loads for (the root loader may not have applied it yet). */
export const requestLanguage = (request: Request): LanguageCode => languageForPath(new URL(request.url).pathname);

/** Where an unprefixed page should go for a shopper who chose another language before, if anywhere. */
export function rememberedLanguageRedirect(url: URL): string | null {
  if (!editionConfig.languagePrefix || splitLanguage(url.pathname).language) return null;
  const remembered = cookies.get('locale');
  if (!isLanguageCode(remembered) || remembered === defaultLanguage) return null;
  return `/${remembered}${url.pathname}${url.search}${url.hash}`;
}

/**
 * A page whose address names a language makes it the remembered one, as choosing it in the picker does:
 * a shopper who came to /ja/ is brought back to Japanese when they later open an unprefixed address.
 */
export function rememberPathLanguage(url: URL): void {
  const { language } = splitLanguage(url.pathname);
  if (language && cookies.get('locale') !== language) rememberLanguage(language);
}

/** Remembers a chosen language: the locale cookie for a year, the language cookie for as long as browsers keep one, local storage. */
export function rememberLanguage(language: LanguageCode): void {
  cookies.set('locale', language);
  cookies.set('language', language);
  try {
    localStorage.setItem(constants.storage.language, language);
  } catch {
    // Private mode without storage: the cookies still carry the choice.
  }
}

/**
 * A segment that is a language tag (vi, pt-BR, zh_HK) of a real language: an unsupported language, not a
 * page. /faq, /tos and /zz are shaped like tags but name no language (Intl has no name for them): they
 * are mistyped pages, which get the 404 page rather than the home page.
 */
export function looksLikeLanguage(segment: string | undefined): boolean {
  const tag = /^([a-z]{2,3})(?:[-_][A-Za-z]{2,4})?$/.exec(segment ?? '');
  return !!tag && new Intl.DisplayNames('en', { type: 'language', fallback: 'none' }).of(tag[1]!) !== undefined;
}
