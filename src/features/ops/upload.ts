import type { OpsOrderDetail } from '../../../generated/api/schemas';
import { languageOf } from '../../../generated/languages';
import { apiBase } from '../../config/env';
import { ApiError, joinUrl } from '../../lib/api/transport';
import { currentLanguage } from '../../lib/i18n';

// Photos go beside the JSON API, whose bodies stop at 64 KB: one picture per request, as the raw body, to
// the server's upload route (server/ops/photos-route.ts), which answers the order like Ops.Order.
const uploadPath = (orderId: number) => `/files/orders/${orderId}/photos`;

export async function uploadPhoto(orderId: number, file: File): Promise<OpsOrderDetail> {
  const query = new URLSearchParams({ language: languageOf(currentLanguage()).service });
  let response: Response;
  try {
    response = await fetch(`${joinUrl(apiBase(), uploadPath(orderId))}?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      credentials: 'include',
    });
  } catch {
    throw new ApiError('Error', 0, 'uploadPhoto');
  }
  const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: OpsOrderDetail } | null;
  if (!response.ok || body?.code !== 200 || !body.data) throw new ApiError(body?.msg ?? 'Error', response.status, 'uploadPhoto');
  return body.data;
}

/** Uploads the files one after another; the last answer is the order with all of them. */
export async function uploadPhotos(orderId: number, files: readonly File[]): Promise<OpsOrderDetail | null> {
  let detail: OpsOrderDetail | null = null;
  for (const file of files) detail = await uploadPhoto(orderId, file);
  return detail;
}
