import { describe, expect, it } from 'vitest';
import { payMethods, splitOf } from './pay-split';

describe('paying from the wallet and a card', () => {
  it('offers the wallet only when it covers, and the shortfall only when the wallet holds some', () => {
    expect(payMethods(5000, 6000)).toEqual(['wallet', 'whole']);
    expect(payMethods(5000, 5000)).toEqual(['wallet', 'whole']);
    expect(payMethods(5000, 1200)).toEqual(['shortfall', 'whole']);
    expect(payMethods(5000, 0)).toEqual(['whole']);
    expect(payMethods(0, 0)).toEqual(['wallet']);
  });

  it('charges the card exactly the shortfall, or the whole', () => {
    expect(splitOf('shortfall', 5000, 1200)).toEqual({ walletYen: 1200, cardYen: 3800 });
    expect(splitOf('whole', 5000, 1200)).toEqual({ walletYen: 0, cardYen: 5000 });
    expect(splitOf('wallet', 5000, 6000)).toEqual({ walletYen: 5000, cardYen: 0 });
  });
});
