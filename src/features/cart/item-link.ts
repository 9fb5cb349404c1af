import type { CartLine } from '../../../generated/api/schemas';
import type { LanguageCode } from '../../../generated/languages';
import { goodsDetailLink } from '../../../generated/links';
import { localizePath } from '../../../generated/routes';
import { edition } from '../../config/env';

/** Our detail page of a cart line's item, or null when the line names no item (lines older than item ids). */
export function lineDetailPath(line: CartLine, language: LanguageCode): string | null {
  if (!line.itemId) return null;
  try {
    return localizePath(goodsDetailLink({ Site: line.site, Id: line.itemId, Url: line.url, Asin: line.asin }), edition, language);
  } catch {
    return null;
  }
}

/** A path the server gave without a language prefix (a shop page), in the shown language. */
export const localized = (path: string, language: LanguageCode): string => localizePath(path, edition, language);
