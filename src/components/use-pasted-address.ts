import { useNavigate } from 'react-router';
import { localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { useLanguage } from '../lib/i18n';

/**
 * For search fields: text that holds an address (a marketplace's, or any shop's) opens it here instead of
 * being searched for — the item's page, or buy-by-link with the address filled in. The returned function
 * says whether it did. The marketplaces' address patterns are fetched with the first search rather than
 * with the header on every first load.
 */
export function useOpenPastedAddress(): (text: string) => Promise<boolean> {
  const navigate = useNavigate();
  const language = useLanguage();
  return async (text) => {
    const to = (await import('../lib/pasted-address')).pastedNavigation(text, edition);
    if (to) await navigate(localizePath(to.path, edition, language), { state: to.state });
    return to !== null;
  };
}
