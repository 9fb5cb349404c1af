import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './Orders.module.css';

/** Where the shopper can go from here: domestic tracking, rating the seller, an appeal and its answer, sharing the haul. */
export function AfterSalesLinks({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const query = { query: { id: detail.order.id } };
  const secondary = buttonClassName({ variant: 'secondary', fullWidth: true });
  const links = [
    detail.domesticTracking && (
      <AppLink key="express" to="personal.order.express" args={[{}, query]} className={secondary}>
        {t('detail.express')}
      </AppLink>
    ),
    (detail.canComment || detail.comment) && (
      <AppLink key="comment" to="personal.order.commentSaller" args={[{}, query]} className={secondary}>
        {detail.comment ? t('detail.yourRating', { rating: detail.comment.rating }) : t('detail.comment')}
      </AppLink>
    ),
    detail.canAppeal && (
      <AppLink key="appeal" to="personal.order.checkService.appeal" args={[{}, query]} className={secondary}>
        {t('detail.appeal')}
      </AppLink>
    ),
    // A haul is shared from a delivered order; the form says so when it has been shared already.
    (detail.order.state === 'delivered' || detail.order.state === 'completed') && (
      <AppLink key="haul" to="personal.order.publishExperience" args={[{}, { query: { orderId: detail.order.id } }]} className={secondary} data-testid="share-haul">
        {t('detail.shareHaul')}
      </AppLink>
    ),
    detail.appeal && (
      <AppLink key="result" to="personal.order.checkService.appealResult" args={[{}, query]} className={secondary}>
        {t('detail.appealResult', { status: t(`appeal.status.${detail.appeal.status}`) })}
      </AppLink>
    ),
  ].filter(Boolean);
  return (
    <>
      {links.length > 0 && <div className={styles.links}>{links}</div>}
      {detail.canAppeal && detail.appealUntil && (
        <p className={styles.note}>{t('detail.appealUntil', { date: formatDate(Date.parse(detail.appealUntil), 2, language) })}</p>
      )}
    </>
  );
}
