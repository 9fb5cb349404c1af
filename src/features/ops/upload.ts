import type { OpsOrderDetail, OpsParcelRow } from '../../../generated/api/schemas';
import { postFile } from '../../lib/upload-image';

// Warehouse photos go to the order's own upload route (server/ops/photos-route.ts), which answers the
// order like Ops.Order.
const uploadPath = (orderId: number) => `/files/orders/${orderId}/photos`;

export const uploadPhoto = (orderId: number, file: File) => postFile<OpsOrderDetail>(uploadPath(orderId), file, 'uploadPhoto');

/** Uploads the files one after another; the last answer is the order with all of them. */
export async function uploadPhotos(orderId: number, files: readonly File[]): Promise<OpsOrderDetail | null> {
  let detail: OpsOrderDetail | null = null;
  for (const file of files) detail = await uploadPhoto(orderId, file);
  return detail;
}

// Packing photos go to the parcel's own upload route (server/parcels/photos-route.ts), which answers the
// parcel's console row.
export const uploadParcelPhoto = (parcelId: number, file: File) => postFile<OpsParcelRow>(`/files/parcels/${parcelId}/photos`, file, 'uploadPhoto');
