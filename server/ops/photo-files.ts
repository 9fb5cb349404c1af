// Warehouse photos on disk: under DATA_DIR/order-photos/<order id>/, one random name per photo, served at
// /files/order-photos/<order id>/<name> — the address order_photos.path keeps, which the shopper's order
// pages show as it is. The type is read from the file's first bytes, never taken from the client's word.
import { constants } from '../../generated/constants';

/** Where staff upload an order's photos, and where a photo is served from (its shopper and staff only). */
export const photoRoutes = { upload: '/files/orders/:id/photos', file: '/files/order-photos/:orderId/:name' } as const;
export const photoUrl = (orderId: number, name: string) => `/files/order-photos/${orderId}/${name}`;
/** The file of a photo address, under the data directory; null for an address that is not one of ours. */
export function photoFile(url: string): string | null {
  const match = /^\/files\/(order-photos\/[1-9]\d*\/[0-9a-f-]{36}\.(?:jpg|png|webp))$/.exec(url);
  return match ? match[1]! : null;
}

export type PhotoType = (typeof constants.orders.photos.types)[number];

const extensions: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The picture type of the bytes (JPEG, PNG or WebP by their signatures), or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  let type: string | null = null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) type = 'image/jpeg';
  else if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) type = 'image/png';
  else if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) type = 'image/webp';
  return type !== null && (constants.orders.photos.types as readonly string[]).includes(type) ? (type as PhotoType) : null;
}

export const photoExtension = (type: PhotoType) => extensions[type];
