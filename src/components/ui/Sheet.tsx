import { Modal, type ModalProps } from './Modal';
import styles from './Sheet.module.css';

export type SheetProps = ModalProps;

/** Filters, pickers and carts: a bottom sheet on phones, a side panel from 768 px. */
export function Sheet(props: SheetProps) {
  return <Modal {...props} overlayClassName={styles.overlay} panelClassName={styles.panel} />;
}
