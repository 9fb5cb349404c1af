import { pageParamOf } from '../../lib/api/limits';
import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { kindParam } from './params';
import { walletHistoryQuery, walletSummaryQuery } from './queries';

export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  return Promise.all([
    loadNamespace('wallet'),
    queryClient.ensureQueryData(walletSummaryQuery()),
    queryClient.ensureQueryData(walletHistoryQuery(pageParamOf('Sig.Front.User.AppWallet.History', search), kindParam(search))),
  ]);
};
