import { useTranslation } from 'react-i18next';
import { freeDaysLeft } from '../lib/storage-days';

/**
 * "N days left" of free storage, beside its end date, so that the shopper need not count; nothing once it
 * has ended (the fees say so then).
 */
export function FreeDaysLeft({ freeUntil, now, className }: { freeUntil: number; now: number; className?: string }) {
  const { t } = useTranslation();
  const days = freeDaysLeft(freeUntil, now);
  if (days === null) return null;
  return (
    <span className={className} data-testid="free-days-left">
      {days === 0 ? t('common.storageLastDay') : t('common.storageDaysLeft', { count: days })}
    </span>
  );
}
