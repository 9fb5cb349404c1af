import { useNavigate } from 'react-router';
import { recognizeGoodsUrl } from '../../generated/links';
import { localizePath } from '../../generated/routes';
import { edition } from '../config/env';
import { useLanguage } from '../lib/i18n';

/**
 * For search fields: a pasted marketplace address opens that item here instead of being searched for.
 * The returned function says whether it did.
 */
export function useOpenPastedItem(): (text: string) => boolean {
  const navigate = useNavigate();
  const language = useLanguage();
  return (text) => {
    const item = recognizeGoodsUrl(text);
    if (item) navigate(localizePath(item.path, edition, language));
    return item !== null;
  };
}
