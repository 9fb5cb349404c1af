import { type ComponentPropsWithRef, useState } from 'react';
import { cx } from './cx';
import styles from './Image.module.css';

export interface ImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height' | 'ref'> {
  src: string;
  /** Required: the item's title, or "" when a caption next to the image already says it. */
  alt: string;
  /** Intrinsic size: sets the box's aspect ratio, so nothing shifts while the image loads. */
  width: number;
  height: number;
  /** The edition's placeholder (editions[id].imagePlaceholder), shown when src is empty or fails. */
  fallbackSrc: string;
  fit?: 'cover' | 'contain';
}

/** Lazy by default; the frame fills its container's width, so size it with className. */
export function Image({ src, alt, width, height, fallbackSrc, fit = 'cover', loading = 'lazy', className, onError, ...rest }: ImageProps) {
  // Remembering which src failed (not just "failed") resets the fallback when the item changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? fallbackSrc : src;
  return (
    <span className={cx(styles.frame, className)} style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        {...rest}
        src={shown}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={cx(styles.img, styles[fit])}
        ref={(img) => {
          // A server-rendered picture can fail before React takes the page over, when no handler listens
          // yet: one that is done loading with no pixels has failed (a lazy one not yet fetched is not complete).
          if (img?.complete && !img.naturalWidth && shown === src && src) setFailedSrc(src);
        }}
        onError={(event) => {
          if (shown === src) setFailedSrc(src);
          onError?.(event);
        }}
      />
    </span>
  );
}
