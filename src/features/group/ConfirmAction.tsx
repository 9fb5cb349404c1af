import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';

interface Props {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  description: ReactNode;
  confirm: string;
  /** Runs the change; the dialog closes when it succeeds and stays open (the toast says why) when it fails. */
  onConfirm: (done: () => void) => void;
  pending: boolean;
  danger?: boolean;
  size?: 'sm' | 'md';
  /** What the change will do, in figures, under the description. */
  children?: ReactNode;
}

/** A group action that cannot be taken back (leave, remove a member, dissolve), confirmed in a dialog first. */
export function ConfirmAction({ label, title, description, confirm, onConfirm, pending, danger = true, size = 'md', children }: Props) {
  const { t } = useTranslation('group');
  const [open, setOpen] = useState(false);
  const variant = danger ? 'danger' : 'primary';
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      closeLabel={t('dialog.close')}
      trigger={
        <Button variant={danger ? 'secondary' : 'primary'} size={size}>
          {label}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('dialog.back')}
          </Button>
          <Button variant={variant} loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
