import { useTranslation } from 'react-i18next';
import type { CheckoutCoupon } from '../../../generated/api/schemas';
import { couponExpiry } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { usePrice } from '../../components/goods/use-price';
import styles from './confirm.module.css';

interface Props {
  coupons: readonly CheckoutCoupon[];
  chosen: number | null | undefined;
  onChoose: (id: number | undefined) => void;
}

/** The shopper's coupons: usable ones to pick, the others with the reason they do not apply here. */
export function CouponSection({ coupons, chosen, onChoose }: Props) {
  const { t } = useTranslation('cart');
  const { t: tShell } = useTranslation();
  const price = usePrice();
  const language = useLanguage();
  // Spec §4: expiry today or tomorrow is said in words, in red.
  const expiry = (c: CheckoutCoupon) => {
    const e = couponExpiry(Date.parse(c.expiresAt), Date.now(), language);
    return e.urgent ? <span className={styles.urgent}>{t(`coupon.${e.label}`)}</span> : t('coupon.expires', { date: e.text });
  };
  const reason = (c: CheckoutCoupon) =>
    c.reason === 'minSpend' ? t('coupon.minSpend', { min: price(c.minSpendYen).yen }) : c.reason === 'site' ? t('coupon.site', { site: tShell(`sites.${c.site}`) }) : t(`coupon.${c.reason}`);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('confirm.coupon')}</legend>
      {coupons.length === 0 && <p className={styles.muted}>{t('coupon.none')}</p>}
      {coupons.length > 0 && (
        <label className={styles.option}>
          <input type="radio" name="coupon" checked={!chosen} onChange={() => onChoose(undefined)} />
          <span>{t('coupon.noCoupon')}</span>
        </label>
      )}
      {coupons.map((c) => (
        <label key={c.id} className={styles.option} data-testid="coupon-option">
          <input type="radio" name="coupon" checked={chosen === c.id} disabled={!c.usable} onChange={() => onChoose(c.id)} />
          <span>
            <strong>{t(`coupon.titles.${c.title}`, { defaultValue: c.title })}</strong> −<bdi>{price(c.amountYen).yen}</bdi>
            <br />
            <span className={styles.muted}>
              {c.usable ? expiry(c) : reason(c)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
