import type { AnchorHTMLAttributes } from 'react';
import type { SiteId } from '../../../generated/sites';
import { AppLink } from '../AppLink';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { site: SiteId; orderId: number };

/**
 * Where a won auction's postage is paid: Yahoo! wins on Yahoo's pay page, every other win (Mercari) on the
 * order's own page, which every edition has (the china edition sends Yahoo's mall pages to /download).
 */
export function PayWonLink({ site, orderId, ...rest }: Props) {
  return site === 'yahoo' ? (
    <AppLink to="mall.yahoo.pay" args={[{ id: orderId }]} {...rest} />
  ) : (
    <AppLink to="personal.order.detail" args={[{}, { query: { id: orderId } }]} {...rest} />
  );
}
