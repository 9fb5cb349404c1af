import { pageParamOf } from '../../lib/api/limits';
import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { couponStatusParam } from './params';
import { couponsQuery } from './queries';

export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  return Promise.all([loadNamespace('wallet'), queryClient.ensureQueryData(couponsQuery(couponStatusParam(search), pageParamOf('Sig.Front.User.AppCoupon.List', search)))]);
};
