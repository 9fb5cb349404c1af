// Whether this server reads shops' pages (PAGE_READER=on|off; off by default under NODE_ENV=test, so the
// API test suite never goes to the network unless a test asks), and the test seam.
import type { OutboundOptions } from '../outbound/client';
import type { Resolver } from '../outbound/guard';

export interface PageReaderConfig {
  network: boolean;
  /**
   * Tests only: a resolver that answers a listed shop's name with a public address of the test's choosing,
   * and a connect that takes the socket for that checked address to a local page server. The guard still
   * runs in full (host list, every answer's range, redirects). Neither can come from the environment —
   * loadConfig reads strings only and the production start passes no overrides — so a production server
   * always resolves with the system's DNS and connects to the very address it checked.
   */
  resolve?: Resolver;
  connect?: OutboundOptions['connect'];
}

type Env = Readonly<Record<string, string | undefined>>;

export function pageReaderConfig(env: Env): PageReaderConfig {
  const value = env.PAGE_READER ?? (env.NODE_ENV === 'test' ? 'off' : 'on');
  if (value !== 'on' && value !== 'off') throw new Error(`PAGE_READER must be on or off, got "${value}"`);
  return { network: value === 'on' };
}
