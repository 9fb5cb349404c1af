// Unicode's own emoji definitions (UTS #51) decide what is stripped. Text-style pictographs written without
// U+FE0F (©, ®, ™, ‼, ☀, ❤) are kept: they render as text and sellers use them in titles ("Nintendo™").
const pictograph = String.raw`(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\uFE0F|\p{Emoji_Modifier}|\u200D))`;
// Only U+FE0F is ours to drop: U+FE0E asks for text presentation, and U+FE00–FE0D and the ideographic
// variation selectors pick glyphs in CJK names.
const trailer = String.raw`(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*`;
const emoji = new RegExp(
  [
    String.raw`[0-9#*]\uFE0F?\u20E3`, // keycaps: the digit belongs to the emoji
    String.raw`\p{Regional_Indicator}+`, // flags
    // ZWJ joins are removed only inside emoji sequences; elsewhere (Indic, Arabic) they shape the text.
    String.raw`${pictograph}${trailer}(?:\u200D${pictograph}${trailer})*`,
    String.raw`\uFE0F`, // a selector left behind on a non-emoji character
  ].join('|'),
  'gu',
);

/** Spec §5: removes emoji, then keeps at most `maxLength` code points when given. */
export function stripEmoji(text: string, maxLength?: number): string {
  const stripped = text.replace(emoji, '');
  if (maxLength === undefined) return stripped;
  return Array.from(stripped).slice(0, Math.max(0, maxLength)).join('');
}
