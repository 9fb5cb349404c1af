import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MyHaul } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { Chip } from '../../components/ui/Chip';
import { EmptyState } from '../../components/ui/EmptyState';
import { Image } from '../../components/ui/Image';
import { editionConfig } from '../../config/env';
import { pageParamOf } from '../../lib/api/limits';
import { StatusNote } from './StatusNote';
import styles from './experience.module.css';
import { myHaulsQuery } from './queries';

/** /personal/shopExp: the shopper's hauls, outside shares and contest entries, with where each stands. */
export default function ShopExpScreen() {
  const { t } = useTranslation('experience');
  usePageTitle(t('mine.title'));
  const [search] = useSearchParams();
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(myHaulsQuery(null, pageParamOf('Sig.Front.User.Experience.Mine', search)));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('mine.title')}</h1>
      <nav aria-label={t('mine.shareLabel')} className={styles.row}>
        <Link to={pathTo('personal.shareOrder.add.reward')} className={buttonClassName({ size: 'sm' })}>{t('reward.title')}</Link>
        <Link to={pathTo('personal.shareOrder.add.outer')} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>{t('outer.title')}</Link>
        <Link to={pathTo('personal.shareOrder.add.monthly')} className={buttonClassName({ size: 'sm', variant: 'secondary' })}>{t('monthly.title')}</Link>
      </nav>
      {data.items.length === 0 ? (
        <EmptyState title={t('mine.empty')} description={t('mine.emptyBody')} />
      ) : (
        <ul className={styles.list} aria-label={t('mine.title')}>
          {data.items.map((item) => <Mine key={item.id} item={item} />)}
        </ul>
      )}
      <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} hrefOf={(page) => pathTo('personal.shopExp', {}, { query: { page } })} />
    </div>
  );
}

function Mine({ item }: { item: MyHaul }) {
  const { t } = useTranslation('experience');
  const page = item.kind === 'outer' ? 'personal.shareOrder.outerDetail' : item.kind === 'monthly' ? 'personal.shareOrder.monthlyShareDetail' : 'experience.detail';
  return (
    <li className={styles.item} data-testid="my-haul" data-status={item.status}>
      <Image src={item.thumbnail ?? ''} alt="" width={64} height={64} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
      <div className={styles.itemBody}>
        {page === 'experience.detail' ? (
          <AppLink to="experience.detail" args={[{ id: item.id }]} dir="auto">{item.title}</AppLink>
        ) : (
          <AppLink to={page} args={[{}, { query: { id: item.id } }]} dir="auto">{item.title}</AppLink>
        )}
        <p className={styles.row}>
          <Chip tone={item.status === 'approved' ? 'success' : item.status === 'rejected' ? 'danger' : 'warning'}>{t(`state.${item.status}`)}</Chip>
          <Chip>{t(`kinds.${item.kind}`)}</Chip>
          {item.winner && <Chip tone="accent" solid>{t('winner')}</Chip>}
        </p>
        <StatusNote haul={item} />
      </div>
    </li>
  );
}
