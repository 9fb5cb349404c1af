import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../generated/api/schemas';
import { IconButton } from '../../components/ui/IconButton';
import styles from './cart.module.css';
import { useUpdateQuantity } from './queries';

/** − quantity + for listings that sell several; a plain quantity otherwise (a single item is one). */
export function QuantityStepper({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const update = useUpdateQuantity();
  if (!line.quantityEditable) return <span className={styles.muted}>{t('line.quantityFixed', { count: line.quantity })}</span>;
  const set = (quantity: number) => update.mutate({ lineId: line.id, quantity });
  return (
    <div className={styles.stepper} role="group" aria-label={t('line.quantityOf', { title: line.title })}>
      <IconButton aria-label={t('line.less')} size="sm" variant="secondary" disabled={line.quantity <= 1 || update.isPending} onClick={() => set(line.quantity - 1)}>
        −
      </IconButton>
      <output className={styles.stepperValue} aria-live="polite" data-testid="line-quantity">
        {line.quantity}
      </output>
      <IconButton aria-label={t('line.more')} size="sm" variant="secondary" disabled={line.quantity >= line.maxQuantity || update.isPending} onClick={() => set(line.quantity + 1)}>
        +
      </IconButton>
    </div>
  );
}
