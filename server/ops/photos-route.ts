// Warehouse photos over HTTP, beside the JSON API (whose bodies stop at 64 KB): staff send one picture per
// request as the raw request body to POST /files/orders/<order id>/photos, with the same session, staff
// and cross-site checks as a staff call; the answer is the call envelope with the order's console view.
// GET /files/order-photos/<order id>/<name> serves a photo to the order's own shopper and to staff; anyone else
// gets 404, as for a photo that does not exist.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
import { writeAudit } from './audit';
import { orderDetail, photoStates } from './order-view';
import { photoExtension, photoFile, photoRoutes, photoUrl, sniffPhotoType } from './photo-files';

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
    const max = constants.orders.photos.maxBytes;
    const bytes = await readCapped(c, max, () => new ApiFailure(413, 'photoTooLarge', { mb: Math.floor(max / 1024 / 1024) }));
    if (bytes.length === 0) throw new ApiFailure(400, 'photoMissing');
    const type = sniffPhotoType(bytes);
    if (!type) throw new ApiFailure(415, 'photoType');
    const url = photoUrl(orderId, `${randomUUID()}.${photoExtension(type)}`);
    const file = join(config.dataDir, photoFile(url)!);
    let written = false;
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
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, bytes);
        written = true;
        const now = services.now();
        const { id } = await trx
          .insertInto('order_photos')
          .values({ order_id: orderId, path: url, content_type: type, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { staffId: staff.id, action: 'addPhoto', targetType: 'order', targetId: orderId, before: { photos: Number(n) }, after: { photos: Number(n) + 1, photoId: id } }, now);
      });
    } catch (error) {
      // The row was not committed: the file must not stay behind without it.
      if (written) await unlink(file).catch(() => {});
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
          .select(['order_photos.content_type', 'orders.user_id'])
          .where('order_photos.path', '=', url)
          .executeTakeFirst();
    if (!photo || !user || (user.role !== 'staff' && photo.user_id !== user.id)) throw new ApiFailure(404, 'notFound');
    const body = await readFile(join(config.dataDir, file!));
    return c.body(body, 200, { 'Content-Type': photo.content_type, 'Cache-Control': 'private, max-age=86400', 'Content-Disposition': 'inline' });
  });
}
