import type { LanguageCode } from '../../generated/languages';
import { href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';

/** A path of this site (not `//host` or `/\\host`, which browsers read as another site), else null. */
export function sameSitePath(target: string | null): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}

/** After login: back to the page that sent the shopper here, if it is one of ours; else home. */
export function returnPath(search: URLSearchParams, language: LanguageCode): string {
  return sameSitePath(search.get('redirect')) ?? localizePath(href('home'), edition, language);
}
