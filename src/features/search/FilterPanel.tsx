import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Select } from '../../components/ui/Select';
import { CategorySelect } from './CategorySelect';
import { type SearchFilters, conditions, listings } from './filters';
import { PriceRange } from './PriceRange';
import styles from './SearchScreen.module.css';

interface FilterPanelProps {
  filters: SearchFilters;
  setFilters: (patch: Partial<SearchFilters>) => void;
  shopperCurrency: string | null;
  /** Offered as "Clear filters" while anything narrows the search. */
  onClear?: () => void;
}

/** Every narrowing filter; each applies at once (the price range on its own button). */
export function FilterPanel({ filters, setFilters, shopperCurrency, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} data-testid="search-filters">
      {filters.site ? (
        <CategorySelect site={filters.site} value={filters.category} onChange={(category) => setFilters({ category })} />
      ) : (
        <p className={styles.hint}>{t('browse.filters.categoryHint')}</p>
      )}
      <PriceRange
        key={`${filters.min}:${filters.max}:${filters.currency}`}
        min={filters.min}
        max={filters.max}
        currency={filters.currency}
        shopperCurrency={shopperCurrency}
        onApply={(range) => setFilters(range)}
      />
      <Select
        label={t('browse.filters.condition')}
        value={filters.condition ?? ''}
        onChange={(e) => setFilters({ condition: (e.target.value || null) as SearchFilters['condition'] })}
        data-testid="filter-condition"
      >
        <option value="">{t('browse.filters.conditionAny')}</option>
        {conditions.map((c) => (
          <option key={c} value={c}>
            {t(`browse.conditions.${c}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('browse.filters.listing')}
        value={filters.listing ?? ''}
        onChange={(e) => setFilters({ listing: (e.target.value || null) as SearchFilters['listing'] })}
        data-testid="filter-listing"
      >
        <option value="">{t('browse.filters.listingAny')}</option>
        {listings.map((l) => (
          <option key={l} value={l}>
            {t(`browse.listings.${l}`)}
          </option>
        ))}
      </Select>
      <Checkbox
        label={t('browse.filters.hideSoldOut')}
        checked={filters.hideSoldOut}
        onChange={(e) => setFilters({ hideSoldOut: e.target.checked })}
        data-testid="filter-hide-sold-out"
      />
      <Checkbox
        label={t('browse.filters.onSale')}
        checked={filters.onSale}
        onChange={(e) => setFilters({ onSale: e.target.checked })}
        data-testid="filter-on-sale"
      />
      {onClear && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('browse.filters.clear')}
        </Button>
      )}
    </div>
  );
}
