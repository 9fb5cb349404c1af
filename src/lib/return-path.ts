import type { LanguageCode } from '../../generated/languages';
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';

/** After login: back to the page that sent the shopper here, if it is one of ours; else home. */
export function returnPath(search: URLSearchParams, language: LanguageCode): string {
  const target = search.get('redirect');
  const ours = target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  return ours ? target : localizePath(href('home'), edition, language);
}
