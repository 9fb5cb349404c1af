import { useTranslation } from 'react-i18next';
import type { CheckoutPreview } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import styles from './confirm.module.css';
import { Money } from './Money';

/** The first payment, itemised as the server will charge it, and what the wallet lacks. */
export function PaymentSummary({ preview, returnTo }: { preview: CheckoutPreview; returnTo: string }) {
  const { t } = useTranslation('cart');
  const rows: [string, number, boolean?][] = [
    [t('summary.goods'), preview.goodsYen],
    [t('summary.fees'), preview.proxyFeeYen],
    [t('summary.domestic'), preview.domesticYen],
    [t('summary.services'), preview.servicesYen],
    [t('summary.coupon'), preview.discountYen, true],
    [t('summary.points', { count: preview.pointsUsed }), preview.pointsYen, true],
  ];
  return (
    <section className={styles.section} aria-labelledby="payment-title" data-testid="payment-summary">
      <h2 id="payment-title" className={styles.legend}>
        {t('summary.title')}
      </h2>
      <ul className={styles.items}>
        {preview.lines.map((l, i) => (
          <li key={l.lineId ?? i} className={styles.row}>
            <span lang="ja" dir="auto" className={styles.itemTitle}>
              {l.title} × {l.quantity}
            </span>
            <Money yen={l.totalYen} />
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        {rows
          .filter(([, yen, minus]) => !minus || yen > 0)
          .map(([label, yen, minus]) => (
            <div key={label} className={styles.row} data-total>
              <dt>{label}</dt>
              <dd>
                <Money yen={yen} minus={minus} />
              </dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.totalRow}`} data-total>
          <dt>{t('summary.toPay')}</dt>
          <dd data-testid="to-pay">
            <Money yen={preview.cashYen} strong />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('summary.wallet')}</dt>
          <dd>
            <Money yen={preview.walletYen} />
          </dd>
        </div>
      </dl>
      {preview.shortfallYen > 0 && (
        <div className={styles.warning} role="status" data-testid="shortfall">
          <span>{t('summary.shortfall')}</span> <Money yen={preview.shortfallYen} strong />
          <AppLink to="personal.recharge" args={[{}, { query: { return: returnTo } }]} className={buttonClassName({ size: 'sm' })}>
            {t('summary.topUp')}
          </AppLink>
        </div>
      )}
      <p className={styles.muted}>
        {t('summary.later')}{' '}
        <AppLink to="userGuide" args={[{}, { hash: 'payments' }]}>
          {t('summary.laterHelp')}
        </AppLink>
      </p>
    </section>
  );
}
