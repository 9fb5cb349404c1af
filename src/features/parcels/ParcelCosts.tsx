import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import styles from './Parcels.module.css';

/** The second payment, line by line. */
export function ParcelCosts({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  const total = price(parcel.totalYen);
  return (
    <dl className={styles.totals} data-testid="parcel-costs">
      <dt>{parcel.method ? t('cost.postageBy', { method: shell(`goods:methods.${parcel.method}`) }) : t('cost.postage')}</dt>
      <dd>{price(parcel.postageYen).yen}</dd>
      {parcel.insuranceYen > 0 && (
        <>
          <dt>{t('cost.insurance')}</dt>
          <dd data-testid="parcel-insurance">{price(parcel.insuranceYen).yen}</dd>
        </>
      )}
      <dt>{t('cost.consolidation')}</dt>
      <dd>{parcel.consolidationYen === 0 ? t('totals.free') : price(parcel.consolidationYen).yen}</dd>
      <dt>{t('cost.options')}</dt>
      <dd>{price(parcel.optionsYen).yen}</dd>
      <dt>{t('cost.storage')}</dt>
      <dd>{price(parcel.storageYen).yen}</dd>
      <dt className={styles.total}>{t('cost.total')}</dt>
      <dd className={styles.total} data-testid="parcel-total">
        {total.yen}
        {total.converted && <span className={styles.muted}> {total.converted}</span>}
      </dd>
    </dl>
  );
}
