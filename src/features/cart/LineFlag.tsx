import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../generated/api/schemas';
import { Chip } from '../../components/ui/Chip';
import { usePrice } from '../../components/goods/use-price';

/** What changed since the line was added: sold out, no longer available, or the old and the new price. */
export function LineFlag({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const price = usePrice();
  if (line.status === 'ok') return null;
  if (line.status === 'priceChanged') {
    return (
      <Chip tone="warning" data-testid="line-flag">
        {t('flags.priceChanged', { old: price(line.addedPriceYen).yen, new: price(line.priceYen).yen })}
      </Chip>
    );
  }
  return (
    <Chip tone="danger" data-testid="line-flag">
      {t(line.status === 'soldOut' ? 'flags.soldOut' : 'flags.unavailable')}
    </Chip>
  );
}
