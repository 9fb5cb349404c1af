import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/Icons';
import { usePathTo } from '../../components/use-path-to';
import styles from './Header.module.css';
import { useOpenPastedAddress } from '../../components/use-pasted-address';

/**
 * Keywords, or a pasted link (with or without words around it), which opens its item here or buy-by-link.
 * Sent before the page has taken over, the form is a plain search, whose page opens a link the same way.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const openPasted = useOpenPastedAddress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    void openPasted(keyword).then((opened) => {
      if (!opened) void navigate(pathTo('search', {}, { query: { keyword } }));
    });
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} action={pathTo('search')}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="keyword"
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
