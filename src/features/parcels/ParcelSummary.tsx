import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import styles from './Parcels.module.css';

/** The parcel at a glance: where it goes, how many orders, its weight, box and value. */
export function ParcelSummary({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const price = usePrice();
  const a = parcel.address;
  const box = parcel.lengthCm != null ? t('parcel.size', { l: parcel.lengthCm, w: parcel.widthCm, h: parcel.heightCm }) : null;
  return (
    <section className={styles.item} aria-label={t('parcel.label', { id: parcel.id })} data-testid="parcel-summary">
      <div className={styles.body}>
        <strong>{t('parcel.label', { id: parcel.id })}</strong>
        <span className={styles.meta}>{t('parcel.to', { address: `${a.recipient}, ${a.city} ${a.line1}, ${a.country}` })}</span>
        <span className={styles.meta}>
          <span>{t('parcel.orders', { value: parcel.orders.length })}</span>
          <span>{t('item.weight', { kg: (parcel.weightGrams / 1000).toFixed(2) })}</span>
          {box && <span>{t('parcel.box', { box })}</span>}
          <span>{t('item.value', { amount: price(parcel.declaredYen).yen })}</span>
        </span>
        {parcel.insuredCoverYen != null && parcel.method != null && <span className={styles.meta} data-testid="parcel-cover">{t('parcel.cover', { amount: price(parcel.insuredCoverYen).yen })}</span>}
        {parcel.exportDeclaration && <span className={styles.meta}>{t('parcel.export')}</span>}
      </div>
    </section>
  );
}
