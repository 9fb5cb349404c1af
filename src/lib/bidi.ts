/**
 * Numbers, dates, ranges and prices put into translated sentences, kept left to right as one unit. A
 * first-strong isolate (U+2068) would not do: these runs have no strong letter, so in Arabic sentences
 * Chromium lays them out right to left ("30-90" shows as "90-30").
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
