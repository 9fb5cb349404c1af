// A seeded random source (mulberry32): the same seed number gives the same catalog on every machine.
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key drawn in proportion to its weight. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
  /** Between min and max, evenly on a log scale: as many items at ¥500–1,000 as at ¥50,000–100,000. */
  logUniform(min: number, max: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [string, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key as never;
      }
      return entries[entries.length - 1]![0] as never;
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
}
