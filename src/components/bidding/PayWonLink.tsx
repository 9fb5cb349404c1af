import type { AnchorHTMLAttributes } from 'react';
import type { SiteId } from '../../../generated/sites';
import { edition } from '../../config/env';
import { AppLink } from '../AppLink';
import { payWonRoute } from './pay-won-route';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { site: SiteId; orderId: number };

/** A link to where a won auction's postage is paid (payWonRoute). */
export function PayWonLink({ site, orderId, ...rest }: Props) {
  return payWonRoute(site, edition) === 'mall.yahoo.pay' ? (
    <AppLink to="mall.yahoo.pay" args={[{ id: orderId }]} {...rest} />
  ) : (
    <AppLink to="personal.order.detail" args={[{}, { query: { id: orderId } }]} {...rest} />
  );
}
