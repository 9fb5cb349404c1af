import type { GoodsListItem } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { type LanguageCode, languageOf } from '../../generated/languages';
import { sites } from '../../generated/sites';

// Not in spec/constants.yaml: the word after a fold number ("8折"); the same character in zhCn and zhTw.
const foldWord = '折';
const decimals = constants.money.discountPercentDecimals;
const scale = 10 ** decimals;

/**
 * Spec §9: a discount rate (0.2 = 20 % off) as a fold in Chinese ("8折", "8.5折") or a locale percentage
 * elsewhere ("20%", "12.5%", de "20 %"), both with up to 2 decimals. '' when there is no discount to show:
 * not a number, zero or below, above 1, or too small to show at 2 decimals.
 */
export function discountLabel(rate: number | null | undefined, language: LanguageCode): string {
  if (typeof rate !== 'number' || !(rate > 0 && rate <= 1)) return '';
  // Whole hundredths of a percent, so that neither label carries float noise (0.07 × 10 = 0.7000000000000001).
  const percentUnits = Math.round(rate * 100 * scale);
  if (percentUnits === 0) return '';
  if ((constants.money.foldLanguages as readonly LanguageCode[]).includes(language)) {
    const fold = Math.round((100 * scale - percentUnits) / 10) / scale;
    return `${fold}${foldWord}`;
  }
  return percentFormat(language).format(percentUnits / scale / 100);
}

// Goods lists label every card, and building a formatter is costly next to using one.
const percentFormats = new Map<LanguageCode, Intl.NumberFormat>();

function percentFormat(language: LanguageCode): Intl.NumberFormat {
  let format = percentFormats.get(language);
  if (!format) {
    // Latin digits, as in the prices on the same card.
    format = new Intl.NumberFormat(languageOf(language).service, {
      style: 'percent',
      maximumFractionDigits: decimals,
      numberingSystem: 'latn',
    });
    percentFormats.set(language, format);
  }
  return format;
}

/** Spec §4: the sale badge shows on mercari goods with a discount that are not sold out. */
export function showSaleBadge(goods: Pick<GoodsListItem, 'Type' | 'DiscountRate' | 'IsSoldOut'>): boolean {
  return goods.Type === sites.mercari.type && (goods.DiscountRate ?? 0) > 0 && !goods.IsSoldOut;
}
