import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CheckIcon } from '../../components/ui/Icons';
import styles from './cart.module.css';
import { Money } from './Money';
import { checkoutQuery } from './queries';

/** /cart/paySuccess?id=: the order set just paid, its orders and where to follow them. */
export default function PaySuccessScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('success.title'));
  const [search] = useSearchParams();
  const { data } = useSuspenseQuery(checkoutQuery(Number(search.get('id'))));
  const anybuy = data.orders.some((o) => o.kind === 'anybuy');
  return (
    <div className={styles.page} data-testid="pay-success">
      <h1 className={styles.title}>
        <CheckIcon /> {t('success.title')}
      </h1>
      <p>{anybuy ? t('success.anybuyBody') : t('success.body', { count: data.orders.length })}</p>
      <Card as="section" aria-label={t('success.orders')}>
        <ul className={styles.lines}>
          {data.orders.map((o) => (
            <li key={o.id} className={styles.row}>
              <AppLink to="personal.order.detail" args={[{}, { query: { id: o.id } }]} lang="ja" dir="auto" className={styles.lineTitle}>
                {o.title} × {o.quantity}
              </AppLink>
              <Money yen={o.totalYen} />
            </li>
          ))}
        </ul>
        <dl className={styles.successFigures}>
          <dt>{t('success.paidFromWallet')}</dt>
          <dd>
            <Money yen={data.cashYen} strong />
          </dd>
          {data.discountYen > 0 && (
            <>
              <dt>{t('summary.coupon')}</dt>
              <dd>
                <Money yen={data.discountYen} minus />
              </dd>
            </>
          )}
          {data.pointsUsed > 0 && (
            <>
              <dt>{t('summary.points', { count: data.pointsUsed })}</dt>
              <dd>{data.pointsUsed}</dd>
            </>
          )}
          <dt>{t('success.shipTo')}</dt>
          <dd>
            <bdi>
              {data.address.recipient}, {data.address.city}, {data.address.country}
            </bdi>
          </dd>
        </dl>
      </Card>
      <div className={styles.actions}>
        <AppLink to="personal.order" args={[{ type: anybuy ? 'toConfirm' : 'inProgress' }]} className={buttonClassName()}>
          {t('success.myOrders')}
        </AppLink>
        <AppLink to="search" className={buttonClassName({ variant: 'secondary' })}>
          {t('success.keepShopping')}
        </AppLink>
      </div>
    </div>
  );
}
