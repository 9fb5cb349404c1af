import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GroupDetail } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { carrierName } from '../../components/shipping/TrackingNumber';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { countryName } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import { ConfirmAction } from './ConfirmAction';
import { GroupBoundary } from './GroupBoundary';
import { GroupFacts, StateChip } from './GroupFacts';
import { GroupSkeleton } from './GroupSkeleton';
import { ItemRow } from './ItemRow';
import { MemberList } from './MemberList';
import styles from './group.module.css';
import { groupDetailQuery } from './queries';
import { useLeave } from './use-group-actions';
import { useGroupId } from './use-group-id';

/** /personal/group/groupDetail?id=: the group as a member (or the leader) sees it, and what to do next. */
export default function GroupDetailScreen() {
  const id = useGroupId();
  return (
    <div className={styles.page}>
      <GroupBoundary skeleton={<GroupSkeleton />}>
        <Detail id={id} />
      </GroupBoundary>
    </div>
  );
}

function Detail({ id }: { id: number }) {
  const { t } = useTranslation('group');
  const { data } = useSuspenseQuery(groupDetailQuery(id));
  usePageTitle(data.group.name);
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{data.group.name}</h1>
        <StateChip group={data.group} />
      </div>
      <NextStep detail={data} />
      <Card className={styles.card}>
        <GroupFacts group={data.group} />
        <AddressLine detail={data} />
      </Card>
      <h2 className={styles.subtitle}>{t('detail.myItems')}</h2>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('detail.noItems')}</p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((i) => (
            <li key={i.orderId}>
              <ItemRow title={i.title} imageUrl={i.imageUrl} weightGrams={i.weightGrams} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>{t('detail.total', { grams: data.totalGrams })}</p>
      <h2 className={styles.subtitle}>{t('members.title')}</h2>
      <MemberList members={data.members} />
      {data.canLeave && <LeaveGroup detail={data} />}
    </>
  );
}

/** A member who has paid nothing may leave: their items go back to the warehouse. */
function LeaveGroup({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const leave = useLeave(detail.group.id);
  const closed = detail.group.state === 'awaitingPayment';
  return (
    <div className={styles.links}>
      <ConfirmAction
        label={t('leave.button')}
        title={t('leave.title', { name: detail.group.name })}
        description={closed ? t('leave.bodyClosed') : t('leave.body')}
        confirm={t('leave.confirm')}
        pending={leave.isPending}
        onConfirm={(done) =>
          leave.mutate(undefined, {
            onSuccess: () => {
              done();
              toast.success(t('leave.done'));
              void navigate(pathTo('personal.group.myGroup'));
            },
          })
        }
      />
    </div>
  );
}

function AddressLine({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('group');
  const language = useLanguage();
  const a = detail.address;
  return (
    <p className={styles.muted}>
      {t('detail.shipsTo', { place: [a.city, a.region, countryName(a.country, language)].filter(Boolean).join(', ') })}
    </p>
  );
}

/** The one thing the member can do now: add items, pay their share, or wait. */
function NextStep({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const price = usePrice();
  const query = { query: { id: detail.group.id } };
  const { state, role } = detail.group;
  const links = (
    <div className={styles.links}>
      {(state === 'recruiting' || state === 'collecting') && (
        <Link to={pathTo('personal.group.addGroupList', {}, query)} className={buttonClassName()}>
          {t('detail.addItems')}
        </Link>
      )}
      {state === 'awaitingPayment' && !detail.myPaid && (
        <Link to={pathTo('personal.group.payMail', {}, query)} className={buttonClassName()}>
          {t('detail.pay', { amount: price(detail.myDueYen ?? 0).yen })}
        </Link>
      )}
      {role === 'leader' && (
        <Link to={pathTo('personal.group.manageGroup', {}, query)} className={buttonClassName({ variant: 'secondary' })}>
          {t('manage.title')}
        </Link>
      )}
    </div>
  );
  return (
    <>
      <p className={styles.notice} role="status">
        {detail.parcelTrackingNo && (detail.parcelState === 'shipped' || detail.parcelState === 'delivered')
          ? t(`detail.${detail.parcelState}`, { carrier: carrierName(detail.parcelCarrier), trackingNo: detail.parcelTrackingNo })
          : t(`next.${state}`, { amount: price(detail.postageYen).yen })}
      </p>
      {links}
    </>
  );
}
