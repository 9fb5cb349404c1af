import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelClaimStatus, ShipParcel } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './ParcelClaim.module.css';
import { ParcelClaimForm } from './ParcelClaimForm';
import { claimQuery } from './queries';
import parcelStyles from './Parcels.module.css';

/** A shipped parcel's cover and lost-or-damaged claim: its state and outcome, or the button that reports one. */
export function ParcelClaimPanel({ parcel }: { parcel: ShipParcel }) {
  const { data } = useQuery(claimQuery(parcel.id));
  if (!data) return null;
  return <ClaimFacts status={data} />;
}

function ClaimFacts({ status }: { status: ParcelClaimStatus }) {
  const { t } = useTranslation('parcels');
  const price = usePrice();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const { claim } = status;
  const cover = status.insuredCoverYen != null
    ? t('claim.insured', { cover: price(status.insuredCoverYen).yen })
    : t('claim.uninsured', { postage: price(status.maxLostYen).yen });
  return (
    <div className={styles.claim} data-testid="parcel-claim">
      <span className={parcelStyles.muted} data-testid="parcel-claim-cover">
        {cover}
      </span>
      {claim && (
        <span data-testid="parcel-claim-state">
          {t(`claim.status.${claim.status}`, { reason: t(`claim.reasons.${claim.reason}`) })}
          {claim.refundYen ? ` ${t('claim.refunded', { amount: price(claim.refundYen).yen })}` : ''}
          {claim.resolution ? ` “${claim.resolution}”` : ''}
        </span>
      )}
      {status.canClaim && !open && (
        <span>
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            {t('claim.report')}
          </Button>{' '}
          {status.claimUntil && <span className={parcelStyles.muted}>{t('claim.until', { date: formatDate(Date.parse(status.claimUntil), 4, language) })}</span>}
        </span>
      )}
      {status.canClaim && open && <ParcelClaimForm parcelId={status.parcelId} onDone={() => setOpen(false)} />}
    </div>
  );
}
