import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import styles from './ops.module.css';
import { orderChanged } from './queries';
import { uploadPhotos } from './upload';

/** The warehouse photos of the order, and more of them while it is in the warehouse and has room. */
export function PhotoSection({ detail }: { detail: OpsOrderDetail }) {
  const { t } = useTranslation('ops');
  const input = useRef<HTMLInputElement>(null);
  const { order, photos, photoSlots } = detail;
  const mutation = useMutation({
    mutationFn: (files: File[]) => uploadPhotos(order.id, files),
    onSuccess: (updated) => {
      if (updated) orderChanged(updated);
      toast.success(t('photos.added'));
    },
    onError: (error) => toast.error(error.message),
  });
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) mutation.mutate(files);
  };
  if (photos.length === 0 && photoSlots === 0) return null;
  return (
    <section aria-labelledby="ops-photos" className={styles.section}>
      <h2 id="ops-photos" className={styles.sectionTitle}>
        {t('photos.title')} <span className={styles.muted}>{t('photos.count', { count: photos.length, max: constants.orders.photos.max })}</span>
      </h2>
      {photos.length > 0 ? (
        <ul className={styles.photoGrid} data-testid="ops-photos">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={t('photos.alt', { n: i + 1 })} width={160} height={160} loading="lazy" className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('photos.none')}</p>
      )}
      {photoSlots > 0 ? (
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
          />
          <Button variant="secondary" loading={mutation.isPending} onClick={() => input.current?.click()}>
            {t('photos.add')}
          </Button>
          <span className={styles.muted}>{t('photos.hint', { max: constants.orders.photos.max })}</span>
        </div>
      ) : null}
    </section>
  );
}
