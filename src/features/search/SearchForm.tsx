import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { SearchIcon } from '../../components/ui/Icons';
import styles from './SearchScreen.module.css';
import { maxOf } from '../../lib/api/limits';

/**
 * The page's own keyword field: it searches within the current route (a marketplace's search stays there).
 * Keyed by the keyword where it is used, so back, forward and history links reset what it shows.
 */
export function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('browse.search.fieldLabel')}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('browse.search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={maxOf('Sig.Front.SubSite.App.Search', 'keyword')}
        className={styles.formInput}
        data-testid="search-keyword"
      />
      <Button type="submit" variant="primary" className={styles.withIcon}>
        <SearchIcon size={18} />
        {t('browse.search.submit')}
      </Button>
    </form>
  );
}
