import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import { sites } from '../../../generated/sites';
import { GoodsGrid } from '../../components/goods/GoodsGrid';
import { Pagination } from '../../components/goods/Pagination';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Sheet } from '../../components/ui/Sheet';
import { SearchIcon } from '../../components/ui/Icons';
import { editionConfig } from '../../config/env';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { useAppState } from '../../stores/app-state';
import { FilterPanel } from './FilterPanel';
import { activeFilterCount, clearedFilters, pageSize, toSearchParams } from './filters';
import { isSearchKind, searchRoutes } from './presets';
import { rememberSearch, searchQuery } from './queries';
import { ResultCount } from './ResultCount';
import { ExpansionNote } from './ExpansionNote';
import { SearchForm } from './SearchForm';
import { SearchHistory } from './SearchHistory';
import styles from './SearchScreen.module.css';
import { UnavailableNote } from './UnavailableNote';
import { SiteFilter } from './SiteFilter';
import { Toolbar } from './Toolbar';
import { useFilters } from './use-filters';
import { useAlertMarks } from './use-alert-marks';
import { canSave, toSavedQuery } from './saved-query';
import SavedSearchBar from './SavedSearchBar';
import { useOpenPastedAddress } from '../../components/use-pasted-address';
import { pageCountOf } from '../../lib/api/limits';

/** Keyword search, the pooled and brand searches, popular goods and the marketplaces' own searches. */
export default function SearchScreen() {
  const { t } = useTranslation();
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const kind = isSearchKind(meta?.screen) ? meta.screen : 'search';
  const route = searchRoutes[kind];
  const { filters, setFilters, patchHref } = useFilters(route.preset);
  const openPasted = useOpenPastedAddress();
  const [sheetOpen, setSheetOpen] = useState(false);

  const { data: home } = useQuery(homeInfoQuery());
  const currencies = home?.currencyList ?? [];
  const chosen = useAppState((s) => s.currency);
  const shopperCurrency = !editionConfig.rmbOption && currencies.some((c) => c.Id === chosen && c.Rate !== 1) ? chosen : null;

  // Bounds typed in a currency wait for its rate, rather than searching once without them.
  const ready = !filters.currency || home !== undefined;
  const params = toSearchParams(filters, currencies);
  const search = useQuery({ ...searchQuery(params), enabled: ready });
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the params' content
  const savedQuery = useMemo(() => toSavedQuery(params), [paramsKey]);
  const marks = useAlertMarks();
  // The "New" mark's word is the alerts area's: no suspending the results for it, they re-render once it is there.
  const { t: alertsT, ready: alertsReady } = useTranslation('alerts', { useSuspense: false });

  useEffect(() => {
    if (filters.keyword) void rememberSearch(filters.keyword);
  }, [filters.keyword]);

  const siteName = route.preset.site ? t(sites[route.preset.site].name) : '';
  const title = filters.keyword
    ? t(meta?.screen === 'search.brand' ? 'browse.search.brandFor' : 'browse.search.resultsFor', { keyword: filters.keyword })
    : t(route.title, { site: siteName });
  usePageTitle(title);

  const narrowed = activeFilterCount(filters) - (route.preset.onSale && filters.onSale ? 1 : 0);
  const onClear = narrowed > 0 ? () => setFilters(clearedFilters(filters, route.preset)) : undefined;
  const panel = <FilterPanel filters={filters} setFilters={setFilters} shopperCurrency={shopperCurrency} onClear={onClear} />;
  const result = search.data;
  const pageCount = result ? pageCountOf('Sig.Front.SubSite.App.Search', result.total, result.pageSize || pageSize) : 0;

  return (
    <div className={styles.page} data-route={meta?.name}>
      <header className={styles.head}>
        <h1 className={styles.title} dir="auto">
          {title}
        </h1>
        {meta?.screen === 'search.brand' && !filters.keyword && <p className={styles.hint}>{t('browse.search.brandHint')}</p>}
        {meta?.screen !== 'popular' && (
          <SearchForm key={filters.keyword} keyword={filters.keyword} onSearch={(keyword) => void openPasted(keyword).then((opened) => opened || setFilters({ keyword, expand: true }))} />
        )}
        <ExpansionNote
          keyword={filters.keyword}
          expand={filters.expand}
          expansion={search.isPlaceholderData ? undefined : result?.expansion}
          hrefOf={(expand) => patchHref({ expand })}
        />
        <UnavailableNote unavailable={search.isPlaceholderData ? undefined : result?.unavailable} />
        <Suspense fallback={null}>
          <SavedSearchBar screen={kind} query={ready && canSave(savedQuery) ? savedQuery : null} newCount={marks?.count ?? null} />
        </Suspense>
        {!filters.keyword && meta?.screen !== 'popular' && <SearchHistory hrefOf={(keyword) => patchHref({ keyword })} />}
      </header>
      {route.siteFilter && (
        <SiteFilter selected={filters.site} counts={result?.siteCounts} hrefOf={(site) => patchHref({ site, category: null })} />
      )}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('browse.filters.title')}>
          {panel}
        </aside>
        <section className={styles.results} aria-labelledby="search-results-title">
          <div className={styles.resultsHead}>
            <h2 id="search-results-title" className="visually-hidden">
              {t('browse.search.resultsLabel')}
            </h2>
            <ResultCount total={result?.total} pending={search.isFetching} />
            <Toolbar
              sort={filters.sort}
              view={filters.view}
              onSort={(sort) => setFilters({ sort })}
              onView={(view) => setFilters({ view, page: filters.page })}
              filtersButton={
                <Sheet
                  open={sheetOpen}
                  onOpenChange={setSheetOpen}
                  title={t('browse.filters.title')}
                  closeLabel={t('common.close')}
                  trigger={
                    <Button variant="secondary" size="sm" data-testid="open-filters">
                      {narrowed > 0 ? t('browse.filters.titleWithCount', { count: narrowed }) : t('browse.filters.title')}
                    </Button>
                  }
                  footer={
                    <Button variant="primary" fullWidth onClick={() => setSheetOpen(false)}>
                      {t('browse.filters.showResults')}
                    </Button>
                  }
                >
                  {panel}
                </Sheet>
              }
            />
          </div>
          {search.isError && !result ? (
            <ErrorWidget variant="error" onRefresh={() => void search.refetch()} />
          ) : (
            // Busy until the results match the filters: old results stay (dimmed) while new ones load.
            <div className={search.isPlaceholderData ? styles.stale : undefined} aria-busy={!result || search.isPlaceholderData} data-testid="search-results">
              <GoodsGrid
                items={result?.items}
                loading={!result}
                label={t('browse.search.resultsLabel')}
                view={filters.view}
                marked={marks?.marked}
                markLabel={marks && alertsReady ? alertsT('alert.badge') : undefined}
                eagerCount={6}
                skeletonCount={filters.view === 'list' ? 6 : 12}
                empty={
                  <EmptyState
                    icon={<SearchIcon size={32} />}
                    title={t('browse.search.emptyTitle')}
                    description={t('browse.search.emptyBody')}
                    action={
                      onClear || (route.siteFilter && filters.site) ? (
                        <Button variant="secondary" onClick={() => setFilters({ ...clearedFilters(filters, route.preset), ...(route.siteFilter ? { site: null } : {}) })}>
                          {t('browse.filters.clear')}
                        </Button>
                      ) : undefined
                    }
                  />
                }
              />
              {result && (
                <Pagination page={filters.page} pageCount={pageCount} hrefOf={(page) => patchHref({ page })} />
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
