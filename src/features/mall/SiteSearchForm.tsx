import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SiteId, sites } from '../../../generated/sites';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { siteSearchRoute } from './extras';
import styles from './mall.module.css';
import { maxOf } from '../../lib/api/limits';

/** Searches within one marketplace. */
export function SiteSearchForm({ site }: { site: SiteId }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [text, setText] = useState('');
  const siteName = t(sites[site].name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    const own = siteSearchRoute[site];
    navigate(
      own
        ? pathTo(own as 'search', {}, { query: { keyword } })
        : pathTo('search', {}, { query: { keyword, site } }),
    );
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('browse.search.siteTitle', { site: siteName })}
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('browse.search.siteTitle', { site: siteName })}
        enterKeyHint="search"
        autoComplete="off"
        maxLength={maxOf('Sig.Front.SubSite.App.Search', 'keyword')}
        className={styles.searchInput}
      />
      <Button type="submit">{t('browse.search.submit')}</Button>
    </form>
  );
}
