import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/Select';
import { type ShopSort, shopSorts } from './params';

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
