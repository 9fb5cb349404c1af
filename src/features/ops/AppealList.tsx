import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '../../../generated/api/schemas';
import { Chip } from '../../components/ui/Chip';
import { useOpsFormat } from './format';
import styles from './ops.module.css';
import { ResolveAppealForm } from './ResolveAppealForm';

const statusTones = { open: 'warning', accepted: 'success', rejected: 'neutral' } as const;

/** The shopper's after-sales appeals on this order; open ones can be resolved here. */
export function AppealList({ detail }: { detail: OpsOrderDetail }) {
  const { t } = useTranslation('ops');
  const format = useOpsFormat();
  if (detail.appeals.length === 0) return null;
  return (
    <section aria-labelledby="ops-appeals" className={styles.section}>
      <h2 id="ops-appeals" className={styles.sectionTitle}>
        {t('appeals.title')}
      </h2>
      <ul className={styles.stack}>
        {detail.appeals.map((appeal) => (
          <li key={appeal.id} className={styles.actionCard}>
            <h3 className={styles.cardTitle}>
              {t('appeals.heading', { id: appeal.id, reason: appeal.reason })} <Chip tone={statusTones[appeal.status]}>{t(`appeals.status.${appeal.status}`)}</Chip>
            </h3>
            <p className={styles.muted}>
              <time dateTime={appeal.time}>{format.time(appeal.time)}</time>
            </p>
            <p className={styles.prewrap}>{appeal.detail}</p>
            {appeal.status === 'open' ? (
              <ResolveAppealForm appealId={appeal.id} maxYen={detail.order.totalYen} />
            ) : (
              <p>
                {appeal.resolution}
                {appeal.refundYen ? ` · ${t('appeals.refunded', { amount: format.yen(appeal.refundYen) })}` : ''}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
