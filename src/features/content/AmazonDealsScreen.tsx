import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import styles from './Content.module.css';
import { amazonDealsQuery } from './queries';

/** Amazon Japan deals: discounted Amazon goods of the catalogue, the largest discount first. */
export default function AmazonDealsScreen() {
  const { t } = useTranslation('content');
  usePageTitle(t('deals.title'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.Content.AmazonDeals', search);
  const { data } = useSuspenseQuery(amazonDealsQuery(page));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('deals.title')}</h1>
      <p className={styles.muted}>{t('deals.intro')}</p>
      <AppLink to="discount.amazon.search" className={`${buttonClassName({ variant: 'secondary' })} ${styles.cta}`}>
        {t('deals.search')}
      </AppLink>
      <GoodsGrid items={data.items} label={t('deals.title')} eagerCount={2} empty={<EmptyState title={t('deals.empty')} />} />
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.Content.AmazonDeals', data.total, data.pageSize)} hrefOf={(p) => pathTo('discount.amazon', {}, { query: p > 1 ? { page: p } : {} })} />
    </div>
  );
}
