import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './Orders.module.css';
import { orderDetailQuery } from './queries';
import { StateChip } from './StateChip';
import { useOrderId } from './use-order-id';

/** Where the order's appeal stands: open, or our answer and any refund. */
export default function AppealResultScreen() {
  const { t } = useTranslation('orders');
  usePageTitle(t('appeal.resultTitle'));
  const id = useOrderId();
  const language = useLanguage();
  const price = usePrice();
  const { data } = useSuspenseQuery(orderDetailQuery(id));
  const appeal = data.appeal;
  const back = (
    <AppLink to="personal.order.detail" args={[{}, { query: { id } }]}>
      {t('backToOrder')}
    </AppLink>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('appeal.resultTitle')}</h1>
      <div className={styles.meta}>
        <span lang="ja" dir="auto">{data.order.title}</span>
        <StateChip state={data.order.state} />
      </div>
      {!appeal ? (
        <EmptyState title={t('appeal.none')} action={back} />
      ) : (
        <>
          <p className={styles.notice} role="status" data-testid="appeal-status">
            <strong>{t(`appeal.status.${appeal.status}`)}</strong> — {t(`appeal.statusBody.${appeal.status}`)}
          </p>
          <dl className={styles.rows}>
            <dt>{t('appeal.sent')}</dt>
            <dd>{formatDate(Date.parse(appeal.createdAt), 2, language)}</dd>
            <dt>{t('appeal.reason')}</dt>
            <dd>{t(`appeal.reasons.${appeal.reason}`)}</dd>
            {appeal.refundYen != null && appeal.refundYen > 0 && (
              <>
                <dt>{t('appeal.refund')}</dt>
                <dd>{price(appeal.refundYen).yen}</dd>
              </>
            )}
          </dl>
          <p className={styles.note} dir="auto">
            {appeal.detail}
          </p>
          {appeal.resolution && (
            <section className={styles.section}>
              <h2 className={styles.subtitle}>{t('appeal.resolution')}</h2>
              <p className={styles.notice} dir="auto">
                {appeal.resolution}
              </p>
            </section>
          )}
          {back}
        </>
      )}
    </div>
  );
}
