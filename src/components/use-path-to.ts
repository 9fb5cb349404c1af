import { type HrefArgs, type RouteName, href, localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { useLanguage } from '../lib/i18n';

/** A function that builds localized paths of named routes for the current language. */
export function usePathTo() {
  const language = useLanguage();
  return <N extends RouteName>(name: N, ...args: HrefArgs<N>): string =>
    localizePath(href(name, ...args), edition, language);
}
