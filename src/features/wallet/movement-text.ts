import type { WalletMovement } from '../../../generated/api/schemas';

/** A signed amount as the history shows it: "+¥5,000", "−¥1,200" (a true minus sign), or null for none. */
export function signed(amount: number, format: (absolute: number) => string): string | null {
  if (amount === 0) return null;
  return `${amount > 0 ? '+' : '\u2212'}${format(Math.abs(amount))}`;
}

/** The line of a movement that the shopper's balance moved by: yen first, else points, else held yen. */
export function mainAmount(m: Pick<WalletMovement, 'amountYen' | 'points' | 'heldYen'>): { value: number; unit: 'yen' | 'points' | 'held' } {
  if (m.amountYen !== 0) return { value: m.amountYen, unit: 'yen' };
  if (m.points !== 0) return { value: m.points, unit: 'points' };
  return { value: m.heldYen, unit: 'held' };
}
