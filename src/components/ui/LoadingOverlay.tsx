import { type CSSProperties, useEffect, useState } from 'react';
import { constants } from '../../../generated/constants';
import styles from './LoadingOverlay.module.css';
import { Spinner } from './Spinner';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Shown under the spinner and announced politely, e.g. t('common.loading'). */
  label: string;
}

const fadeStyle = { '--fade-ms': `${constants.loading.fadeMs}ms` } as CSSProperties;

/** Covers the screen while something blocking loads, then fades out over loading.fadeMs (spec §9). */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  const [rendered, setRendered] = useState(visible);
  // Mount in the same render that turns it on, so it never flashes a frame late.
  if (visible && !rendered) setRendered(true);

  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setRendered(false), constants.loading.fadeMs);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!rendered) return null;
  return (
    <div className={styles.overlay} data-state={visible ? 'visible' : 'hidden'} style={fadeStyle}>
      <div className={styles.card}>
        <Spinner size="lg" />
        <p role="status" aria-live="polite" className={styles.label}>
          {visible ? label : ''}
        </p>
      </div>
    </div>
  );
}
