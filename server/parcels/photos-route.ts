// Packing photos over HTTP, beside the JSON API (whose bodies stop at 64 KB), as warehouse photos of
// orders are (server/ops/photos-route.ts): staff send one picture per request as the raw body to
// POST /files/parcels/<parcel id>/photos while the parcel is paid and not yet shipped (packed, waiting for
// the carrier); it is re-encoded (normalizeImage: type from its bytes, size and pixel limits, no camera
// metadata) and only that is kept. The answer is the call envelope with the parcel's console row.
// GET /files/parcel-photos/<parcel id>/<name> serves a photo to the parcel's shopper and to staff; anyone
// else gets 404, as for a photo that does not exist.
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { constants } from '../../generated/constants';
import { findSession } from '../accounts/sessions';
import { sessionCookieName } from '../http/cookies';
import { readCapped } from '../http/capped-body';
import { ApiFailure } from '../http/failure';
import { checkCallOrigin } from '../http/origin';
import { writeAudit } from '../ops/audit';
import type { Services } from '../services';
import { type ImageFit, normalizeImage, uploadTooLarge } from '../uploads/images';
import { servePicture } from '../uploads/serve';
import { opsParcelRow } from './views';

const parcelPhotoRoutes = { upload: '/files/parcels/:id/photos', file: '/files/parcel-photos/:parcelId/:name' } as const;
const fit = constants.warehouse.parcelPhotos satisfies ImageFit;

/** The file of a photo address, under the data directory; null for an address that is not one of ours. */
function parcelPhotoFile(url: string): string | null {
  const match = /^\/files\/(parcel-photos\/[1-9]\d*\/[0-9a-f-]{36}\.webp)$/.exec(url);
  return match ? match[1]! : null;
}

const idParam = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function mountParcelPhotos(app: Hono, services: Services): void {
  const { db, config } = services;
  const caller = async (cookie: string | undefined) => (cookie ? await findSession(db, cookie, services.now()) : null);

  app.post(parcelPhotoRoutes.upload, async (c) => {
    // Who and from where first, before a byte of the body is read.
    const found = await caller(getCookie(c, sessionCookieName));
    checkCallOrigin(c, config, found?.session ?? null);
    const staff = found?.user;
    if (!staff) throw new ApiFailure(403, 'loginRequired');
    if (staff.role !== 'staff') throw new ApiFailure(404, 'notFound');
    const parcelId = idParam(c.req.param('id'));
    if (parcelId === null) throw new ApiFailure(404, 'parcelNotFound');
    const picture = await normalizeImage(await readCapped(c, fit.maxBytes, () => uploadTooLarge(fit)), fit);
    const url = `/files/parcel-photos/${parcelId}/${randomUUID()}.webp`;
    const file = join(config.dataDir, parcelPhotoFile(url)!);
    let written = false;
    try {
      await db.transaction().execute(async (trx) => {
        const parcel = await trx
          .selectFrom('parcels')
          .select(['id', 'state'])
          .where('id', '=', parcelId)
          // PostgreSQL: two uploads to one parcel wait for each other, so the count below stays true.
          .$if(services.dialect === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!parcel) throw new ApiFailure(404, 'parcelNotFound');
        if (parcel.state !== 'paid') throw new ApiFailure(409, 'parcelStateConflict');
        const { n } = await trx.selectFrom('parcel_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('parcel_id', '=', parcelId).executeTakeFirstOrThrow();
        if (Number(n) >= fit.max) throw new ApiFailure(409, 'parcelPhotoLimit', { max: fit.max });
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, picture.bytes);
        written = true;
        const now = services.now();
        const { id } = await trx
          .insertInto('parcel_photos')
          .values({ parcel_id: parcelId, path: url, content_type: picture.contentType, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { staffId: staff.id, action: 'addPhoto', targetType: 'parcel', targetId: parcelId, before: { photos: Number(n) }, after: { photos: Number(n) + 1, photoId: id } }, now);
      });
    } catch (error) {
      // The row was not committed: the file must not stay behind without it.
      if (written) await unlink(file).catch(() => {});
      throw error;
    }
    return c.json({ code: 200, data: await opsParcelRow(db, parcelId, services.now()) });
  });

  app.get(parcelPhotoRoutes.file, async (c) => {
    const url = new URL(c.req.url).pathname;
    const file = parcelPhotoFile(url);
    const user = (await caller(getCookie(c, sessionCookieName)))?.user;
    const photo =
      file === null || !user
        ? undefined
        : await db
            .selectFrom('parcel_photos')
            .innerJoin('parcels', 'parcels.id', 'parcel_photos.parcel_id')
            .select(['parcel_photos.content_type', 'parcels.user_id'])
            .where('parcel_photos.path', '=', url)
            .executeTakeFirst();
    if (!photo || !user || (user.role !== 'staff' && photo.user_id !== user.id)) throw new ApiFailure(404, 'notFound');
    return servePicture(c, join(config.dataDir, file!), photo.content_type, 'private, max-age=86400');
  });
}
