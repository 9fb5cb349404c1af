// The home pieces' texts in the storefront languages beyond en, ja and zh-CN, which content-texts.ts writes
// itself. Migration 0044 adds them to a store seeded before they were written.
import type { ServiceLanguage } from '../../../../generated/languages';
import type { SeedText } from '../content';
import { ar } from './ar';
import type { HomePiece, HomeTexts } from './codes';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { id } from './id';
import { it } from './it';
import { ko } from './ko';
import { ms } from './ms';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import { zhTw } from './zh-tw';

export const homeTranslations: readonly (readonly [ServiceLanguage, HomeTexts])[] = [
  ['ar', ar], ['de', de], ['es', es], ['fr', fr], ['id', id], ['it', it], ['ko', ko],
  ['ms', ms], ['pl', pl], ['pt', pt], ['ru', ru], ['th', th], ['tr', tr], ['zh-TW', zhTw],
];

/** One home piece's translated texts, by language. */
export function translatedHomeTexts(piece: HomePiece): Partial<Record<ServiceLanguage, SeedText>> {
  return Object.fromEntries(homeTranslations.map(([language, texts]) => [language, texts[piece]]));
}
