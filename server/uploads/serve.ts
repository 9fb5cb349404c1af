// How a stored picture is answered (uploads and warehouse photos alike): with the type it was stored as,
// which is always the type we wrote it in, and never sniffed by the browser, shown in the page rather
// than offered as a download. nosniff is set here as well as by the security headers of every answer,
// so that a picture route mounted outside them still cannot be taken for HTML.
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';

export async function servePicture(c: Context, file: string, contentType: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': cacheControl, 'Content-Disposition': 'inline', 'X-Content-Type-Options': 'nosniff' });
}
