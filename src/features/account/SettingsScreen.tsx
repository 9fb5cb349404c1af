import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { settingsQuery } from './queries';

// The sections (forms, social sign-in, their code) load as one chunk with the page, not with the shell's
// route table, which lists every route's files in the home page's first load.
const SettingsSections = lazy(() => import('./SettingsSections'));

/**
 * The route's loader lives in the screen's own module: one file for the route table (which the home page's
 * first load carries) to list instead of two.
 */
export const loader: RouteLoader = async () => {
  await Promise.all([
    queryClient.ensureQueryData(settingsQuery()),
    // The currency list comes with the home info the header already reads.
    queryClient.ensureQueryData(homeInfoQuery()),
    loadNamespace('account'),
  ]);
  return null;
};

/** /personal/setting: language and currency, password, email, sign-in ways, and deleting the account. */
export default function SettingsScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  return (
    <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
      <SettingsSections />
    </Suspense>
  );
}
