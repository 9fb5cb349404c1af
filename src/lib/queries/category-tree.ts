import type { CategoryNode, YahooCategory } from '../../../generated/api/schemas';
import { type SiteId, sites } from '../../../generated/sites';

/** A category as the storefront lists it; `id` is the marketplace's own id ('' for the "All" entry). */
export interface CategoryOption {
  id: string;
  name: string;
  /** The "All" entry the lists start with (spec §9); its name comes from the translations. */
  all?: true;
  children: CategoryOption[];
}

// Sites without a category call of their own answer with one tree shape; each keeps its ids in its own field.
const idFields: Partial<Record<SiteId, keyof CategoryNode>> = {
  rakuma: 'FrilCat',
  paypay: 'PaypayFleaMarketCat',
  market: 'MerchantCat',
  surugaya: 'SurugayaCat',
  rakuten: 'RakutenCat',
};

// Spec §9 names mercari (10 min), yahoo and magi (1 h); the others' trees change as seldom as yahoo's.
const defaultCacheMs = 3_600_000;

export const categoryCacheMs = (site: SiteId): number => sites[site].categories?.cacheMs ?? defaultCacheMs;

function idOf(node: CategoryNode, site: SiteId): string {
  const own = idFields[site];
  const value = (own && node[own]) || node.Cat || node.Identity;
  return typeof value === 'string' ? value : '';
}

function normalizeNodes(nodes: readonly CategoryNode[], site: SiteId): CategoryOption[] {
  return nodes.flatMap((node) => {
    const id = idOf(node, site);
    // A node without an id or a name cannot be searched by or shown.
    if (!id || !node.Name) return [];
    return [{ id, name: node.Name, children: normalizeNodes(node.List ?? [], site) }];
  });
}

/** Spec §9: any site's answer as one tree, with the "All" entry first. */
export function normalizeCategories(answer: readonly CategoryNode[] | readonly YahooCategory[], site: SiteId): CategoryOption[] {
  const nodes = answer.map((node): CategoryNode => ('cat' in node ? { Cat: node.cat, Name: node.name } : node));
  return [{ id: '', name: '', all: true, children: [] }, ...normalizeNodes(nodes, site)];
}

/** Finds a category anywhere in a tree. */
export function findCategory(tree: readonly CategoryOption[], id: string): CategoryOption | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

