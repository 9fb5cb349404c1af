import type { SeedText } from '../content';

// The pieces the home page's rails show (its campaigns and guides), which every storefront language reads in
// its own words rather than in English.
export const homePieces = ['protective-packaging', 'free-merge', 'two-payments', 'shipping-methods', 'volumetric-weight', 'auction-bidding'] as const;
export type HomePiece = (typeof homePieces)[number];
export type HomeTexts = Record<HomePiece, SeedText>;
