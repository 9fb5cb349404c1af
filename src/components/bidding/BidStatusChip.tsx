import { useTranslation } from 'react-i18next';
import type { MyBid } from '../../../generated/api/schemas';
import { Chip, type ChipTone } from '../ui/Chip';

// Leading and won are good news; outbid asks the shopper to act; lost is done.
const tones: Record<MyBid['status'], ChipTone> = { leading: 'success', outbid: 'accent', won: 'brand', lost: 'neutral' };

/** A bid's standing (strings of the `bidding` namespace: pages showing it load it). */
export function BidStatusChip({ status }: { status: MyBid['status'] }) {
  const { t } = useTranslation('bidding');
  return (
    <Chip tone={tones[status]} solid={status === 'outbid'} data-testid="bid-status" data-status={status}>
      {t(`status.${status}`)}
    </Chip>
  );
}
