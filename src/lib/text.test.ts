import { describe, expect, it } from 'vitest';
import { stripEmoji } from './text';

describe('stripEmoji removes emoji (spec §5)', () => {
  it.each([
    ['plain emoji', 'good 😀 item', 'good  item'],
    ['emoji at both ends', '🎁gift🎁', 'gift'],
    ['skin tone', 'thanks 👍🏽!', 'thanks !'],
    ['lone skin-tone modifier', 'a🏽b', 'ab'],
    ['ZWJ family', 'family👨‍👩‍👧‍👦ok', 'familyok'],
    ['ZWJ with skin tones', 'x🧑🏻‍🤝‍🧑🏿y', 'xy'],
    ['ZWJ profession with selector', 'doctor👩‍⚕️!', 'doctor!'],
    ['rainbow flag', 'pride🏳️‍🌈', 'pride'],
    ['rainbow flag missing its selector', 'pride🏳‍🌈', 'pride'],
    ['country flags', 'ship to 🇯🇵🇹🇼 now', 'ship to  now'],
    ['lone regional indicator', 'a🇯b', 'ab'],
    ['subdivision flag with tags', 'from 🏴󠁧󠁢󠁳󠁣󠁴󠁿 land', 'from  land'],
    ['keycap digit', 'step 1️⃣ done', 'step  done'],
    ['keycap without selector', 'press #⃣', 'press '],
    ['text-default symbol made emoji by U+FE0F', 'I ❤️ Tokyo', 'I  Tokyo'],
    ['emoji presentation outside the BMP', 'cat🐈dog🐕', 'catdog'],
    ['BMP emoji', 'time ⌚ up ⚡', 'time  up '],
    ['stray U+FE0F after a letter', 'A\uFE0Fb', 'Ab'],
  ])('%s', (_, input, expected) => {
    expect(stripEmoji(input)).toBe(expected);
  });
});

describe('stripEmoji keeps text', () => {
  it.each([
    ['Chinese', '日本代购，包邮到家'],
    ['Japanese with long vowel and kana', 'ポケモンカード　未開封ＢＯＸ'],
    ['CJK outside the BMP', '𠮷野家'],
    ['ideographic variation selector in a name', '葛\u{E0100}飾区'],
    ['Korean', '번개장터 중고'],
    ['Arabic', 'مرحبا بالعالم'],
    ['Arabic with ZWJ shaping', 'ع\u200Dـ'],
    ['Devanagari conjunct using ZWJ', 'क्\u200Dष'],
    ['Thai with combining marks', 'สวัสดีครับ'],
    ['digits, # and * without keycap', 'No.1 #2 *3 100%'],
    ['text-style symbols', 'Nintendo™ ©2026 ® ‼ ☀ ❤ ★☆♪'],
    ['text presentation selector', '☀\uFE0E'],
    ['empty', ''],
  ])('%s', (_, input) => {
    expect(stripEmoji(input)).toBe(input);
  });
});

describe('stripEmoji truncates by code points after stripping', () => {
  it.each([
    ['no limit keeps everything', 'abcdef', undefined, 'abcdef'],
    ['limit counts code points, not UTF-16 units', '𠮷𠮷𠮷', 2, '𠮷𠮷'],
    ['emoji do not use up the limit', '😀😀ab😀cd', 3, 'abc'],
    ['limit longer than text', 'abc', 10, 'abc'],
    ['limit equal to length', 'abc', 3, 'abc'],
    ['zero', 'abc', 0, ''],
    ['negative acts as zero', 'abc', -1, ''],
    ['CJK', '日本代购服务', 4, '日本代购'],
  ])('%s', (_, input, max, expected) => {
    expect(stripEmoji(input, max)).toBe(expected);
  });
});
