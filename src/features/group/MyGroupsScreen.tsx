import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { GroupBoundary } from './GroupBoundary';
import { GroupCard } from './GroupCard';
import { GroupSkeleton } from './GroupSkeleton';
import styles from './group.module.css';
import { myGroupsQuery } from './queries';

/** /personal/group/myGroup: the groups the shopper leads, belongs to or applied to. */
export default function MyGroupsScreen() {
  const { t } = useTranslation('group');
  usePageTitle(t('mine.title'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppGroup.Mine', search);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('mine.title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.links}>
        <Link to={pathTo('personal.group.create')} className={buttonClassName()}>
          {t('mine.create')}
        </Link>
        <Link to={pathTo('personal.group.groupApply')} className={buttonClassName({ variant: 'secondary' })}>
          {t('mine.find')}
        </Link>
      </div>
      <GroupBoundary skeleton={<GroupSkeleton />}>
        <MyGroups page={page} />
      </GroupBoundary>
    </div>
  );
}

function MyGroups({ page }: { page: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(myGroupsQuery(page));
  if (data.total === 0) return <EmptyState title={t('mine.empty')} description={t('mine.emptyBody')} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('mine.title')}>
        {data.items.map((group) => (
          <GroupCard key={group.id} group={group} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppGroup.Mine', data.total, data.pageSize)}
        hrefOf={(p) => pathTo('personal.group.myGroup', {}, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}
