import { useNavigate } from 'react-router';
import { localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { useLanguage } from '../lib/i18n';

/**
 * For search fields: a pasted marketplace address opens that item here instead of being searched for.
 * The returned function says whether it did. The marketplaces' address patterns are fetched with the
 * first search rather than with the header on every first load.
 */
export function useOpenPastedItem(): (text: string) => Promise<boolean> {
  const navigate = useNavigate();
  const language = useLanguage();
  return async (text) => {
    const { recognizeGoodsUrl } = await import('../../generated/links');
    const item = recognizeGoodsUrl(text);
    if (item) await navigate(localizePath(item.path, edition, language));
    return item !== null;
  };
}
