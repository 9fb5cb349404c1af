import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import type { AnybuyPageItem } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { api } from '../../lib/api/client';
import styles from './cart.module.css';

/** Whether the server may read pages of this host (constants.anybuy.pageHosts; a subdomain counts). */
export function readableHost(host: string): boolean {
  const name = host.toLowerCase();
  return constants.anybuy.pageHosts.some((listed) => name === listed || name.endsWith(`.${listed}`));
}

/**
 * "Read from the page": the server reads the shop's item page and the form is filled in with what it
 * found; every field stays the shopper's to correct, and the price is still checked by our staff.
 */
export function AnybuyPageRead({ url, onRead }: { url: string; onRead: (item: AnybuyPageItem) => void }) {
  const { t } = useTranslation('cart');
  const read = useMutation({ mutationFn: () => api.anybuyReadPage({ url }), onSuccess: onRead });
  return (
    <div className={styles.siteNote} data-testid="anybuy-read">
      <Button type="button" size="sm" variant="secondary" disabled={read.isPending} onClick={() => read.mutate()}>
        {read.isPending ? t('anybuy.reading') : t('anybuy.readPage')}
      </Button>
      <span role="status">{read.isSuccess ? t('anybuy.readDone') : read.isError ? read.error.message : ''}</span>
    </div>
  );
}
