import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import styles from './experience.module.css';

/** The haul's photos as thumbnails; one opens large in a viewer that steps through them all. */
export function PhotoViewer({ photos, title }: { photos: readonly Picture[]; title: string }) {
  const { t } = useTranslation('experience');
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className={styles.photos} aria-label={t('photos', { n: count })}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className={styles.photoButton} onClick={() => setOpen(i)} aria-label={t('photoOf', { n: i + 1, total: count })} data-testid="haul-photo">
              <Image src={photo.url} alt="" width={photo.width} height={photo.height} fallbackSrc={editionConfig.imagePlaceholder} loading={i < 3 ? 'eager' : 'lazy'} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={shown != null} onOpenChange={(next) => !next && setOpen(null)} title={title} description={open === null ? '' : t('photoOf', { n: open + 1, total: count })} closeLabel={t('close')}>
        {shown && open !== null && (
          <div className={styles.viewer}>
            <img src={shown.url} alt={t('photoOf', { n: open + 1, total: count })} width={shown.width} height={shown.height} className={styles.viewerImage} />
            {count > 1 && (
              <div className={styles.row}>
                <Button variant="secondary" size="sm" onClick={() => setOpen((open + count - 1) % count)}>{t('previous')}</Button>
                <Button variant="secondary" size="sm" onClick={() => setOpen((open + 1) % count)}>{t('next')}</Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
