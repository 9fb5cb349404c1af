import { useTranslation } from 'react-i18next';
import type { HaulDetail, MyHaul } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import styles from './experience.module.css';

/** Where the author's submission stands: waiting, published with its points, or rejected with the reason and an edit link. */
export function StatusNote({ haul }: { haul: Pick<HaulDetail | MyHaul, 'id' | 'kind' | 'status' | 'pointsAwarded' | 'rejectReason'> }) {
  const { t } = useTranslation('experience');
  if (haul.status === 'pending') return <p className={styles.note} data-testid="haul-status">{t('status.pending')}</p>;
  if (haul.status === 'approved') {
    return (
      <p className={styles.muted} data-testid="haul-status">
        {t('status.approved')}
        {haul.pointsAwarded > 0 && ` · ${t('pointsEarned', { n: haul.pointsAwarded })}`}
      </p>
    );
  }
  const edit = haul.kind === 'outer' ? 'personal.shareOrder.add.outer' : haul.kind === 'monthly' ? 'personal.shareOrder.add.monthly' : 'personal.order.publishExperience';
  return (
    <p className={styles.note} data-testid="haul-status">
      {t('status.rejected', { reason: haul.rejectReason ?? '' })} <AppLink to={edit} args={[{}, { query: { id: haul.id } }]}>{t('mine.edit')}</AppLink>
    </p>
  );
}
