import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './Orders.module.css';
import { orderDetailQuery, orderChanged } from './queries';
import { useOrderId } from './use-order-id';

const ratings = [1, 2, 3, 4, 5] as const;

/** Rating the seller of a bought order, once: stars and an optional comment. */
export default function CommentSellerScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('comment.title'));
  const id = useOrderId();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(orderDetailQuery(id));
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: () => api.commentSeller({ id, rating, text }),
    onSuccess: async () => {
      toast.success(t('comment.done'));
      await orderChanged(await api.orderDetail({ id }));
      navigate(pathTo('personal.order.detail', {}, { query: { id } }));
    },
  });
  const back = (
    <AppLink to="personal.order.detail" args={[{}, { query: { id } }]}>
      {t('backToOrder')}
    </AppLink>
  );
  if (data.comment || !data.canComment) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('comment.title')}</h1>
        <EmptyState title={data.comment ? t('detail.yourRating', { rating: data.comment.rating }) : t('comment.notYet')} description={data.comment?.text} action={back} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('comment.title')}</h1>
      <p className={styles.note}>{t('detail.seller', { name: data.sellerName ?? data.order.title })}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (rating === 0) return setMissing(true);
          mutation.mutate();
        }}
      >
        <fieldset className={styles.stars} aria-describedby={missing ? 'rating-error' : undefined}>
          <legend>{t('comment.rating')}</legend>
          {ratings.map((n) => (
            <Button key={n} variant={n <= rating ? 'primary' : 'secondary'} size="sm" aria-pressed={n === rating} aria-label={t('comment.stars', { rating: n })} onClick={() => { setRating(n); setMissing(false); }}>
              ★
            </Button>
          ))}
        </fieldset>
        {missing && (
          <p id="rating-error" className={styles.error} role="alert">
            {t('comment.ratingRequired')}
          </p>
        )}
        <label className={styles.section}>
          {t('comment.text')}
          <textarea className={styles.textarea} value={text} maxLength={constants.orders.reasonMaxLength} onChange={(e) => setText(e.target.value)} />
        </label>
        <Button type="submit" loading={mutation.isPending}>
          {t('comment.submit')}
        </Button>
      </form>
      {back}
    </div>
  );
}
