import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { SubmissionForm } from './SubmissionForm';
import styles from './experience.module.css';
import { idParam } from './params';
import { type HaulKind, haulQuery, shareableQuery } from './queries';

const points = constants.experience.rewardPoints;

/**
 * The three submission pages: /personal/order/publishExperience?orderId= (a haul of a delivered order),
 * /personal/shareOrder/add/outer and /personal/shareOrder/add/monthly; `?id=` edits a rejected one.
 */
export function PublishPage({ kind }: { kind: HaulKind }) {
  const { t } = useTranslation('experience');
  const [search] = useSearchParams();
  const editId = idParam(search.get('id'));
  const editing = useQuery({ ...haulQuery(editId ?? 0), enabled: editId !== null }).data;
  const { data: orders } = useSuspenseQuery(shareableQuery());
  const orderId = editing?.orderId ?? idParam(search.get('orderId'));
  const order = orders.items.find((o) => o.orderId === orderId);
  const title = t(`${kind === 'haul' ? 'publish' : kind}.title`);
  usePageTitle(title);
  const intro = kind === 'monthly' ? t('monthly.intro', { points: points.monthly, prize: constants.experience.monthlyWinnerPoints }) : t(`${kind === 'haul' ? 'publish' : kind}.intro`, { points: points[kind] });
  const unusable = editing ? editing.status !== 'rejected' || editing.kind !== kind : kind === 'haul' && (!order || order.experienceId != null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.muted}>{intro}</p>
      {order && (
        <p className={styles.goods}>
          <Image src={order.imageUrl ?? ''} alt="" width={64} height={64} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
          <span className={styles.cardTitle} lang="ja" dir="auto">{order.title}</span>
        </p>
      )}
      {unusable ? (
        <EmptyState title={t('publish.unavailable')} description={t('publish.unavailableBody')} />
      ) : (
        <SubmissionForm key={editing?.id ?? 'new'} kind={kind} orderId={order?.orderId} editing={editing} />
      )}
    </div>
  );
}

export default function PublishScreen() {
  return <PublishPage kind="haul" />;
}
