import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { useMinute } from '../../components/goods/use-minute';
import { CouponCard } from './CouponCard';
import { couponStatusParam, couponStatuses } from './params';
import { couponsQuery } from './queries';
import styles from './wallet.module.css';

/** /personal/coupon: the shopper's coupons in three tabs (usable, used, expired). */
export default function CouponScreen() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('coupon.title'));
  const pathTo = usePathTo();
  const now = useMinute();
  const [search] = useSearchParams();
  const status = couponStatusParam(search);
  const page = pageParamOf('Sig.Front.User.AppCoupon.List', search);
  const { data } = useSuspenseQuery(couponsQuery(status, page));
  const tabQuery = (s: string) => (s === 'usable' ? {} : { status: s });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('coupon.title')}</h1>
      <nav className={styles.tabs} aria-label={t('coupon.tabsLabel')}>
        {couponStatuses.map((s) => (
          <Link key={s} to={pathTo('personal.coupon', {}, { query: tabQuery(s) })} className={styles.tab} aria-current={s === status ? 'page' : undefined}>
            {t(`coupon.${s}`)} <span className={styles.count}>{data.counts[s]}</span>
          </Link>
        ))}
      </nav>
      {data.items.length === 0 ? (
        <EmptyState
          title={t(`coupon.empty.${status}`)}
          description={t('coupon.emptyBody')}
          action={
            <Link to={pathTo('search')} className={buttonClassName()}>
              {t('coupon.shop')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.coupons} data-testid="coupons">
          {data.items.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} now={now} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf('Sig.Front.User.AppCoupon.List', data.total, data.pageSize)}
        hrefOf={(p) => pathTo('personal.coupon', {}, { query: { ...tabQuery(status), ...(p > 1 ? { page: p } : {}) } })}
      />
    </div>
  );
}
