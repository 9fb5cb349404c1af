import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipParcel } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import styles from './ops.module.css';
import { parcelMoved } from './queries';
import { uploadParcelPhoto } from './upload';

const { max } = constants.warehouse.parcelPhotos;

/** The packed parcel's photos, which its shopper sees on their parcel; more while it waits to ship and has room. */
export function ParcelPhotos({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('ops');
  const input = useRef<HTMLInputElement>(null);
  const canAdd = parcel.state === 'paid' && parcel.photos.length < max;
  const mutation = useMutation({
    mutationFn: async (files: File[]) => {
      // One request per picture, as the route takes them; stop at the limit rather than be refused.
      for (const file of files.slice(0, max - parcel.photos.length)) await uploadParcelPhoto(parcel.id, file);
    },
    onSuccess: () => toast.success(t('parcels.photoAdded', { id: parcel.id })),
    onError: (error) => toast.error(error.message),
    onSettled: () => parcelMoved(),
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) mutation.mutate(files);
  };
  if (parcel.photos.length === 0 && !canAdd) return null;
  return (
    <div className={styles.stack}>
      <span className={styles.muted}>{t('parcels.photos', { n: parcel.photos.length, max })}</span>
      {parcel.photos.length > 0 && (
        <ul className={styles.photoGrid} data-testid="ops-parcel-photos">
          {parcel.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={t('parcels.photoAlt', { n: i + 1 })} width={96} height={96} loading="lazy" className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <div className={styles.photoUpload}>
          <input
            ref={input}
            type="file"
            multiple
            accept={constants.uploads.types.join(',')}
            onChange={chosen}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="ops-parcel-photo-input"
          />
          <Button variant="secondary" loading={mutation.isPending} onClick={() => input.current?.click()}>
            {t('parcels.addPhoto')}
          </Button>
          <span className={styles.muted}>{t('parcels.photoHint', { max })}</span>
        </div>
      )}
    </div>
  );
}
