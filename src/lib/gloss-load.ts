import type { LanguageCode } from '../../generated/languages';
import { currentLanguage, loadNamespace } from './i18n';
import type { LocaleLoader } from './i18n-setup';

/** The i18next namespace of the glossaries: locales/gloss/<code>.json = { terms: { <Japanese>: <gloss> } }. */
export const glossNamespace = 'gloss';

// Their own map, by language code, rather than the areas' one (./locale-areas, which leaves them out): the
// home page's goods rows fetch a glossary without the map of every area's files.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/gloss/*.json');
const byCode: Record<string, LocaleLoader> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]),
);

/** Japanese shoppers read the titles themselves: no glossary, no gloss. */
export const takesGloss = (language: LanguageCode) => language !== 'ja';

/**
 * The shown language's glossary, for the loaders of routes that show goods to await, so the first paint (and
 * the server's render, which the browser then takes over) already shows the glosses. A gloss is an aid: a
 * glossary that fails to load leaves the titles as they are rather than failing the page.
 */
export function loadGloss(): Promise<void> {
  if (!takesGloss(currentLanguage())) return Promise.resolve();
  return loadNamespace(glossNamespace, byCode).catch(() => {});
}
