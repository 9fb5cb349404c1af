import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import { ticketChanged } from './queries';
import { useTicket } from './use-ticket';
import styles from './workOrder.module.css';

const stars = [1, 2, 3, 4, 5] as const;

/** /workOrder/evaluate/{id}: one rating, 1 to 5 stars with an optional comment, once the ticket is resolved. */
export function WorkOrderEvaluateScreen() {
  const { t } = useTranslation('workOrder');
  usePageTitle(t('evaluate.title'));
  const ticket = useTicket();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const rate = useMutation({
    mutationFn: () => api.workOrderEvaluate({ id: ticket.id, rating, comment: comment.trim() || null }),
    onSuccess: async (answer) => {
      await ticketChanged(answer);
      navigate(pathTo('workOrder.detail', { id: ticket.id }), { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) return setMissing(true);
    rate.mutate();
  };
  const open = ticket.status !== 'resolved' && ticket.status !== 'closed';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('evaluate.title')}</h1>
      <p className={styles.muted} dir="auto">
        #{ticket.id} · {ticket.subject}
      </p>
      {ticket.rating != null ? (
        <p role="status">{t('detail.rated', { rating: ticket.rating })}</p>
      ) : open ? (
        <p role="status">{t('evaluate.notYet')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <fieldset className={styles.stars} aria-describedby={missing ? 'rating-error' : undefined}>
            <legend className={styles.label}>{t('evaluate.question')}</legend>
            {stars.map((n) => (
              <label key={n} className={styles.star} data-on={n <= rating}>
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => { setRating(n); setMissing(false); }} aria-label={t('evaluate.stars', { n })} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </fieldset>
          {missing && (
            <p id="rating-error" className={styles.error} role="alert">
              {t('evaluate.required')}
            </p>
          )}
          <label className={styles.label}>
            {t('evaluate.comment')}
            <textarea className={styles.textarea} maxLength={constants.workOrder.commentMaxLength} value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <Button type="submit" loading={rate.isPending}>
            {t('evaluate.submit')}
          </Button>
        </form>
      )}
      <AppLink to="workOrder.detail" args={[{ id: ticket.id }]} className={buttonClassName({ variant: 'ghost' })}>
        {t('detail.backToTicket')}
      </AppLink>
    </div>
  );
}
