import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationParams } from '../../../generated/api/operations';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { api } from '../../lib/api/client';
import { httpsImage } from '../../lib/image';
import styles from './parts.module.css';
import { useLoginFirst } from './use-login-first';
import { maxOf } from '../../lib/api/limits';

const reasonMax = maxOf('Sig.Front.SubSite.App.ApplyUnblockGoods', 'reason');

/** An item we refuse to sell, or one from a seller we refuse: the error widget, and for items the unblock request. */
export function BlockedNotice({ detail }: { detail: GoodsDetail }) {
  const { t } = useTranslation(['translation', 'goods']);
  const pathTo = usePathTo();
  const loginFirst = useLoginFirst();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const item = detail.Item;
  const type = item.Type;
  const canRequest = detail.Blocked === 'goods' && type != null;
  // A refusal (for example, already requested) is shown by the call wrapper; the dialog stays open.
  const request = useMutation({
    mutationFn: (params: OperationParams<'Sig.Front.SubSite.App.ApplyUnblockGoods'>) => api.applyUnblockGoods(params),
    onSuccess: () => setOpen(false),
  });
  const sent = request.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (type == null) return;
    // The request names the item by a web address: a street-market item's is our own page, given as a path.
    const address = item.Url.startsWith('/') ? `${window.location.origin}${item.Url}` : item.Url;
    request.mutate({ Type: type, Url: address, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  const action = !canRequest ? undefined : sent ? (
    <p role="status" className={styles.confirmation}>
      {t('errors.applyUnblockGoods')}
    </p>
  ) : (
    <Button onClick={() => loginFirst() && setOpen(true)}>{t('errors.relieve')}</Button>
  );

  return (
    <div className={styles.blockedPage}>
      <ErrorWidget
        variant={detail.Blocked === 'seller' ? 'nonsupportSeller' : 'nonsupportGoods'}
        contactHref={pathTo('workOrder.add', {}, { query: { kind: detail.Blocked === 'seller' ? 'nonsupportSeller' : 'nonsupportGoods', page: window.location.pathname + window.location.search, goods: item.Url } })}
        action={action}
      />
      <div className={styles.blockedItem}>
        <Image src={httpsImage(item.ImageUrl)} alt="" width={64} height={64} fallbackSrc={editionConfig.imagePlaceholder} className={styles.blockedThumb} />
        <p lang="ja" dir="auto">
          {item.Name}
        </p>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('goods:unblock.title')}
        description={t('goods:unblock.body')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={request.isPending}>
              {t('goods:unblock.send')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit}>
          <Field label={t('goods:unblock.reason')} hint={t('goods:unblock.reasonHint', { max: reasonMax })}>
            {(control) => (
              <textarea {...control} className={styles.textarea} rows={4} maxLength={reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
            )}
          </Field>
        </form>
      </Dialog>
    </div>
  );
}
