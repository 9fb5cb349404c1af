import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants';
import { Pagination } from '../../components/goods/Pagination';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { signed } from './movement-text';
import { pointsHistoryQuery } from './queries';
import styles from './wallet.module.css';

const { earnPer100Yen, yenPerPoint, maxSharePercent } = constants.points;

/** /personal/integral: points balance, how points are earned and spent, and their history. */
export default function IntegralScreen() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('integral.title'));
  const language = useLanguage();
  const price = usePrice();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppPoints.History', search);
  const { data } = useSuspenseQuery(pointsHistoryQuery(page));
  const points = (n: number) => t('amounts.points', { value: n.toLocaleString(language) });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('integral.title')}</h1>
      <Card as="section" className={styles.summary} aria-label={t('integral.balance')}>
        <span className={styles.label}>{t('integral.balance')}</span>
        <span className={styles.big} data-testid="points-balance">
          {points(data.balance)}
        </span>
        <span className={styles.converted}>{t('integral.worth', { amount: price(data.balance * yenPerPoint).yen })}</span>
      </Card>
      <section className={styles.summary} aria-labelledby="points-how">
        <h2 id="points-how" className={styles.subtitle}>
          {t('integral.how')}
        </h2>
        <ul className={styles.notes}>
          <li>{t('integral.earn', { points: points(earnPer100Yen), amount: price(100).yen })}</li>
          <li>{t('integral.spend', { points: points(1), amount: price(yenPerPoint).yen, percent: maxSharePercent })}</li>
          <li>{t('integral.refund')}</li>
        </ul>
      </section>
      <section className={styles.page} aria-labelledby="points-history">
        <h2 id="points-history" className={styles.subtitle}>
          {t('integral.history')}
        </h2>
        {data.items.length === 0 ? (
          <EmptyState
            title={t('integral.emptyTitle')}
            description={t('integral.emptyBody')}
            headingLevel={3}
            action={
              <Link to={pathTo('search')} className={buttonClassName()}>
                {t('integral.shop')}
              </Link>
            }
          />
        ) : (
          <ul className={styles.list}>
            {data.items.map((m) => (
              <li key={m.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span>{t(`kinds.${m.kind}`)}</span>
                  <span className={styles.rowMeta}>
                    <time dateTime={m.time}>{formatDate(Date.parse(m.time), 2, language)}</time>
                    {m.refType && m.refId !== null && m.refId !== undefined && <> · {t(`ref.${m.refType}`, { id: m.refId, defaultValue: `#${m.refId}` })}</>}
                  </span>
                </div>
                <span dir="ltr" className={`${styles.amount} ${m.points > 0 ? styles.plus : ''}`}>{signed(m.points, points)}</span>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCountOf('Sig.Front.User.AppPoints.History', data.total, data.pageSize)} hrefOf={(p) => pathTo('personal.integral', {}, { query: p > 1 ? { page: p } : {} })} />
      </section>
    </div>
  );
}
