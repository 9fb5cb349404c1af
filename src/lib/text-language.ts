import { type LanguageCode, type ServiceLanguage, languageOf, languages } from '../../generated/languages';

/**
 * The lang and dir of a text written in another language than the page's (a campaign that exists only in
 * English on an Arabic page): marked, a screen reader reads it with the right voice and the browser lays it
 * out in its own direction; in the page's language it inherits both.
 */
export function textLanguageAttributes(text: ServiceLanguage, page: LanguageCode): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (languageOf(page).service === text) return {};
  const own = languages.find((language) => language.service === text);
  return { lang: text, dir: own?.dir ?? 'ltr' };
}
