import type { Context } from 'hono';
import type { ApiFailure } from './failure';

/**
 * A raw request body (an uploaded picture), refused with `tooLarge()` as soon as it passes `max` bytes:
 * by its declared length before a byte is read, or by the bytes read so far, so a client that lies about
 * the length still cannot make the server hold more than `max`.
 */
export async function readCapped(c: Context, max: number, tooLarge: () => ApiFailure): Promise<Uint8Array> {
  if (Number(c.req.header('content-length') ?? 0) > max) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
