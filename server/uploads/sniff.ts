// A picture's type read from its first bytes (JPEG, PNG and WebP signatures), never taken from the
// client's word: a file named .png that is not one is refused before any decoder sees it.
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImageType<T extends string>(bytes: Uint8Array, allowed: readonly T[]): T | null {
  let type: string | null = null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) type = 'image/jpeg';
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = 'image/png';
  else if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) type = 'image/webp';
  return type !== null && (allowed as readonly string[]).includes(type) ? (type as T) : null;
}
