import { useTranslation } from 'react-i18next';
import type { OperationParams } from '../../../generated/api/operations';
import { Select } from '../../components/ui/Select';

export type ShopSort = NonNullable<OperationParams<'Sig.Front.SubSite.App.ShopGoods'>['sort']>;
export const shopSorts: readonly ShopSort[] = ['relevance', 'priceAsc', 'priceDesc', 'newest', 'endingSoon'];

export function readSort(value: string | null): ShopSort {
  return (shopSorts as readonly string[]).includes(value ?? '') ? (value as ShopSort) : 'relevance';
}

export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const { t } = useTranslation();
  return (
    <Select label={t('browse.sort.label')} hideLabel value={value} onChange={(e) => onChange(e.target.value as ShopSort)} data-testid="shop-sort">
      {shopSorts.map((s) => (
        <option key={s} value={s}>
          {t(`browse.sort.${s}`)}
        </option>
      ))}
    </Select>
  );
}
