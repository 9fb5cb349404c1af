import styles from './Dialog.module.css';
import { Modal, type ModalProps } from './Modal';

export type DialogProps = ModalProps;

/** A centred modal for confirmations and short forms. */
export function Dialog(props: DialogProps) {
  return <Modal {...props} overlayClassName={styles.overlay} panelClassName={styles.panel} />;
}
