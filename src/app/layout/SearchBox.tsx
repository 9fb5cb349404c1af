import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/Icons';
import { usePathTo } from '../../components/use-path-to';
import styles from './Header.module.css';
import { useOpenPastedItem } from '../../components/use-pasted-item';

/** Keywords or a pasted marketplace link; both go to search, which opens recognised links. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('keyword') ?? '');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const openPasted = useOpenPastedItem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    void openPasted(keyword).then((opened) => {
      if (!opened) void navigate(pathTo('search', {}, { query: { keyword } }));
    });
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
