// Splitting a group parcel's postage among its members by the weight of their items. Money is integer
// yen: each member pays floor(postage × their grams ÷ all grams), and what the rounding leaves (less than
// one yen per member) is the leader's, who also receives the parcel. A member with no grams pays nothing;
// a leader with no items still pays the remainder. The shares always add up to the postage exactly.

export interface Weighed {
  userId: number;
  grams: number;
}

export interface Share {
  userId: number;
  grams: number;
  yen: number;
}

export function splitPostage(postageYen: number, leaderId: number, members: readonly Weighed[]): Share[] {
  if (!Number.isSafeInteger(postageYen) || postageYen < 0) throw new Error(`splitPostage: bad postage ${postageYen}`);
  const totalGrams = members.reduce((sum, m) => sum + m.grams, 0);
  const shares = members.map((m) => ({
    userId: m.userId,
    grams: m.grams,
    // BigInt keeps postage × grams exact whatever the figures.
    yen: totalGrams === 0 ? 0 : Number((BigInt(postageYen) * BigInt(m.grams)) / BigInt(totalGrams)),
  }));
  let leader = shares.find((s) => s.userId === leaderId);
  if (!leader) {
    leader = { userId: leaderId, grams: 0, yen: 0 };
    shares.unshift(leader);
  }
  leader.yen += postageYen - shares.reduce((sum, s) => sum + s.yen, 0);
  return shares;
}
