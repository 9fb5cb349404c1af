import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { amazonDealsQuery, contentListQuery, guidesQuery } from './queries';

/** The article list, notices, the help centre and the Amazon deals. */
export const loader: RouteLoader = async ({ request }, meta) => {
  const search = new URL(request.url).searchParams;
  const data =
    meta.screen === 'notice'
      ? queryClient.ensureQueryData(contentListQuery('notice', pageParamOf('Sig.Front.Content.List', search)))
      : meta.screen === 'userGuide'
        ? queryClient.ensureQueryData(guidesQuery())
        : meta.screen === 'discount.amazon'
          ? queryClient.ensureQueryData(amazonDealsQuery(pageParamOf('Sig.Front.Content.AmazonDeals', search)))
          : queryClient.ensureQueryData(contentListQuery('article', pageParamOf('Sig.Front.Content.List', search)));
  await Promise.all([data, loadNamespace('content')]);
  return null;
};
