import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { httpsImage } from '../../lib/image';
import styles from './Gallery.module.css';
import { ImageViewer } from './ImageViewer';

interface GalleryProps {
  images: string[];
  title: string;
  /** Sold out, reserved or ended: the pictures are greyed so the state reads at a glance. */
  dimmed: boolean;
}

/** Swipeable pictures (scroll snap) on phones, with thumbnails from tablet width; a tap opens the viewer. */
export function Gallery({ images, title, dimmed }: GalleryProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const sources = images.length ? images.map(httpsImage) : [''];
  const count = sources.length;

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    // scrollLeft runs negative in right-to-left pages.
    setCurrent(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };
  const show = (index: number) => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
    setCurrent(index);
  };

  return (
    <div className={styles.gallery} data-dimmed={dimmed || undefined}>
      <div className={styles.stage}>
        <ul ref={track} className={styles.track} onScroll={onScroll} aria-label={t('goods:gallery.label')}>
          {sources.map((src, index) => (
            <li key={`${index}-${src}`} className={styles.slide}>
              <button type="button" className={styles.open} onClick={() => setViewing(index)} aria-label={t('goods:gallery.open', { index: index + 1, count })}>
                <Image
                  src={src}
                  alt={index === 0 ? title : ''}
                  width={600}
                  height={600}
                  fit="contain"
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  fallbackSrc={editionConfig.imagePlaceholder}
                />
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <p className={styles.counter} aria-hidden="true">
            {current + 1} / {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('goods:gallery.thumbnails')}>
          {sources.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === current || undefined}
                aria-label={t('goods:gallery.show', { index: index + 1, count })}
                onClick={() => show(index)}
              >
                <Image src={src} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing !== null && (
        <ImageViewer
          images={sources}
          title={title}
          start={viewing}
          onClose={(last) => {
            setViewing(null);
            show(last);
          }}
          returnFocus={(last) => track.current?.children[last]?.querySelector('button')?.focus({ preventScroll: true })}
        />
      )}
    </div>
  );
}
