/** Where a piece is in its publication window: a draft has no start; then scheduled, live, ended. */
export function contentStatus(from: string | null | undefined, until: string | null | undefined, now: number): 'draft' | 'scheduled' | 'live' | 'ended' {
  if (!from) return 'draft';
  if (Date.parse(from) > now) return 'scheduled';
  if (until && Date.parse(until) <= now) return 'ended';
  return 'live';
}
