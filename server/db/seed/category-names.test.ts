// Every node of every marketplace's category tree is named in every storefront language: the seed writes
// them all, so no language falls back to English.
import { describe, expect, it } from 'vitest';
import { languages } from '../../../generated/languages';
import { type SeedCategory, categoryTrees } from './categories';
import { translatedEnglishNames } from './category-names';

const nodes = (tree: SeedCategory[]): SeedCategory[] => tree.flatMap((n) => [n, ...nodes(n.children ?? [])]);
const everyNode = Object.values(categoryTrees).flatMap(({ tree }) => nodes(tree));

describe('category names', () => {
  it('name every node in all storefront languages, none empty', () => {
    const services = languages.map((l) => l.service).sort();
    const incomplete = everyNode.filter((n) => Object.keys(n.names).sort().join() !== services.join() || Object.values(n.names).some((name) => !name?.trim()));
    expect(incomplete.map((n) => n.names.en)).toEqual([]);
  });

  it('are translated, not English under another label', () => {
    // Names of card games stay as their makers write them in Latin letters, and French says consoles and
    // German tickets too; the rest is translated.
    const same = everyNode.filter((n) => n.names.de === n.names.en || n.names.fr === n.names.en).map((n) => n.names.en);
    expect([...new Set(same)].sort()).toEqual(['Consoles', 'Duel Masters', 'Magic: The Gathering', 'Tickets', 'UNION ARENA', 'Weiß Schwarz', 'Yu-Gi-Oh!', 'Yu-Gi-Oh! OCG']);
  });

  it('keep no translation that no node uses', () => {
    const used = new Set(everyNode.map((n) => n.names.en));
    expect(translatedEnglishNames.filter((name) => !used.has(name))).toEqual([]);
  });
});
