// Which resolved addresses a page read may connect to: public unicast only. ipaddr.js keeps the special
// ranges (loopback, private, link-local, unique-local, CGNAT, multicast, 0.0.0.0/8, documentation, NAT64 …)
// so that we do not keep a second, staler list; an IPv4-mapped IPv6 address is judged as the IPv4 it maps.
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
