/**
 * Numbers, dates, ranges and prices put into translated sentences, isolated as one left-to-right run so that
 * the sentence around them (Arabic) cannot reorder their parts. They hold no strong letter to go by, so the
 * direction is stated (U+2066) rather than detected (U+2068).
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
