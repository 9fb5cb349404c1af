import type { LanguageCode } from '../../generated/languages';
import { currentLanguage, loadNamespace } from './i18n';

/**
 * The i18next namespace of the glossaries, locales/gloss/<code>.json = { terms: { <Japanese>: <gloss> } }: an
 * area like the others, fetched through the areas' map (./locale-areas).
 */
export const glossNamespace = 'gloss';

/** Japanese shoppers read the titles themselves: no glossary, no gloss. */
export const takesGloss = (language: LanguageCode) => language !== 'ja';

/**
 * The shown language's glossary, for the loaders of routes that show goods to await, so the first paint (and
 * the server's render, which the browser then takes over) already shows the glosses. A gloss is an aid: a
 * glossary that fails to load leaves the titles as they are rather than failing the page.
 */
export function loadGloss(): Promise<void> {
  if (!takesGloss(currentLanguage())) return Promise.resolve();
  return loadNamespace(glossNamespace).catch(() => {});
}
