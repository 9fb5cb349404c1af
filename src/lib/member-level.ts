// Membership levels from growth points (spec/constants.yaml personal.levels, lowest first).
export interface Level {
  id: string;
  minGrowth: number;
  proxyFeeDiscountPercent: number;
}

/** Growth points for yen spent: whole points only, so a refund can never leave a fraction behind. */
export const growthFor = (spentYen: number, yenPerPoint: number) => Math.floor(Math.max(0, spentYen) / yenPerPoint);

/** The highest level whose threshold the growth reaches, the next one and the points still missing. */
export function levelFor(growth: number, levels: readonly Level[]): { level: Level; next: Level | null; toNext: number | null } {
  const sorted = [...levels].sort((a, b) => a.minGrowth - b.minGrowth);
  let index = 0;
  sorted.forEach((l, i) => {
    if (growth >= l.minGrowth) index = i;
  });
  const next = sorted[index + 1] ?? null;
  return { level: sorted[index]!, next, toNext: next ? next.minGrowth - growth : null };
}

/** Whether a shopper at `have` reaches an offer for `need`. */
export function reachesLevel(have: string, need: string, levels: readonly Level[]): boolean {
  const rank = (id: string) => levels.findIndex((l) => l.id === id);
  return rank(need) >= 0 && rank(have) >= rank(need);
}
