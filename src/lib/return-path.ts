import type { LanguageCode } from '../../generated/languages';
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { sameSitePath } from './web-address';

/** After login: back to the page that sent the shopper here, if it is one of ours; else home. */
export function returnPath(search: URLSearchParams, language: LanguageCode): string {
  return sameSitePath(search.get('redirect')) ?? localizePath(href('home'), edition, language);
}
