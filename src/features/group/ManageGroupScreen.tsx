import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import type { GroupDetail, GroupMember, GroupRemoval } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { CloseList } from './CloseList';
import { ConfirmAction } from './ConfirmAction';
import { GroupBoundary } from './GroupBoundary';
import { GroupFacts, StateChip } from './GroupFacts';
import { GroupSkeleton } from './GroupSkeleton';
import { ItemRow } from './ItemRow';
import { MemberList } from './MemberList';
import styles from './group.module.css';
import { groupDetailQuery } from './queries';
import { useDissolve, useEndApplications, useRemoveMember, useReview } from './use-group-actions';
import { useGroupId } from './use-group-id';

/** /personal/group/manageGroup?id=: the leader answers applications, ends them and closes the list. */
export default function ManageGroupScreen() {
  const id = useGroupId();
  return (
    <div className={styles.page}>
      <GroupBoundary skeleton={<GroupSkeleton rows={4} />}>
        <Manage id={id} />
      </GroupBoundary>
    </div>
  );
}

function Manage({ id }: { id: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(groupDetailQuery(id));
  const review = useReview(id);
  const end = useEndApplications(id);
  usePageTitle(t('manage.title'));
  if (data.group.role !== 'leader') return <ErrorWidget variant="notFound" description={t('manage.leaderOnly')} />;
  const { state, applicationsOpen } = data.group;
  const pending = data.members.filter((m) => m.status === 'pending');
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{data.group.name}</h1>
        <StateChip group={data.group} />
      </div>
      <p className={styles.notice} role="status">
        {t(`manage.next.${state}`)}
      </p>
      <div className={styles.links}>
        <Link to={pathTo('personal.group.groupDetail', {}, { query: { id } })} className={buttonClassName({ variant: 'secondary' })}>
          {t('manage.viewAsMember')}
        </Link>
        {(state === 'recruiting' || state === 'collecting') && (
          <Link to={pathTo('personal.group.addGroupList', {}, { query: { id } })} className={buttonClassName({ variant: 'secondary' })}>
            {t('detail.addItems')}
          </Link>
        )}
        {state === 'recruiting' && (
          <Button variant="ghost" loading={end.isPending} onClick={() => end.mutate()}>
            {t('manage.endApplications')}
          </Button>
        )}
      </div>
      <Card className={styles.card}>
        <GroupFacts group={data.group} />
      </Card>
      <h2 className={styles.subtitle}>{t('members.title')}</h2>
      <p className={styles.muted}>
        {pending.length > 0 ? t('manage.applications', { count: pending.length }) : applicationsOpen ? t('manage.noApplications') : t('manage.applicationsClosed')}
      </p>
      <MemberList
        members={data.members}
        actions={(m) =>
          m.status === 'pending' ? (
            <div className={styles.row}>
              <Button size="sm" loading={review.isPending && review.variables?.userId === m.userId} onClick={() => review.mutate({ userId: m.userId, approve: true })}>
                {t('manage.approve')}
              </Button>
              <Button size="sm" variant="secondary" disabled={review.isPending} onClick={() => review.mutate({ userId: m.userId, approve: false })}>
                {t('manage.reject')}
              </Button>
            </div>
          ) : (
            m.removal && <RemoveMember groupId={id} member={m} removal={m.removal} />
          )
        }
      />
      <h2 className={styles.subtitle}>{t('manage.list', { grams: data.totalGrams })}</h2>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('manage.emptyList')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((i) => (
            <li key={i.orderId}>
              <ItemRow title={i.title} imageUrl={i.imageUrl} weightGrams={i.weightGrams} />
            </li>
          ))}
        </ul>
      )}
      {(state === 'recruiting' || state === 'collecting') && <CloseList detail={data} />}
      {data.canDissolve && <Dissolve detail={data} />}
    </>
  );
}

/** The leader removes a member who has not paid; the dialog shows the parcel and the leader's share after. */
function RemoveMember({ groupId, member, removal }: { groupId: number; member: GroupMember; removal: GroupRemoval }) {
  const { t } = useTranslation('group');
  const price = usePrice();
  const remove = useRemoveMember(groupId);
  return (
    <div className={styles.row}>
      <ConfirmAction
        size="sm"
        label={t('remove.button')}
        title={t('remove.title', { name: member.nickname })}
        description={t('remove.body')}
        confirm={t('remove.confirm')}
        pending={remove.isPending}
        onConfirm={(done) =>
          remove.mutate(member.userId, {
            onSuccess: () => {
              done();
              toast.success(t('remove.done', { name: member.nickname }));
            },
          })
        }
      >
        <dl className={styles.facts} data-testid="removal-figures">
          <dt>{t('remove.postage')}</dt>
          <dd>{price(removal.postageYen).yen}</dd>
          <dt>{t('remove.leaderShare')}</dt>
          <dd>{price(removal.leaderShareYen).yen}</dd>
          <dt>{t('remove.leaderDue')}</dt>
          <dd>{price(removal.leaderDueYen).yen}</dd>
          {removal.refundYen > 0 && (
            <>
              <dt>{t('remove.refund')}</dt>
              <dd>{price(removal.refundYen).yen}</dd>
            </>
          )}
        </dl>
        <p className={styles.muted}>{t('remove.rule')}</p>
      </ConfirmAction>
    </div>
  );
}

/** The leader ends the group before it ships: items back to the warehouse, payments back to the wallets. */
function Dissolve({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('group');
  const dissolve = useDissolve(detail.group.id);
  return (
    <section className={styles.card} aria-labelledby="group-dissolve">
      <h2 id="group-dissolve" className={styles.subtitle}>
        {t('dissolve.heading')}
      </h2>
      <p className={styles.muted}>{t('dissolve.body')}</p>
      <div className={styles.links}>
        <ConfirmAction
          label={t('dissolve.button')}
          title={t('dissolve.title', { name: detail.group.name })}
          description={t('dissolve.body')}
          confirm={t('dissolve.confirm')}
          pending={dissolve.isPending}
          onConfirm={(done) =>
            dissolve.mutate(undefined, {
              onSuccess: () => {
                done();
                toast.success(t('dissolve.done'));
              },
            })
          }
        />
      </div>
    </section>
  );
}
