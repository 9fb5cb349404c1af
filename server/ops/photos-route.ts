// Warehouse photos over HTTP, beside the JSON API (whose bodies stop at 64 KB): staff send one picture per
// request as the raw request body to POST /files/orders/<order id>/photos, with the same session, staff
// and cross-site checks as a staff call; the picture is re-encoded as every upload is (normalizeImage) and
// only that is kept; the answer is the call envelope with the order's console view.
// GET /files/order-photos/<order id>/<name> serves a re-encoded photo to the order's own shopper and to
// staff; anyone else gets 404, as for a photo that does not exist, and so does a photo still as sent.
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { constants } from '../../generated/constants';
import { findSession } from '../accounts/sessions';
import type { UserRow } from '../db/types';
import { sessionCookieName } from '../http/cookies';
import { readCapped } from '../http/capped-body';
import { ApiFailure } from '../http/failure';
import { checkCallOrigin } from '../http/origin';
import { stateName } from '../orders/notify';
import type { Services } from '../services';
import { normalizeImage, uploadTooLarge } from '../uploads/images';
import { servePicture } from '../uploads/serve';
import { writeAudit } from './audit';
import { orderDetail, photoStates } from './order-view';
import { photoFile, photoFit, photoRoutes, writePhotoFile } from './photo-files';

const idParam = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

async function caller(c: Context, services: Services): Promise<UserRow | null> {
  const cookie = getCookie(c, sessionCookieName);
  return cookie ? ((await findSession(services.db, cookie, services.now()))?.user ?? null) : null;
}

export function mountOrderPhotos(app: Hono, services: Services): void {
  const { db, config } = services;

  app.post(photoRoutes.upload, async (c) => {
    // Who and from where first, before a byte of the body is read.
    const cookie = getCookie(c, sessionCookieName);
    const found = cookie ? await findSession(db, cookie, services.now()) : null;
    checkCallOrigin(c, config, found?.session ?? null);
    const staff = found?.user;
    if (!staff) throw new ApiFailure(403, 'loginRequired');
    if (staff.role !== 'staff') throw new ApiFailure(404, 'notFound');
    const orderId = idParam(c.req.param('id'));
    if (orderId === null) throw new ApiFailure(404, 'orderNotFound');
    const picture = await normalizeImage(await readCapped(c, photoFit.maxBytes, () => uploadTooLarge(photoFit)), photoFit);
    let file: string | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'state'])
          .where('id', '=', orderId)
          // PostgreSQL: two uploads to one order wait for each other, so the count below stays true.
          .$if(services.dialect === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!order) throw new ApiFailure(404, 'orderNotFound');
        if (!(photoStates as readonly string[]).includes(order.state)) throw new ApiFailure(409, 'orderStateConflict', { state: stateName(order.state) });
        const { n } = await trx.selectFrom('order_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
        if (Number(n) >= constants.orders.photos.max) throw new ApiFailure(409, 'photoLimit', { max: constants.orders.photos.max });
        const written = await writePhotoFile(config.dataDir, orderId, picture);
        file = written.file;
        const now = services.now();
        const { id } = await trx
          .insertInto('order_photos')
          .values({ order_id: orderId, path: written.url, content_type: picture.contentType, file_state: 'reencoded', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { staffId: staff.id, action: 'addPhoto', targetType: 'order', targetId: orderId, before: { photos: Number(n) }, after: { photos: Number(n) + 1, photoId: id } }, now);
      });
    } catch (error) {
      // The row was not committed: the file must not stay behind without it.
      if (file !== null) await unlink(file).catch(() => {});
      throw error;
    }
    return c.json({ code: 200, data: await orderDetail(db, orderId) });
  });

  app.get(photoRoutes.file, async (c) => {
    const url = new URL(c.req.url).pathname;
    const file = photoFile(url);
    const user = await caller(c, services);
    const photo = file === null || !user
      ? undefined
      : await db
          .selectFrom('order_photos')
          .innerJoin('orders', 'orders.id', 'order_photos.order_id')
          .select(['order_photos.content_type', 'order_photos.file_state', 'orders.user_id'])
          .where('order_photos.path', '=', url)
          .executeTakeFirst();
    if (!photo || !user || (user.role !== 'staff' && photo.user_id !== user.id)) throw new ApiFailure(404, 'notFound');
    // A photo kept as it was sent may carry where it was taken and by whom: not served until it is rewritten.
    if (photo.file_state !== 'reencoded') throw new ApiFailure(404, 'notFound');
    return servePicture(c, join(config.dataDir, file!), photo.content_type, 'private, max-age=86400');
  });
}
