// Pictures over HTTP, beside the JSON API (whose bodies stop at 64 KB): POST /files/uploads/<purpose> takes
// one picture as the raw request body, with the same session and cross-site checks as a call, and answers
// the call envelope with the stored picture { id, url, width, height }. The id is then named by the
// operation that uses it (a work-order message, a haul), which claims it (store.ts).
// GET /files/uploads/<name> serves a picture to everyone once published, else to its owner and staff;
// anyone else gets 404, as for a picture that does not exist.
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { constants } from '../../generated/constants';
import { enforce } from '../accounts/rate-limit';
import { findSession } from '../accounts/sessions';
import { readCapped } from '../http/capped-body';
import { sessionCookieName } from '../http/cookies';
import { ApiFailure } from '../http/failure';
import { checkCallOrigin } from '../http/origin';
import type { Services } from '../services';
import { normalizeImage, uploadTooLarge } from './images';
import { servePicture } from './serve';
import { isStaffPurpose, isUploadPurpose, uploadFile, uploadUrl } from './store';

export const uploadRoutes = { upload: '/files/uploads/:purpose{[a-zA-Z]+}', file: '/files/uploads/:name' } as const;

export function mountUploads(app: Hono, services: Services): void {
  const { db, config } = services;

  app.post(uploadRoutes.upload, async (c) => {
    // Who and from where first, before a byte of the body is read.
    const cookie = getCookie(c, sessionCookieName);
    const found = cookie ? await findSession(db, cookie, services.now()) : null;
    checkCallOrigin(c, config, found?.session ?? null);
    const user = found?.user;
    if (!user) throw new ApiFailure(403, 'loginRequired');
    const purpose = c.req.param('purpose');
    if (!isUploadPurpose(purpose)) throw new ApiFailure(404, 'notFound');
    if (isStaffPurpose(purpose) && user.role !== 'staff') throw new ApiFailure(404, 'notFound');
    await enforce(db, services.now(), [[`upload:${user.id}`, constants.rateLimits.upload.account]]);
    const picture = await normalizeImage(await readCapped(c, constants.uploads.maxBytes, () => uploadTooLarge(constants.uploads)), constants.uploads);
    const id = randomUUID();
    const url = uploadUrl(`${id}.webp`);
    const file = join(config.dataDir, uploadFile(url)!);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, picture.bytes);
    try {
      await db
        .insertInto('uploads')
        .values({ id, owner_id: user.id, purpose, path: url, content_type: picture.contentType, width: picture.width, height: picture.height, bytes: picture.bytes.length, created_at: services.now() })
        .execute();
    } catch (error) {
      // The row was not written: the file must not stay behind without it.
      await unlink(file).catch(() => {});
      throw error;
    }
    return c.json({ code: 200, data: { id, url, width: picture.width, height: picture.height } });
  });

  app.get(uploadRoutes.file, async (c) => {
    const url = new URL(c.req.url).pathname;
    const file = uploadFile(url);
    const row = file === null ? undefined : await db.selectFrom('uploads').select(['owner_id', 'public', 'content_type']).where('path', '=', url).executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'notFound');
    if (row.public !== 1) {
      const cookie = getCookie(c, sessionCookieName);
      const user = cookie ? (await findSession(db, cookie, services.now()))?.user : undefined;
      if (!user || (user.role !== 'staff' && user.id !== row.owner_id)) throw new ApiFailure(404, 'notFound');
    }
    // A private one stays out of shared caches; a published one may be withdrawn (constants.uploads.cacheSeconds).
    const cache = `${row.public === 1 ? 'public' : 'private'}, max-age=${constants.uploads.cacheSeconds}`;
    return servePicture(c, join(config.dataDir, file!), row.content_type, cache);
  });
}
