import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
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
        <MyGroups />
      </GroupBoundary>
    </div>
  );
}

function MyGroups() {
  const { t } = useTranslation('group');
  const { data } = useSuspenseQuery(myGroupsQuery());
  if (data.items.length === 0) return <EmptyState title={t('mine.empty')} description={t('mine.emptyBody')} />;
  return (
    <ul className={styles.list} aria-label={t('mine.title')}>
      {data.items.map((group) => (
        <GroupCard key={group.id} group={group} />
      ))}
    </ul>
  );
}
