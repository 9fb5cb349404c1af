// MD5 of a string's UTF-8 bytes, in hex. Only the device id uses it (spec: `pc_` + MD5 of a random string
// and the time); it is on every page's first load, where a general-purpose hashing library weighed
// more than the rest of the call wrapper.
const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const sines = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

export function md5(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const words = new Int32Array((((bytes.length + 8) >>> 6) + 1) * 16);
  bytes.forEach((byte, i) => (words[i >> 2]! |= byte << ((i % 4) * 8)));
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  words[words.length - 2] = bytes.length * 8;
  words[words.length - 1] = Math.floor(bytes.length / 2 ** 29);
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < words.length; block += 16) {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let j = 0; j < 64; j++) {
      const round = j >> 4;
      const f = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? j : round === 1 ? (5 * j + 1) % 16 : round === 2 ? (3 * j + 5) % 16 : (7 * j) % 16;
      const sum = (a + f + sines[j]! + words[block + g]!) | 0;
      const s = shifts[round * 4 + (j % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
  }
  let hex = '';
  for (const word of state) for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  return hex;
}
