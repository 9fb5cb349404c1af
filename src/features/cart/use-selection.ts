import { useState } from 'react';
import type { Cart } from '../../../generated/api/schemas';

/**
 * The lines ticked for checkout: every line that can be bought, until the shopper unticks some. Kept as
 * the unticked set, so that lines added or changed meanwhile are ticked by default.
 */
export function useSelection(cart: Cart) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const lines = cart.groups.flatMap((g) => g.lines);
  const buyable = lines.filter((l) => l.status !== 'soldOut' && l.status !== 'unavailable');
  const selected = new Set(buyable.filter((l) => !unticked.has(l.id)).map((l) => l.id));
  const chosen = lines.filter((l) => selected.has(l.id));
  return {
    selected,
    chosen,
    totalYen: chosen.reduce((sum, l) => sum + l.lineYen, 0),
    needsReview: chosen.some((l) => l.status !== 'ok'),
    set(ids: readonly number[], on: boolean) {
      setUnticked((old) => {
        const next = new Set(old);
        for (const id of ids) {
          if (on) next.delete(id);
          else next.add(id);
        }
        return next;
      });
    },
  };
}
