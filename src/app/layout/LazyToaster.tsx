import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from '../../components/ui/toast-store';

const Toaster = lazy(() => import('../../components/ui/Toaster').then((m) => ({ default: m.Toaster })));

/** Most visits show no toast, so the toast machinery loads with the first one, not with the page. */
export function LazyToaster() {
  const { t } = useTranslation();
  const wanted = useToastStore((s) => s.items.length > 0);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster label={t('common.notification')} regionLabel={t('common.notifications')} />
    </Suspense>
  );
}
