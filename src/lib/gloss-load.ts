import type { LanguageCode } from '../../generated/languages';
import { loadLanguageNamespace } from './i18n';

/**
 * The i18next namespace of the glossaries, locales/gloss/<code>.json = { label, terms: { <Japanese>: <gloss> } },
 * fetched through the areas' map (./locale-areas) like any area's strings.
 */
export const glossNamespace = 'gloss';

/** Japanese shoppers read the titles themselves: no glossary, no gloss. */
export const takesGloss = (language: LanguageCode) => language !== 'ja';

// One load per language at a time, however many cards ask for it while it comes.
const loading = new Map<LanguageCode, Promise<void>>();

/**
 * A language's glossary, alone (every language's file has every term: English is no fallback for it). The
 * loaders of routes that show goods await it, so the first paint (and the server's render, which the browser
 * then takes over) already shows the glosses. A gloss is an aid: a glossary that fails to load leaves the
 * titles as they are rather than failing the page.
 */
export function loadGloss(language: LanguageCode): Promise<void> {
  if (!takesGloss(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loadLanguageNamespace(glossNamespace, language)
      .catch(() => {})
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
