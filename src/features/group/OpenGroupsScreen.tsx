import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { ApplyForm } from './ApplyForm';
import { GroupBoundary } from './GroupBoundary';
import { GroupCard } from './GroupCard';
import { GroupSkeleton } from './GroupSkeleton';
import styles from './group.module.css';
import { openGroupsQuery } from './queries';

/** /personal/group/groupApply: groups taking applications, deadline soonest first; apply with a message. */
export default function OpenGroupsScreen() {
  const { t } = useTranslation('group');
  usePageTitle(t('apply.title'));
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppGroup.Open', search);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('apply.title')}</h1>
      <GroupBoundary skeleton={<GroupSkeleton />}>
        <OpenGroups page={page} />
      </GroupBoundary>
    </div>
  );
}

function OpenGroups({ page }: { page: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(openGroupsQuery(page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('apply.empty')}
        description={t('apply.emptyBody')}
        action={
          <Link to={pathTo('personal.group.create')} className={buttonClassName()}>
            {t('mine.create')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('apply.title')}>
        {data.items.map((group) => (
          <GroupCard key={group.id} group={group}>
            {group.role === 'none' &&
              (group.full ? <p className={styles.muted}>{t('apply.fullBody', { max: constants.groups.maxMembers })}</p> : <ApplyForm groupId={group.id} />)}
          </GroupCard>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppGroup.Open', data.total, data.pageSize)}
        hrefOf={(p) => pathTo('personal.group.groupApply', {}, { query: p > 1 ? { page: p } : {} })}
      />
    </>
  );
}
