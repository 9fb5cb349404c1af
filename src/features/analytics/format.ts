import { i18n } from '../../lib/i18n';

// Figures in the language shown; yen as whole yen with the yen sign (the panels' money is integer yen).
const formats = new Map<string, { count: Intl.NumberFormat; yen: Intl.NumberFormat; percent: Intl.NumberFormat }>();

function formatsOf(language: string) {
  let f = formats.get(language);
  if (!f) {
    f = {
      count: new Intl.NumberFormat(language),
      yen: new Intl.NumberFormat(language, { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }),
      percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
    };
    formats.set(language, f);
  }
  return f;
}

export const formatCount = (n: number) => formatsOf(i18n.language).count.format(n);
export const formatYen = (n: number) => formatsOf(i18n.language).yen.format(n);
export const formatPercent = (ratio: number) => formatsOf(i18n.language).percent.format(ratio);
/** Short axis labels: 12,300 → 12K in the language's own way. */
export const formatCompact = (n: number) => new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(n);
/**
 * A category label that fits its axis (about 22 Latin letters; a CJK character counts two): a longer
 * marketplace name ends in an ellipsis, and the tooltip has it whole.
 */
export function shortName(name: string): string {
  let width = 0;
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    width += /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(chars[i]!) ? 2 : 1;
    if (width > 22) return `${chars.slice(0, i).join('')}…`;
  }
  return name;
}
/** An axis day: 2026-11-25 → 11/25 (the range's year is in the picker). */
export const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
