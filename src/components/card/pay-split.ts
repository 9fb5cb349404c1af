// How a payment is split between the wallet and a card: the wallet alone when it covers, the wallet and a
// card for exactly the shortfall, or a card for the whole; the server works the card's amount out the same
// way and refuses a page that showed another.

export type PayMethod = 'wallet' | 'shortfall' | 'whole';

/** The ways this payment can be made: the wallet only when it covers; the shortfall only when the wallet holds some. */
export function payMethods(totalYen: number, walletYen: number): PayMethod[] {
  if (totalYen <= 0) return ['wallet'];
  if (walletYen >= totalYen) return ['wallet', 'whole'];
  return walletYen > 0 ? ['shortfall', 'whole'] : ['whole'];
}

/** What goes on the card and what comes from the wallet. */
export function splitOf(method: PayMethod, totalYen: number, walletYen: number): { walletYen: number; cardYen: number } {
  if (method === 'whole') return { walletYen: 0, cardYen: totalYen };
  if (method === 'shortfall') {
    const fromWallet = Math.min(walletYen, totalYen);
    return { walletYen: fromWallet, cardYen: totalYen - fromWallet };
  }
  return { walletYen: totalYen, cardYen: 0 };
}
