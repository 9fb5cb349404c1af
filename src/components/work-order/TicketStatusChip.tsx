import { useTranslation } from 'react-i18next';
import type { WorkOrderDetail } from '../../../generated/api/schemas';
import { Chip, type ChipTone } from '../ui/Chip';

const tones: Record<WorkOrderDetail['status'], ChipTone> = {
  open: 'brand',
  awaitingStaff: 'brand',
  awaitingShopper: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

/** A ticket's status, in the shopper's pages and the console alike (strings of the workOrder area). */
export function TicketStatusChip({ status }: { status: WorkOrderDetail['status'] }) {
  const { t } = useTranslation('workOrder');
  return (
    <Chip tone={tones[status]} data-status={status}>
      {t(`status.${status}`)}
    </Chip>
  );
}
