import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsHaul } from '../../../generated/api/schemas';
import { AddressLink } from '../../components/AddressLink';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './ops.module.css';
import { haulReviewed, opsHaulsQuery } from './queries';

type Decision = 'approve' | 'reject' | 'winner';

/** Shoppers' submissions to review: approve (points, published), reject with a reason; approved contest entries can win. */
export function HaulReview({ status }: { status: 'pending' | 'approved' }) {
  const { t } = useTranslation('ops');
  const headingId = useId();
  const { data } = useSuspenseQuery(opsHaulsQuery(status));
  const items = status === 'approved' ? data.items.filter((row) => row.haul.kind === 'monthly' && !row.haul.winner) : data.items;
  if (status === 'approved' && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`hauls-${status}`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`hauls.${status}`)} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('hauls.empty')}</p>
      ) : (
        <ul className={styles.stack}>
          {items.map((row) => <HaulRow key={row.haul.id} row={row} />)}
        </ul>
      )}
    </section>
  );
}

function HaulRow({ row }: { row: OpsHaul }) {
  const { t } = useTranslation('ops');
  const { haul } = row;
  const review = useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason?: string }) => api.opsExperienceReview({ id: haul.id, decision, ...(reason ? { reason } : {}) }),
    onSuccess: (_, { decision }) => {
      haulReviewed();
      toast.success(t(`hauls.done.${decision}`, { id: haul.id }));
    },
  });
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    review.mutate({ decision: 'reject', reason: String(new FormData(event.currentTarget).get('reason') ?? '') });
  };
  return (
    <li className={styles.actionCard} data-testid="ops-haul" data-haul-id={haul.id}>
      <h3 className={styles.cardTitle} dir="auto">
        #{haul.id} · {t(`hauls.kinds.${haul.kind}`)} · {haul.title} · {row.shopperEmail}
      </h3>
      {haul.goodsTitle && <p className={styles.muted} lang="ja">{haul.goodsTitle}</p>}
      {haul.description && <p dir="auto">{haul.description}</p>}
      {haul.link && <p><AddressLink address={haul.link} rel="noopener noreferrer nofollow" /></p>}
      {haul.rating != null && <p className={styles.muted}>{t('hauls.rating', { rating: haul.rating })}</p>}
      <p>
        {haul.photos.map((photo, i) => (
          <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
            <img src={photo.url} alt={t('hauls.photo', { n: i + 1 })} width={96} height={Math.round((96 * photo.height) / photo.width)} loading="lazy" />
          </a>
        ))}
      </p>
      {haul.status === 'pending' ? (
        <form className={styles.fields} onSubmit={reject}>
          <Button type="button" onClick={() => review.mutate({ decision: 'approve' })} disabled={review.isPending} data-testid="haul-approve">
            {t('hauls.approve')}
          </Button>
          <TextField name="reason" label={t('hauls.reason')} required maxLength={300} />
          <Button type="submit" variant="danger" disabled={review.isPending}>
            {t('hauls.reject')}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => review.mutate({ decision: 'winner' })} disabled={review.isPending}>
          {t('hauls.winner')}
        </Button>
      )}
    </li>
  );
}
