import type { Picture } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { languageOf } from '../../generated/languages';
import { apiBase } from '../config/env';
import { ApiError, joinUrl } from './api/transport';
import { currentLanguage } from './i18n';

export type UploadPurpose = (typeof constants.uploads.purposes)[number];

/**
 * Pictures go beside the JSON API, whose bodies stop at 64 KB: one file per request, as the raw body, to a
 * server upload route, which answers in the call envelope. A refusal rejects with the server's message in
 * the shopper's language (wrong type, too large, too many pixels), as a call's would.
 */
export async function postFile<T>(path: string, file: Blob, name: string): Promise<T> {
  const query = new URLSearchParams({ language: languageOf(currentLanguage()).service });
  let response: Response;
  try {
    response = await fetch(`${joinUrl(apiBase(), path)}?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      credentials: 'include',
    });
  } catch {
    throw new ApiError('Error', 0, name);
  }
  const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null;
  if (!response.ok || body?.code !== 200 || !body.data) throw new ApiError(body?.msg ?? 'Error', response.status, name);
  return body.data;
}

/** Uploads one picture for later use by an operation (server/uploads/route.ts), which names its id. */
export const uploadImage = (file: Blob, purpose: UploadPurpose) => postFile<Picture>(`/files/uploads/${purpose}`, file, 'uploadImage');
