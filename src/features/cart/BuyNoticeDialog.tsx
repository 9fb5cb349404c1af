import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuyNotice } from '../../../generated/api/schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { api } from '../../lib/api/client';
import { rememberNotice } from './buy-notices';
import styles from './confirm.module.css';

interface Props {
  notice: BuyNotice | null;
  onAccepted: (notice: BuyNotice) => void;
  onClose: () => void;
}

/** What we can and cannot do on a marketplace, accepted once before the first purchase there. */
export function BuyNoticeDialog({ notice, onAccepted, onClose }: Props) {
  const { t } = useTranslation('cart');
  const { t: tShell } = useTranslation();
  const accept = useMutation({
    mutationFn: (n: BuyNotice) => api.acceptBuyNotice({ key: n.key }),
    onSuccess: (_, n) => {
      rememberNotice(n.key);
      onAccepted(n);
    },
  });
  const site = notice?.site ?? '';
  const name = site === 'anybuy' ? t('notices.anybuyName') : tShell(`sites.${site}`);
  const lines = notice ? t(`notices.${site}`, { defaultValue: t('notices.anybuy') }).split('\n') : [];
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('notices.title', { site: name })}
      closeLabel={t('close')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('notices.later')}
          </Button>
          <Button loading={accept.isPending} onClick={() => notice && accept.mutate(notice)} data-testid="accept-notice">
            {t('notices.accept')}
          </Button>
        </div>
      }
    >
      <ul className={styles.noticeList}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Dialog>
  );
}
