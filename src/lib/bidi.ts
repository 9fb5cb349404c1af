/**
 * Numbers, dates, ranges and prices put into translated sentences, isolated as one left-to-right run so that
 * the sentence around them (Arabic) cannot reorder their parts. They hold no strong letter to go by, so the
 * direction is stated (U+2066) rather than detected (U+2068).
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * Text of either direction (a shopper's keyword) put into a translated sentence, isolated with its direction
 * detected from its first strong letter (U+2068), so that an English keyword in an Arabic sentence, or the
 * reverse, keeps its own order.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
