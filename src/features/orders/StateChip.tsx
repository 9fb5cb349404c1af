import { useTranslation } from 'react-i18next';
import type { OrderState } from '../../../generated/orders';
import { Chip, type ChipTone } from '../../components/ui/Chip';

// Waiting on the shopper stands out; closed without the goods is a warning; done is success.
const tones: Partial<Record<OrderState, ChipTone>> = {
  priceChanged: 'accent',
  awaitingPayment: 'accent',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  purchaseFailed: 'danger',
  sellerCancelled: 'danger',
};

export function StateChip({ state }: { state: OrderState }) {
  const { t } = useTranslation('orders');
  return (
    <Chip tone={tones[state] ?? 'brand'} data-testid="order-state">
      {t(`states.${state}`)}
    </Chip>
  );
}
