import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { BalanceCard } from './BalanceCard';
import { HistoryList } from './HistoryList';
import { KindFilter } from './KindFilter';
import { kindParam } from './params';
import { walletHistoryQuery, walletSummaryQuery } from './queries';
import styles from './wallet.module.css';

/** /personal/payment: the wallet's balance, points and held yen, and its history by kind. */
export default function PaymentScreen() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('payment.title'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.User.AppWallet.History', search);
  const kind = kindParam(search);
  const { data: summary } = useSuspenseQuery(walletSummaryQuery());
  const { data: history } = useSuspenseQuery(walletHistoryQuery(page, kind));
  const topUp = (
    <div className={styles.actions}>
      <Link to={pathTo('personal.recharge')} className={buttonClassName()}>
        {t('payment.recharge')}
      </Link>
    </div>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <BalanceCard summary={summary} action={topUp} />
      <section className={styles.page} aria-labelledby="wallet-history-title">
        <h2 id="wallet-history-title" className={styles.subtitle}>
          {t('payment.history')}
        </h2>
        <KindFilter current={kind} />
        {history.items.length === 0 ? (
          <EmptyState
            title={t(kind ? 'payment.emptyKindTitle' : 'payment.emptyTitle')}
            description={t(kind ? 'payment.emptyKindBody' : 'payment.emptyBody')}
            headingLevel={3}
            action={
              kind || page > 1 ? (
                <Link to={pathTo('personal.payment')} className={buttonClassName({ variant: 'secondary' })}>
                  {t('payment.showAll')}
                </Link>
              ) : (
                <Link to={pathTo('personal.recharge')} className={buttonClassName()}>
                  {t('payment.recharge')}
                </Link>
              )
            }
          />
        ) : (
          <HistoryList items={history.items} />
        )}
        <Pagination
          page={page}
          pageCount={pageCountOf('Sig.Front.User.AppWallet.History', history.total, history.pageSize)}
          hrefOf={(p) => pathTo('personal.payment', {}, { query: { ...(kind ? { kind } : {}), ...(p > 1 ? { page: p } : {}) } })}
        />
      </section>
    </div>
  );
}
