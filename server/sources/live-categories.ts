// A live marketplace's category tree as the screens load it: whole, in one call (src/lib/queries/categories.ts).
// The top level and, below it, each top-level category's children, read from the provider; a category whose
// provider id our categories table knows (the seed's top-level ids for rakuten and amazon are the providers'
// own) is named as our table names it in the shopper's language, any other by the provider.
//
// The second level costs one provider call per top-level category (Rakuten's Genre Search: about 35), or one
// per `categoryChildren.parents` of them where a call answers several (Amazon's GetBrowseNodes: 10). Reading
// them all on the first answer would hold that shopper for as many rate-limit windows and leave every search
// waiting behind them, so one answer reads at most `readsPerAnswer` of them (the calls one window allows) and
// leaves out the children not read yet. Each read is kept for the spec's categoriesSeconds, so the tree fills
// over the next few answers and then costs no call until it expires; nothing is read before a shopper asks.
//
// A category a shopper names (a saved search's, a search's) is known when a kept level holds it; else the
// provider is asked for that one id where its kind can read one (Rakuten), and the answer kept as long.
import type { CategoryNode } from '../../generated/api/schemas';
import { type LanguageCode, languageOf } from '../../generated/languages';
import type { SiteId } from '../../generated/sites';
import { createAnswerCache } from '../catalog/answer-cache';
import { categoryTree } from '../catalog/categories';
import { type CategoryField, categoryTrees } from '../db/seed/categories';
import type { Services } from '../services';
import type { Guard } from './guard';
import type { ProviderCategory, ProviderClient } from './provider';

export interface LiveCategoriesOptions {
  site: SiteId;
  client: ProviderClient;
  guard: Guard;
  /** How long a read level is kept (the spec's categoriesSeconds). */
  ttlMs: number;
  /** Provider calls for children one answer may make. */
  readsPerAnswer: number;
}

/** The fields a CategoryNode may carry its marketplace id in, by the categories column each comes from. */
const idFieldOf = {
  cat: 'Cat', fril_cat: 'FrilCat', paypay_cat: 'PaypayFleaMarketCat', merchant_cat: 'MerchantCat', surugaya_cat: 'SurugayaCat', rakuten_cat: 'RakutenCat',
} as const satisfies Record<CategoryField, keyof CategoryNode>;
/** In the order codeOf (catalog/categories.ts) reads them. */
const idFields = Object.values(idFieldOf);

const idOf = (node: CategoryNode): string | undefined => idFields.map((field) => node[field]).find((value) => typeof value === 'string');
const everyNode = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...everyNode(node.List ?? [])]);

/** The key the top level is kept under: no category id is empty. */
const TOP = '';

/** Single ids asked of the provider and kept: a shopper's typing of ids cannot grow it without bound. */
const MAX_LOOKED_UP = 500;

export interface LiveCategories {
  /** The tree in the shopper's language, as much of the second level as is read. */
  tree(language: LanguageCode): Promise<CategoryNode[]>;
  /** A category the provider has, named as the tree would name it; null when the provider has none such. */
  find(id: string, language: LanguageCode): Promise<{ name: string } | null>;
  /** Whether the provider has the category, without naming it: a search's check, which reads our table only for an id not kept. */
  has(id: string): Promise<boolean>;
}

