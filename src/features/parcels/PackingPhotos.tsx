import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import styles from './Parcels.module.css';

/** Staff's photos of the packed parcel, small; each opens at full size (served to this shopper only). */
export function PackingPhotos({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  if (parcel.photos.length === 0) return null;
  return (
    <figure className={styles.packing}>
      <figcaption className={styles.muted}>{t('photos.title')}</figcaption>
      <ul className={styles.packingGrid} data-testid="parcel-photos">
        {parcel.photos.map((photo, i) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt={t('photos.alt', { n: i + 1, id: parcel.id })} width={72} height={72} loading="lazy" className={styles.packingPhoto} />
            </a>
          </li>
        ))}
      </ul>
    </figure>
  );
}
