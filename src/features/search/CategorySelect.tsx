import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteId } from '../../../generated/sites';
import { Select } from '../../components/ui/Select';
import { categoriesQuery } from '../../lib/queries/categories';
import type { CategoryOption } from '../../lib/queries/category-tree';

function options(nodes: readonly CategoryOption[], depth: number): { id: string; label: string }[] {
  // Native options cannot nest deeper than one group, so depth shows as leading dashes.
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'– '.repeat(depth)}${node.name}` },
    ...options(node.children, depth + 1),
  ]);
}

/** The chosen marketplace's category tree, "All" first. */
export function CategorySelect({ site, value, onChange }: { site: SiteId; value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(categoriesQuery(site));
  const tree = data ?? [];
  return (
    <Select
      label={t('browse.filters.category')}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      disabled={isPending}
      data-testid="filter-category"
    >
      {tree.length === 0 && <option value="">{t('browse.filters.categoryAll')}</option>}
      {tree.map((node) =>
        node.all ? (
          <option key="all" value="">
            {t('browse.filters.categoryAll')}
          </option>
        ) : (
          options([node], 0).map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))
        ),
      )}
    </Select>
  );
}
