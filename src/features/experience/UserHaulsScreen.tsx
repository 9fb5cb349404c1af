import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageParamOf } from '../../lib/api/limits';
import { HaulGrid } from './HaulGrid';
import styles from './experience.module.css';
import { idParam } from './params';
import { userHaulsQuery } from './queries';

/** /experience/user?id=: one shopper's public profile, their approved hauls. */
export default function UserHaulsScreen() {
  const { t } = useTranslation('experience');
  const [search] = useSearchParams();
  const pathTo = usePathTo();
  const id = idParam(search.get('id')) ?? 0;
  const { data } = useSuspenseQuery(userHaulsQuery(id, pageParamOf('Sig.Front.Experience.User', search)));
  const title = t('user.title', { name: data.nickname });
  usePageTitle(title);
  const { hauls } = data;
  return (
    <div className={styles.page}>
      <h1 className={styles.title} dir="auto">{title}</h1>
      <p className={styles.muted}>{t('user.count', { n: hauls.total })}</p>
      {hauls.items.length === 0 ? (
        <EmptyState title={t('empty')} description={t('user.emptyBody')} />
      ) : (
        <HaulGrid items={hauls.items} label={title} />
      )}
      <Pagination page={hauls.page} pageCount={Math.ceil(hauls.total / hauls.pageSize)} hrefOf={(page) => pathTo('experience.user', {}, { query: { id, page } })} />
    </div>
  );
}
