import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { recognizeGoodsUrl } from '../../../generated/links';
import { localizePath } from '../../../generated/routes';
import { SearchIcon } from '../../components/ui/icons';
import { edition } from '../../config/env';
import { useLanguage } from '../../lib/i18n';
import { usePathTo } from '../../components/links';
import styles from './Header.module.css';

/** Keywords or a pasted marketplace link; both go to search, which opens recognised links. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const language = useLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    // A pasted marketplace address opens that item here instead of searching for the address.
    const item = recognizeGoodsUrl(keyword);
    navigate(item ? localizePath(item.path, edition, language) : pathTo('search', {}, { query: { keyword } }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.searchButton} aria-label={t('header.searchButton')}>
        <SearchIcon />
      </button>
    </form>
  );
}
