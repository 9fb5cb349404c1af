import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/toast-store';
import { usePathTo } from '../../components/use-path-to';
import { api } from '../../lib/api/client';
import styles from './personal.module.css';
import { changed, specialQuery } from './queries';

/** /personal/special: member-only coupons; each claimed once, from the level it is for. */
export default function SpecialScreen() {
  const { t } = useTranslation('personal');
  usePageTitle(t('special.title'));
  const { data } = useSuspenseQuery(specialQuery());
  const price = usePrice();
  const pathTo = usePathTo();
  const level = (id: string) => t(`levels.${id}`, { defaultValue: id });
  const claim = useMutation({
    mutationFn: (code: string) => api.specialClaim({ code }),
    onSuccess: (offers) => {
      changed(specialQuery().queryKey, offers);
      toast.success(t('special.claimed'));
    },
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('special.title')}</h1>
      <p className={styles.muted}>
        {t('special.yourLevel', { level: level(data.level) })} <Link to={pathTo('personal.exp')}>{t('special.howLevels')}</Link>
      </p>
      <ul className={styles.list}>
        {data.items.map((o) => (
          <li key={o.code}>
            <Card className={styles.stack} data-testid={`offer-${o.code}`}>
              <div className={styles.row}>
                <h2 className={styles.subtitle}>{t(`special.offers.${o.code}`, { defaultValue: o.code })}</h2>
                <span className={styles.status}>{level(o.level)}</span>
              </div>
              <span className={styles.big}>{price(o.amountYen).yen}</span>
              <span className={styles.muted}>{t('special.terms', { min: price(o.minSpendYen).yen, days: o.validDays })}</span>
              {o.claimed ? (
                <Link to={pathTo('personal.coupon')}>{t('special.inCoupons')}</Link>
              ) : o.eligible ? (
                <Button onClick={() => claim.mutate(o.code)} loading={claim.isPending && claim.variables === o.code}>
                  {t('special.claim')}
                </Button>
              ) : (
                <span className={styles.muted}>{t('special.locked', { level: level(o.level) })}</span>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
