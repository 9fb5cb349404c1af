import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { IconButton } from './IconButton';
import { CloseIcon } from './Icons';
import styles from './Modal.module.css';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** One element that accepts a ref, such as a Button; opens the modal and gets focus back on close. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Names the close button, e.g. t('common.close'). */
  closeLabel: string;
  footer?: ReactNode;
  children?: ReactNode;
}

interface ModalLayout {
  overlayClassName?: string;
  panelClassName?: string;
}

/** Shared by Dialog and Sheet; Radix supplies the focus trap, Escape, scroll lock and aria wiring. */
export function Modal(props: ModalProps & ModalLayout) {
  const { trigger, title, description, closeLabel, footer, children, overlayClassName, panelClassName, ...root } = props;
  return (
    <RadixDialog.Root {...root}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cx(styles.overlay, overlayClassName)}>
          <RadixDialog.Content
            className={cx(styles.panel, panelClassName)}
            // Without a description, leave aria-describedby off rather than point at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Close asChild>
                <IconButton aria-label={closeLabel} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            </div>
            {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
