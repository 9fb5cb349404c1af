// Warehouse photos on disk: under DATA_DIR/order-photos/<order id>/, one random name per photo, served at
// /files/order-photos/<order id>/<name> — the address order_photos.path keeps, which the shopper's order
// pages show as it is. The type is read from the file's first bytes, never taken from the client's word.
import { constants } from '../../generated/constants';
import { sniffImageType } from '../uploads/sniff';

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

/** The picture type of the bytes, or null for anything but the warehouse's photo types. */
export const sniffPhotoType = (bytes: Uint8Array): PhotoType | null => sniffImageType(bytes, constants.orders.photos.types);

export const photoExtension = (type: PhotoType) => extensions[type];
