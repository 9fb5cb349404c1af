import { type LanguageCode, languageOf } from '../../../generated/languages';

const formats = new Map<LanguageCode, Intl.NumberFormat>();

/** A count grouped for the language, in Latin digits like the prices beside it. */
export function formatCount(value: number, language: LanguageCode): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(languageOf(language).service, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    formats.set(language, format);
  }
  return format.format(value);
}
