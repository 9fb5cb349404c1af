import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { idWithRival, rivalMaxFor } from './rival';
import { createLocalSource } from '../catalog/local';
import { registerSource, unregisterSource } from '../catalog/registry';
import { simulatorOn } from './simulator';

const { rivalMinPercent, rivalMaxPercent, noRivalPercent } = constants.auction.simulator;

describe('market simulator', () => {
  const ids = Array.from({ length: 1000 }, (_, i) => `x${100000 + i}`);

  it('derives the same rival from the same seed and item, another from another seed', () => {
    const a = ids.map((id) => rivalMaxFor(1, 'yahoo', id, 10000));
    expect(ids.map((id) => rivalMaxFor(1, 'yahoo', id, 10000))).toEqual(a);
    expect(ids.map((id) => rivalMaxFor(2, 'yahoo', id, 10000))).not.toEqual(a);
  });

  it('keeps rivals within their percentages of the price, and leaves about noRivalPercent without one', () => {
    const maxima = ids.map((id) => rivalMaxFor(7, 'mercari', id, 10000));
    const none = maxima.filter((m) => m === null).length;
    expect(none / ids.length).toBeGreaterThan((noRivalPercent - 5) / 100);
    expect(none / ids.length).toBeLessThan((noRivalPercent + 5) / 100);
    const rivals = maxima.filter((m) => m !== null);
    expect(Math.min(...rivals)).toBeGreaterThanOrEqual((10000 * rivalMinPercent) / 100);
    expect(Math.max(...rivals)).toBeLessThanOrEqual((10000 * rivalMaxPercent) / 100);
    expect(new Set(maxima).size).toBeGreaterThan(20);
  });

  it('finds an item id whose rival reaches a share of the price', () => {
    const id = idWithRival(5, 'yahoo', 3000, 140, 1000);
    expect(rivalMaxFor(5, 'yahoo', id, 3000)).toBeGreaterThanOrEqual(4200);
  });

  it('is off when configured off', () => {
    expect(simulatorOn({ marketSimulator: { enabled: false, seed: 1 } }, 'yahoo')).toBe(false);
    expect(simulatorOn({ marketSimulator: { enabled: true, seed: 1 } }, 'yahoo')).toBe(true);
  });

  it('is off for a marketplace a live catalog source serves (real bidders there), on for the others', () => {
    const on = { marketSimulator: { enabled: true, seed: 1 } };
    expect(simulatorOn(on, 'mercari')).toBe(true);
    // The registry is module state, shared with the files this worker runs next: given back after.
    registerSource('mercari', createLocalSource);
    try {
      expect(simulatorOn(on, 'mercari')).toBe(false);
      expect(simulatorOn(on, 'yahoo')).toBe(true);
    } finally {
      unregisterSource('mercari');
    }
  });
});
