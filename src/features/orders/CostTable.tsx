import { useTranslation } from 'react-i18next';
import type { OrderCosts } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import styles from './Orders.module.css';

/** Every yen of the first payment: what it was made of, what the coupon and points took off, what the wallet paid and got back. */
export function CostTable({ costs }: { costs: OrderCosts }) {
  const { t } = useTranslation('orders');
  const price = usePrice();
  const yen = (n: number) => price(n).yen;
  const rows: [string, string, boolean?][] = [
    // The unit price sits inside a sentence: isolated (FSI…PDI) so its sign stays by its digits in Arabic.
    [t('costs.item', { price: `\u2068${yen(costs.unitPriceYen)}\u2069`, quantity: costs.quantity }), yen(costs.itemYen)],
    [t('costs.proxyFee'), yen(costs.proxyFeeYen)],
    [t('costs.domestic'), yen(costs.domesticYen)],
    [t('costs.services'), yen(costs.servicesYen)],
    [t('costs.total'), yen(costs.totalYen), true],
  ];
  if (costs.couponYen > 0) rows.push([t('costs.coupon'), `−${yen(costs.couponYen)}`]);
  if (costs.pointsUsed > 0) rows.push([t('costs.points'), `−${t('costs.pointsValue', { points: costs.pointsUsed })}`]);
  rows.push([t('costs.paid'), yen(costs.paidYen), true]);
  if (costs.refundedYen > 0) rows.push([t('costs.refunded'), yen(costs.refundedYen), true]);
  if (costs.refundedPoints > 0) rows.push([t('costs.refundedPoints'), t('costs.pointsValue', { points: costs.refundedPoints })]);
  return (
    <section className={styles.section} aria-labelledby="order-costs">
      <h2 id="order-costs" className={styles.subtitle}>
        {t('costs.title')}
      </h2>
      <dl className={styles.rows} data-testid="order-costs">
        {rows.map(([label, value, strong]) => (
          <div key={label} className={styles.row}>
            <dt className={strong ? styles.total : undefined}>{label}</dt>
            <dd className={strong ? styles.total : undefined}>
              {/* Isolated: a minus or the yen sign stays on its side of the digits in Arabic. */}
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
