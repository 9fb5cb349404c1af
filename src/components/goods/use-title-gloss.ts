import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LanguageCode } from '../../../generated/languages';
import { type GlossSegment, type Glossary, glossMatcher, glossSegments } from '../../lib/gloss';
import { glossNamespace, loadGloss, takesGloss } from '../../lib/gloss-load';
import { i18n, useLanguage } from '../../lib/i18n';
import { tagOf } from '../../lib/i18n-setup';

const subscribe = (changed: () => void) => {
  i18n.on('loaded', changed);
  return () => {
    i18n.off('loaded', changed);
  };
};

/**
 * The shown language's glossary once it is loaded. The goods routes' loaders load it before the page renders
 * (so the server's render and the browser's agree); a card elsewhere (the home page's rows, the cart) asks
 * for it and shows the gloss when it arrives.
 */
function useGlossary(language: LanguageCode): Glossary | null {
  const wanted = takesGloss(language);
  const tag = tagOf(language);
  const read = () => (wanted ? ((i18n.getResourceBundle(tag, glossNamespace) as { terms?: Glossary } | undefined)?.terms ?? null) : null);
  const terms = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (wanted && !terms) void loadGloss(language);
  }, [wanted, terms, language]);
  return terms;
}

export interface Gloss {
  /** The language the gloss is in (a BCP 47 tag, for `lang`). */
  lang: string;
  /** The known words and Latin runs in title order; empty while the glossary loads or when it knows no word. */
  segments: GlossSegment[];
}

/** A listing title's gloss in the shown language; null where titles take none (Japanese). */
export function useTitleGloss(title: string): Gloss | null {
  const language = useLanguage();
  const terms = useGlossary(language);
  const wanted = takesGloss(language);
  const lang = tagOf(language);
  return useMemo(() => (wanted ? { lang, segments: terms ? glossSegments(title, glossMatcher(terms)) : [] } : null), [wanted, lang, terms, title]);
}
