// Buy notices: what we can and cannot do on a marketplace, accepted once per shopper before the first
// purchase there. A key names the notice and its version (`mercari@1`, constants cart.buyNoticeVersions),
// so a changed notice is asked for again. The storefront also keeps acceptances in local storage.
import type { Kysely } from 'kysely';
import type { BuyNotice } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';

const versions: Readonly<Record<string, number>> = constants.cart.buyNoticeVersions;

/** The notice for a marketplace's goods, or `anybuy` for a shop bought from by link. */
export function noticeKey(site: string): string {
  return `${site}@${versions[site] ?? versions.anybuy}`;
}

export function isNoticeKey(key: string): boolean {
  const [site = '', version] = key.split('@');
  return Object.hasOwn(versions, site) && String(versions[site]) === version;
}

export async function acceptedNotices(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('buy_notice_acceptances').select('notice_key').where('user_id', '=', userId).orderBy('notice_key').execute();
  return rows.map((r) => r.notice_key);
}

/** The notices of these marketplaces the shopper has not accepted yet, in first-seen order. */
export function missingNotices(sites: readonly string[], accepted: readonly string[]): BuyNotice[] {
  const seen = new Set<string>();
  const missing: BuyNotice[] = [];
  for (const site of sites) {
    const key = noticeKey(site);
    if (seen.has(key) || accepted.includes(key)) continue;
    seen.add(key);
    missing.push({ key, site: key.split('@')[0]! });
  }
  return missing;
}
