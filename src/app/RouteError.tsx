import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorWidget } from '../components/errors/ErrorWidget';
import { usePathTo } from '../components/use-path-to';
import { isChunkLoadError, reloadOnce } from './navigation/reload-guard';

/**
 * A page that failed: a stale chunk reloads the page (once per guard interval), an invalid address
 * shows "Page Not Found: {path}", anything else the error widget with its status.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const pathTo = usePathTo();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorWidget variant="notFound" title={t('errors.pageNotFound', { path: location.pathname })} description={t('errors.notFoundBody')} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  // What went wrong, for the new ticket the contact button opens (/workOrder/add reads, cuts and shows it).
  const report = { kind: 'error', status, message, page: location.pathname + location.search };
  return (
    <ErrorWidget
      variant="error"
      status={isRouteErrorResponse(error) ? error.status : undefined}
      onRefresh={() => window.location.reload()}
      contactHref={pathTo('workOrder.add', {}, { query: report })}
    />
  );
}
