// Warehouse photos on disk: under DATA_DIR/order-photos/<order id>/, one random name per photo. The type is
// read from the file's first bytes, never taken from the client's word for it.
import { constants } from '../../generated/constants';

/** Where staff upload an order's photos, and where a photo is served from (its shopper and staff only). */
export const photoRoutes = { upload: '/files/orders/:id/photos', file: '/files/order-photos/:id' } as const;
export const photoUrl = (photoId: number) => photoRoutes.file.replace(':id', String(photoId));

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
