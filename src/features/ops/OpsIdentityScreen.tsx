import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsIdentity } from '../../../generated/api/schemas';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { BackLink } from './BackLink';
import list from './identity.module.css';
import styles from './ops.module.css';
import { opsIdentitiesQuery } from './queries';

/** Identity verifications waiting for review: staff compare the number with the shopper's papers. */
export function OpsIdentityScreen() {
  const { t } = useTranslation('ops');
  usePageTitle(t('identities.title'));
  const { data } = useSuspenseQuery(opsIdentitiesQuery());
  return (
    <div className={styles.page}>
      <BackLink to="ops" label={t('allQueues')} />
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t('identities.title')}</h1>
        <p className={styles.muted}>{t('identities.intro')}</p>
      </header>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('identities.empty')}</p>
      ) : (
        <ul className={list.list}>
          {data.items.map((item) => (
            <Review key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Review({ item }: { item: OpsIdentity }) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const review = useMutation({
    mutationFn: (approve: boolean) => api.opsIdentityReview({ id: item.id, approve, ...(approve ? {} : { reason: reason.trim() }) }),
    onSuccess: (page) => {
      queryClient.setQueryData(opsIdentitiesQuery().queryKey, page);
      toast.success(t('identities.done'));
    },
  });
  return (
    <li className={list.item} data-testid={`identity-${item.id}`}>
      <strong>
        {item.legalName} · {item.email}
      </strong>
      <span>
        {item.country} · {t(`identities.documents.${item.document}`, { defaultValue: item.document })}: <span dir="ltr">{item.number}</span>
      </span>
      <TextField label={t('identities.reason')} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      <div className={list.buttons}>
        <Button size="sm" onClick={() => review.mutate(true)} loading={review.isPending && review.variables}>
          {t('identities.approve')}
        </Button>
        <Button size="sm" variant="danger" disabled={!reason.trim()} onClick={() => review.mutate(false)} loading={review.isPending && !review.variables}>
          {t('identities.reject')}
        </Button>
      </div>
    </li>
  );
}