export function createLiveCategories(services: Pick<Services, 'db' | 'log' | 'now'>, options: LiveCategoriesOptions): LiveCategories {
  const { site, client, guard } = options;
  const kept = new Map<string, { categories: ProviderCategory[]; expires: number }>();
  const lookedUp = createAnswerCache<ProviderCategory | null>({ ttlMs: options.ttlMs, maxEntries: MAX_LOOKED_UP, now: services.now });
  const reading = new Map<string, Promise<void>>();

  // The id goes in the field this marketplace's own tree keeps it in, so the screens read both alike.
  const idField = idFieldOf[categoryTrees[site].field];

  const fresh = (parent: string) => {
    const entry = kept.get(parent);
    return entry && entry.expires > services.now() ? entry.categories : undefined;
  };

  // Answers asking for the same parents at once share one call; what it answers is kept per parent.
  const read = (parents: string[]) => {
    const key = parents.join(',');
    let running = reading.get(key);
    if (!running) {
      running = guard
        .call(async (context): Promise<Record<string, ProviderCategory[]>> => {
          if (parents[0] === TOP) return { [TOP]: await client.categories(null, context) };
          if (client.categoryChildren) return client.categoryChildren.read(parents, context);
          return { [parents[0]!]: await client.categories(parents[0]!, context) };
        })
        .then((answer) => {
          const expires = services.now() + options.ttlMs;
          for (const parent of parents) kept.set(parent, { categories: answer[parent] ?? [], expires });
        })
        .finally(() => reading.delete(key));
      reading.set(key, running);
    }
    return running;
  };

  const topLevel = async (ours: CategoryNode[]): Promise<ProviderCategory[]> => {
    if (client.categoryRoots === 'catalog') return ours.flatMap((node) => (idOf(node) ? [{ id: idOf(node)!, name: node.Name }] : []));
    if (!fresh(TOP)) await read([TOP]);
    return fresh(TOP) ?? [];
  };

  // The first parents not read yet, a call's worth at a time, up to this answer's share of calls; a failed
  // read ends them (the provider is failing: the next answer tries again), the top level is answered anyway.
  const readSomeChildren = async (roots: ProviderCategory[]) => {
    const perCall = client.categoryChildren?.parents ?? 1;
    const missing = roots.map((root) => root.id).filter((id) => !fresh(id));
    for (let call = 0; call < options.readsPerAnswer && call * perCall < missing.length; call++) {
      try {
        await read(missing.slice(call * perCall, (call + 1) * perCall));
      } catch (error) {
        services.log.warn({ site, err: error }, 'a live category tree is answered without some children: its provider did not give them');
        return;
      }
    }
  };

  const ourTree = (language: LanguageCode) => categoryTree(services.db, site, languageOf(language).service);
  const ourNamesOf = (ours: CategoryNode[]) => new Map(everyNode(ours).flatMap((node) => (idOf(node) && node.Name ? [[idOf(node)!, node.Name] as const] : [])));

  const tree = async (language: LanguageCode): Promise<CategoryNode[]> => {
    const ours = await ourTree(language);
    const ourNames = ourNamesOf(ours);
    const nodeOf = (category: ProviderCategory, list: CategoryNode[]): CategoryNode => ({
      [idField]: category.id,
      Name: ourNames.get(category.id) ?? category.name,
      Identity: null,
      List: list,
    });
    const roots = await topLevel(ours);
    await readSomeChildren(roots);
    return roots.map((root) => nodeOf(root, (fresh(root.id) ?? []).map((child) => nodeOf(child, []))));
  };

  const inKept = (id: string) => [...kept.keys()].flatMap((parent) => fresh(parent) ?? []).find((category) => category.id === id);

  // Where the provider's category is found: a kept level, our table for a top level that is our table's ids,
  // else the provider asked for the one id.
  const lookUp = async (id: string, language: LanguageCode): Promise<ProviderCategory | null> => {
    const held = inKept(id);
    if (held) return held;
    if (client.categoryRoots === 'catalog' && (await ourTree(language)).some((node) => idOf(node) === id)) return { id, name: '' };
    if (client.category) return lookedUp.get(id, () => guard.call((context) => client.category!(id, context)));
    // A kind that cannot read one id: what reading the tree now adds to the kept levels.
    await tree(language);
    return inKept(id) ?? null;
  };

  return {
    tree,
    async find(id, language) {
      const found = await lookUp(id, language);
      return found ? { name: ourNamesOf(await ourTree(language)).get(id) ?? found.name } : null;
    },
    has: async (id) => (await lookUp(id, 'en')) !== null,
  };
}
