import { queryOptions } from '@tanstack/react-query';
import type { CategoryNode } from '../../../generated/api/schemas';
import { type SiteId, sites } from '../../../generated/sites';
import { categoryCacheMs, normalizeCategories } from './category-tree';
import { api } from '../api/client';
import { currentLanguage, i18n } from '../i18n';
import { queryClient } from '../query-client';

async function fetchTree(site: SiteId): Promise<readonly CategoryNode[]> {
  switch (sites[site].categories?.fn) {
    case 'mercariCat':
      return (await api.mercariCat()).cat;
    case 'magiCategories':
      return (await api.magiCategories()).categories;
    default:
      return (await api.siteCategories({ site })).categories;
  }
}

/** Names are per language, so every category list is dropped when the language changes (spec §9). */
export const categoriesKey = ['categories'] as const;

// The language is in the key too, so a list on screen refetches in the new language at once.
export const categoriesQuery = (site: SiteId) =>
  queryOptions({
    queryKey: [...categoriesKey, site, currentLanguage()],
    queryFn: async () => normalizeCategories(await fetchTree(site), site),
    staleTime: categoryCacheMs(site),
    gcTime: categoryCacheMs(site),
  });

// Registered when the first screen with categories loads; nothing is cached before that. Only the other
// languages' lists go: i18next also says "changed" when it first starts in a language, and a server-rendered
// page's lists, restored before that, would be dropped under the markup they drew (React error 418).
i18n.on('languageChanged', () => {
  const language = currentLanguage();
  queryClient.removeQueries({ queryKey: categoriesKey, predicate: (query) => query.queryKey[2] !== language });
});
