import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../generated/api/schemas';
import { TrackingNumber } from '../../components/shipping/TrackingNumber';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './Orders.module.css';

/** What the warehouse recorded (weight, size, photos) and the parcel's tracking numbers. */
export function ParcelFacts({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { parcel, domesticTracking, tracking, photos } = detail;
  const rows: [string, ReactNode][] = [];
  if (parcel.weightGrams != null) rows.push([t('detail.weight'), t('detail.grams', { grams: parcel.weightGrams })]);
  if (parcel.lengthCm != null && parcel.widthCm != null && parcel.heightCm != null) {
    rows.push([t('detail.size'), t('detail.cm', { l: parcel.lengthCm, w: parcel.widthCm, h: parcel.heightCm })]);
  }
  if (domesticTracking) rows.push([t('detail.domesticTracking'), <TrackingNumber key="domestic" carrier={domesticTracking.carrier} number={domesticTracking.number} />]);
  if (tracking) rows.push([t('detail.tracking'), <TrackingNumber key="international" carrier={tracking.carrier} number={tracking.number} />]);
  if (rows.length === 0 && photos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-parcel">
      <h2 id="order-parcel" className={styles.subtitle}>
        {t('detail.parcel')}
      </h2>
      {rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {photos.length > 0 && (
        <ul className={styles.photos} aria-label={t('detail.photos')}>
          {photos.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noopener noreferrer">
                <Image src={src} alt={t('detail.photoAlt', { n: i + 1 })} width={160} height={160} fallbackSrc={editionConfig.imagePlaceholder} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
