import * as RadixToast from '@radix-ui/react-toast';
import type { CSSProperties } from 'react';
import { constants } from '../../../generated/constants';
import { cx } from './cx';
import { AlertIcon, CheckIcon } from './Icons';
import styles from './toast.module.css';
import { dismissToast, useToastStore } from './toast-store';

export interface ToasterProps {
  /** Read before each toast, e.g. t('common.notification'); Radix falls back to English "Notification". */
  label?: string;
  /** Names the region F8 jumps to; `{hotkey}` is filled in. Radix falls back to "Notifications ({hotkey})". */
  regionLabel?: string;
}

const viewportStyle = { '--toast-offset': `${constants.toast.offset}px` } as CSSProperties;

/** Mount once near the root. Toasts sit top centre, pause while hovered or focused, and swipe up to go. */
export function Toaster({ label, regionLabel }: ToasterProps) {
  const items = useToastStore((s) => s.items);
  return (
    <RadixToast.Provider duration={constants.toast.durationMs} swipeDirection="up" label={label}>
      {items.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          // Errors interrupt (assertive); confirmations wait their turn (polite).
          type={t.kind === 'error' ? 'foreground' : 'background'}
          className={cx(styles.toast, styles[t.kind])}
        >
          {t.kind === 'error' && <AlertIcon />}
          {t.kind === 'success' && <CheckIcon />}
          <RadixToast.Description className={styles.message}>{t.message}</RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport label={regionLabel} className={styles.viewport} style={viewportStyle} />
    </RadixToast.Provider>
  );
}
