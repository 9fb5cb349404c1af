import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParcelClaimStatus } from '../../../generated/api/schemas';
import { Chip } from '../../components/ui/Chip';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { useOpsFormat } from './format';
import styles from './ops.module.css';
import { parcelMoved } from './queries';
import { type Resolution, ResolveForm } from './ResolveForm';

/**
 * A parcel's open lost-or-damaged claim: what the shopper says, the cover, and the decision. The refund
 * is prefilled with the most the claim can pay (the cover of an insured parcel).
 */
export function ParcelClaimReview({ status }: { status: ParcelClaimStatus }) {
  const { t } = useTranslation('ops');
  const format = useOpsFormat();
  const mutation = useMutation({
    mutationFn: (params: Resolution) => api.opsParcelResolveClaim({ claimId: status.claim!.id, ...params }),
    onSuccess: () => {
      parcelMoved();
      toast.success(t('claims.resolved'));
    },
  });
  const { claim } = status;
  if (!claim) return null;
  const maxYen = claim.reason === 'lost' ? status.maxLostYen : status.maxDamagedYen;
  return (
    <div className={styles.stack} data-testid="ops-parcel-claim">
      <h4 className={styles.cardTitle}>
        {t('claims.heading', { id: claim.id, reason: t(`claims.reasons.${claim.reason}`) })} <Chip tone="warning">{t('appeals.status.open')}</Chip>
      </h4>
      <p className={styles.muted}>
        <time dateTime={claim.createdAt}>{format.time(claim.createdAt)}</time> ·{' '}
        {status.insuredCoverYen != null ? t('claims.insured', { cover: format.yen(status.insuredCoverYen) }) : t('claims.uninsured')} ·{' '}
        {t('claims.limit', { amount: format.yen(maxYen) })}
      </p>
      <p className={styles.prewrap}>{claim.detail}</p>
      <ResolveForm
        maxYen={maxYen}
        defaultYen={status.insuredCoverYen != null ? maxYen : undefined}
        pending={mutation.isPending}
        submitWords={{ accept: t('claims.acceptSubmit'), reject: t('claims.rejectSubmit') }}
        onResolve={(params) => mutation.mutate(params)}
      />
    </div>
  );
}
