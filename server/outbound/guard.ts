// The checks every address of a page read passes, the first one and each redirect's alike: the scheme, the
// port, the host list, and every address the host resolves to. The address connected to is one of those
// checked (see client.ts), so a second DNS answer cannot point the connection elsewhere.
import { lookup } from 'node:dns/promises';
import { ipLiteral, isPublicAddress } from './address-check';
import { OutboundRefusal } from './refusal';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface CheckedTarget {
  url: URL;
  port: 80 | 443;
  /** The address to connect to, already checked. */
  pinned: ResolvedAddress;
}

function onList(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((host) => name === host || name.endsWith(`.${host}`));
}

export async function checkTarget(url: URL, hosts: readonly string[], resolve: Resolver): Promise<CheckedTarget> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusal('scheme', url.protocol);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (port !== 80 && port !== 443) throw new OutboundRefusal('port', String(port));
  if (url.username || url.password) throw new OutboundRefusal('host', 'credentials in the address');
  const literal = ipLiteral(url.hostname);
  // An IP literal is never on the list; its range is named first because that is the refusal that matters.
  if (literal !== null && !isPublicAddress(literal)) throw new OutboundRefusal('address', literal);
  if (literal !== null || !onList(url.hostname, hosts)) throw new OutboundRefusal('host', url.hostname);
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(url.hostname);
  } catch {
    throw new OutboundRefusal('network', `${url.hostname} did not resolve`);
  }
  if (answers.length === 0) throw new OutboundRefusal('network', `${url.hostname} did not resolve`);
  // One bad answer refuses the host: a name that also points inside is not a shop's.
  const bad = answers.find((answer) => !isPublicAddress(answer.address));
  if (bad) throw new OutboundRefusal('address', `${url.hostname} → ${bad.address}`);
  return { url, port, pinned: answers[0]! };
}
