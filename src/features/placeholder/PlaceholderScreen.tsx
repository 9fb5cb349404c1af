import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { RouteMeta } from '../../../generated/routes';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';

/** Stands in for pages whose screens arrive with later issues; carries the route name for tests. */
export default function PlaceholderScreen() {
  const { t } = useTranslation();
  const meta = useMatches().at(-1)?.handle as RouteMeta | undefined;
  usePageTitle(t('placeholder.title'));
  return (
    <div data-route={meta?.name}>
      <EmptyState title={t('placeholder.title')} description={t('placeholder.body')} />
    </div>
  );
}
