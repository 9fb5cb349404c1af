import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './personal.module.css';
import { growthQuery } from './queries';

/** /personal/exp: membership level, growth from completed orders, the levels' benefits and the history. */
export default function ExpScreen() {
  const { t } = useTranslation('personal');
  usePageTitle(t('exp.title'));
  const { data } = useSuspenseQuery(growthQuery());
  const language = useLanguage();
  const price = usePrice();
  const pathTo = usePathTo();
  const level = (id: string) => t(`levels.${id}`, { defaultValue: id });
  const next = data.levels.find((l) => l.id === data.nextLevel);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('exp.title')}</h1>
      <Card as="section" className={styles.stack} aria-label={t('exp.current')}>
        <span className={styles.muted}>{t('exp.current')}</span>
        <span className={styles.big} data-testid="exp-level">
          {level(data.level)}
        </span>
        <span>{t('exp.growth', { value: data.growth.toLocaleString(language) })}</span>
        {next && data.toNext != null ? (
          <>
            <progress className={styles.progress} max={next.minGrowth} value={data.growth} aria-label={t('exp.progress', { level: level(next.id) })} />
            <span className={styles.muted}>{t('exp.toNext', { value: data.toNext.toLocaleString(language), level: level(next.id) })}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('exp.top')}</span>
        )}
        <span className={styles.muted}>{t('exp.how', { amount: price(constants.personal.growthYenPerPoint).yen })}</span>
      </Card>
      <section className={styles.stack} aria-labelledby="exp-levels">
        <h2 id="exp-levels" className={styles.subtitle}>
          {t('exp.levels')}
        </h2>
        <ul className={styles.list}>
          {data.levels.map((l) => (
            <li key={l.id} className={styles.alert} aria-current={l.id === data.level ? 'true' : undefined}>
              <strong>{level(l.id)}</strong>
              <span>
                {t('exp.from', { value: l.minGrowth.toLocaleString(language) })} ·{' '}
                {l.proxyFeeDiscountPercent > 0 ? t('exp.discount', { percent: l.proxyFeeDiscountPercent }) : t('exp.noDiscount')}
              </span>
            </li>
          ))}
        </ul>
        <Link to={pathTo('personal.special')}>{t('exp.offers')}</Link>
      </section>
      <section className={styles.stack} aria-labelledby="exp-history">
        <h2 id="exp-history" className={styles.subtitle}>
          {t('exp.history')}
        </h2>
        {data.history.length === 0 ? (
          <EmptyState headingLevel={3} title={t('exp.emptyTitle')} description={t('exp.emptyBody')} />
        ) : (
          <ul className={styles.list}>
            {data.history.map((h) => (
              <li key={h.orderId} className={styles.alert}>
                <span>
                  <Link to={pathTo('personal.order.detail', {}, { query: { id: h.orderId } })}>{h.title}</Link>
                  <br />
                  <span className={styles.muted}>{formatDate(Date.parse(h.time), 4, language)} · {price(h.spentYen).yen}</span>
                </span>
                <strong>+{h.growth.toLocaleString(language)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
