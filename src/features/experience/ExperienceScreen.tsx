import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { siteOrder, sites } from '../../../generated/sites';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClassName } from '../../components/ui/Button';
import { pageParamOf } from '../../lib/api/limits';
import { HaulGrid } from './HaulGrid';
import styles from './experience.module.css';
import { siteParam, tabParam } from './params';
import { type HaulTab, haulListQuery } from './queries';

const tabs: readonly HaulTab[] = ['new', 'hot'];

/** /experience: approved hauls, newest or most liked, of every marketplace or one. */
export default function ExperienceScreen() {
  const { t } = useTranslation('experience');
  const { t: shell } = useTranslation();
  usePageTitle(t('title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const tab = tabParam(search.get('tab'));
  const site = siteParam(search.get('site'));
  const hrefOf = (next: { tab?: HaulTab; site?: string | null; page?: number }) => {
    const query: Record<string, string | number> = {};
    const s = next.site === undefined ? site : next.site;
    if ((next.tab ?? tab) !== 'new') query.tab = next.tab ?? tab;
    if (s) query.site = s;
    if (next.page && next.page > 1) query.page = next.page;
    return pathTo('experience', {}, { query });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <nav aria-label={t('tabsLabel')} className={styles.row}>
        {tabs.map((id) => (
          <Link key={id} to={hrefOf({ tab: id, page: 1 })} aria-current={id === tab ? 'page' : undefined} className={buttonClassName({ variant: id === tab ? 'primary' : 'secondary', size: 'sm' })}>
            {t(`tabs.${id}`)}
          </Link>
        ))}
      </nav>
      <Select label={t('site')} value={site ?? ''} onChange={(event) => navigate(hrefOf({ site: event.target.value || null, page: 1 }))}>
        <option value="">{t('allSites')}</option>
        {siteOrder.map((id) => (
          <option key={id} value={id}>{shell(sites[id].name)}</option>
        ))}
      </Select>
      <Suspense fallback={<Skeleton shape="block" width="100%" height={320} />}>
        <Hauls tab={tab} site={site} page={pageParamOf('Sig.Front.Experience.List', search)} hrefOf={(page) => hrefOf({ page })} />
      </Suspense>
    </div>
  );
}

function Hauls({ tab, site, page, hrefOf }: { tab: HaulTab; site: ReturnType<typeof siteParam>; page: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('experience');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(haulListQuery(tab, page, site));
  if (data.items.length === 0) {
    return <EmptyState title={t('empty')} description={t('emptyBody')} action={<Link to={pathTo('personal.shareOrder.add.reward')} className={buttonClassName()}>{t('shareOne')}</Link>} />;
  }
  return (
    <>
      <HaulGrid items={data.items} label={t(`tabs.${tab}`)} />
      <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} hrefOf={hrefOf} />
    </>
  );
}
