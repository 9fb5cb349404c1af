import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../generated/orders';
import { Chip, type ChipTone } from '../../components/ui/Chip';

const tones: Partial<Record<OrderState, ChipTone>> = {
  pendingPrice: 'warning',
  priceChanged: 'warning',
  awaitingPayment: 'warning',
  arrived: 'success',
  delivered: 'success',
  completed: 'success',
  purchaseFailed: 'danger',
  sellerCancelled: 'danger',
  cancelled: 'neutral',
};

export function StateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('ops');
  return (
    <Chip tone={tones[state] ?? 'brand'} data-state={state}>
      {t(`states.${state}`)}
    </Chip>
  );
}
