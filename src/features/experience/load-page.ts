import { ApiError } from '../../lib/api/transport';
import { loadNamespace } from '../../lib/i18n';
import { notFound } from './params';

/** A page's strings and data side by side; a 404 answer (a hidden or unknown haul) is the 404 page. */
export async function loadPage(data: Promise<unknown>): Promise<null> {
  try {
    await Promise.all([loadNamespace('experience'), data]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
  return null;
}

export const searchOf = (request: Request) => new URL(request.url).searchParams;
