import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/ui/IconButton';
import { ChevronIcon, CloseIcon } from '../../components/ui/Icons';
import { useDocumentDir } from '../../components/ui/direction';
import { editionConfig } from '../../config/env';
import styles from './ImageViewer.module.css';

interface ImageViewerProps {
  images: string[];
  title: string;
  start: number;
  /** Called with the picture shown last, so the gallery can stay on it. */
  onClose: (index: number) => void;
  /** Puts focus back in the page once the viewer has gone (on the picture shown last). */
  returnFocus: (index: number) => void;
}

// A horizontal move of at least this many pixels is a swipe, not a tap.
const swipePx = 40;

/**
 * Full-screen pictures above everything (z-index from the constants). Radix supplies the focus trap and
 * Escape; focus goes back to the gallery's picture; arrows step through the pictures in reading order.
 */
export function ImageViewer({ images, title, start, onClose, returnFocus }: ImageViewerProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const dir = useDocumentDir();
  const [index, setIndex] = useState(start);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // In right-to-left pages the next picture lies to the left.
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    go(forward ? 1 : -1);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < swipePx) return;
    go((dx < 0) === (dir === 'ltr') ? 1 : -1);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.viewer}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          // Without a Radix trigger the dialog would leave focus on the page body.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(index);
          }}
        >
          <RadixDialog.Title className="visually-hidden">{title}</RadixDialog.Title>
          <div className={styles.bar}>
            <p className={styles.counter} aria-live="polite">
              {t('goods:gallery.position', { index: index + 1, count })}
            </p>
            <RadixDialog.Close asChild>
              <IconButton aria-label={t('goods:gallery.close')} className={styles.control}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <div
            className={styles.stage}
            onPointerDown={(e) => (swipeStart.current = e.clientX)}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <img
              className={styles.image}
              src={images[index] || editionConfig.imagePlaceholder}
              alt={t('goods:gallery.imageAlt', { title, index: index + 1, count })}
              draggable={false}
              onError={(e) => {
                e.currentTarget.src = editionConfig.imagePlaceholder;
              }}
            />
          </div>
          {count > 1 && (
            <>
              <IconButton aria-label={t('goods:gallery.previous')} className={`${styles.control} ${styles.prev}`} onClick={() => go(-1)}>
                <ChevronIcon direction="start" />
              </IconButton>
              <IconButton aria-label={t('goods:gallery.next')} className={`${styles.control} ${styles.next}`} onClick={() => go(1)}>
                <ChevronIcon direction="end" />
              </IconButton>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
