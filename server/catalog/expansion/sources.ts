// The storefront's own expansion sources: the glossary files, the category names of its database and
// EDICT's index. Tests hand expandKeyword sources of their own instead.
import type { LanguageCode } from '../../../generated/languages';
import type { Services } from '../../services';
import { categoryLexiconsOf } from './category-names';
import { edictLexicon } from './dictionary';
import { type KeywordGroup, expandKeyword } from './expand';
import { glossariesIn } from './glossary';

/** The keyword's groups in the shopper's language, from the storefront's glossaries, categories and EDICT. */
export async function expandSearchKeyword(services: Pick<Services, 'db' | 'config'>, keyword: string, language: LanguageCode): Promise<KeywordGroup[]> {
  const categories = await categoryLexiconsOf(services.db);
  return expandKeyword(keyword, language, { glossaries: glossariesIn(services.config.glossaryDir), categories, dictionary: language === 'en' ? edictLexicon() : null });
}

/** Reads the files before the first search needs them (EDICT's index takes about 0.2 s). */
export function loadExpansionFiles(services: Pick<Services, 'config'>): void {
  glossariesIn(services.config.glossaryDir);
  edictLexicon();
}

/** What the API shows: the words that were also searched in Japanese. */
export const shownExpansion = (groups: readonly KeywordGroup[]) => groups.filter((g) => g.japanese.length > 0).map((g) => ({ term: g.term, japanese: g.japanese }));
