// Warehouse photos on disk: under DATA_DIR/order-photos/<order id>/, one random name per photo, served at
// /files/order-photos/<order id>/<name> — the address order_photos.path keeps, which the shopper's order
// pages show as it is. What is written there is always normalizeImage's WebP (server/uploads/images.ts),
// never the bytes staff sent: a camera's file carries where it was taken, the camera and often the
// photographer's name. A photo kept as sent before that rule (file_state 'asUploaded') is never served;
// the pass at start (photo-reencode.ts) rewrites it.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { constants } from '../../generated/constants';
import type { ImageFit, NormalizedImage } from '../uploads/images';

/** Where staff upload an order's photos, and where a photo is served from (its shopper and staff only). */
export const photoRoutes = { upload: '/files/orders/:id/photos', file: '/files/order-photos/:orderId/:name' } as const;
export const photoUrl = (orderId: number, name: string) => `/files/order-photos/${orderId}/${name}`;
/** The file of a photo address, under the data directory; null for an address that is not one of ours. */
export function photoFile(url: string): string | null {
  // .jpg and .png are the names of photos kept as sent before they were re-encoded.
  const match = /^\/files\/(order-photos\/[1-9]\d*\/[0-9a-f-]{36}\.(?:jpg|png|webp))$/.exec(url);
  return match ? match[1]! : null;
}

/** Warehouse photos are sent and kept larger than shoppers' pictures (spec/constants.yaml orders.photos). */
export const photoFit: ImageFit = constants.orders.photos;

/** Writes an order's re-encoded photo under a new name: its address and its file. */
export async function writePhotoFile(dataDir: string, orderId: number, picture: NormalizedImage): Promise<{ url: string; file: string }> {
  const url = photoUrl(orderId, `${randomUUID()}.webp`);
  const file = join(dataDir, photoFile(url)!);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, picture.bytes);
  return { url, file };
}
