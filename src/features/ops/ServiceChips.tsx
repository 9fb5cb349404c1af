import { useTranslation } from 'react-i18next';
import { Chip } from '../../components/ui/Chip';
import styles from './ops.module.css';

/** The services a shopper paid for, named, so the warehouse sees the work an order or a parcel carries. */
export function ServiceChips({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation(['translation', 'goods']);
  if (ids.length === 0) return null;
  return (
    <span data-testid="ops-services" className={styles.chips}>
      {ids.map((id) => (
        <Chip key={id} tone="accent">
          {t(`goods:services.${id}`)}
        </Chip>
      ))}
    </span>
  );
}
