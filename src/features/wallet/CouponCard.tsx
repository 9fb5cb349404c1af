import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Card } from '../../components/ui/Card';
import { couponExpiry, formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './wallet.module.css';

/** One coupon: what it takes off, its conditions (minimum spend, marketplace) and its expiry (red when near). */
export function CouponCard({ coupon, now }: { coupon: Coupon; now: number }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const price = usePrice();
  const expiresAt = Date.parse(coupon.expiresAt);
  const expiry = couponExpiry(expiresAt, now, language);
  const usable = !coupon.usedAt && expiresAt > now;
  let when: string;
  if (coupon.usedAt) when = t('coupon.usedOn', { date: formatDate(Date.parse(coupon.usedAt), 4, language) });
  else if (!usable) when = t('coupon.expiredOn', { date: formatDate(expiresAt, 4, language) });
  else if (expiry.urgent) when = t(expiry.label === 'today' ? 'coupon.expiresToday' : 'coupon.expiresTomorrow');
  else when = t('coupon.expires', { date: expiry.text });
  return (
    <Card as="li" className={`${styles.coupon} ${usable ? '' : styles.couponOff}`}>
      <span className={styles.couponAmount}>{price(coupon.amountYen).yen}</span>
      <div className={styles.couponBody}>
        <h2 className={styles.couponTitle}>{t(`coupon.titles.${coupon.title}`, { defaultValue: coupon.title })}</h2>
        <span className={styles.rowMeta}>
          {coupon.minSpendYen > 0 ? t('coupon.minSpend', { amount: price(coupon.minSpendYen).yen }) : t('coupon.anySpend')}
          {' · '}
          {coupon.site ? t('coupon.site', { site: t(`sites.${coupon.site}`, { ns: 'translation' }) }) : t('coupon.anySite')}
        </span>
        <span className={usable && expiry.urgent ? styles.urgent : styles.rowMeta}>{when}</span>
      </div>
    </Card>
  );
}
