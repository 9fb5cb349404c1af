// Warehouse photos (server/ops/photos-route.ts): staff send them, the order's shopper and staff see them,
// no one else. What is kept and served is a WebP re-encoded from what was sent — upright, at most
// orders.photos.maxSide, with none of the camera's metadata (location, camera, photographer) and nothing
// appended after the picture — and a picture claiming too many pixels is refused on its header alone.
// Photos kept as sent before that are rewritten by the pass at start (server/ops/photo-reencode.ts): not
// served until then, and one that cannot be read is kept and reported, never deleted.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { t } from '../messages';
import { photoFile, photoUrl } from '../ops/photo-files';
import { reencodeStoredPhotos } from '../ops/photo-reencode';
import { type TestServer, startTestServer } from './harness';
import { captureLog } from './log-capture';
import { shopperWithOrder } from './ops-fixtures';
import { cameraJpeg, cameraSecrets, expectCleanWebp, jpegClaiming, pngClaiming, pngWithPage } from './pictures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('photos-staff@example.com');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).png().toBuffer();
});
afterAll(() => server.close());

function upload(as: Shopper, orderId: number, body: Uint8Array, contentType = 'image/png') {
  return as.fetch(`${server.url}/files/orders/${orderId}/photos?language=en`, { method: 'POST', headers: { 'Content-Type': contentType }, body: new Blob([new Uint8Array(body)]) });
}

async function uploaded(orderId: number, body: Uint8Array, contentType?: string): Promise<{ url: string; contentType: string }> {
  const answer = await upload(staff, orderId, body, contentType);
  expect(answer.status).toBe(200);
  const { photos } = ((await answer.json()) as { data: { photos: { url: string; contentType: string }[] } }).data;
  return photos.at(-1)!;
}

async function served(as: Shopper, url: string) {
  const response = await as.fetch(`${server.url}${url}`);
  const headers = { type: response.headers.get('content-type'), nosniff: response.headers.get('x-content-type-options'), disposition: response.headers.get('content-disposition') };
  return { status: response.status, headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const photoRows = (orderId: number) => server.services.db.selectFrom('order_photos').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const orderDir = (orderId: number) => join(server.dataDir, 'order-photos', String(orderId));
const filesOf = (orderId: number) => (existsSync(orderDir(orderId)) ? readdirSync(orderDir(orderId)).sort() : []);

/** What a refused upload must leave as it was: the order's photo rows and files and its audit trail. */
async function snapshot(orderId: number): Promise<string> {
  const audit = await server.services.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'order').where('target_id', '=', orderId).orderBy('id').execute();
  return JSON.stringify({ photos: await photoRows(orderId), files: filesOf(orderId), audit });
}

describe('warehouse photos', () => {
  it('staff add photos to an arrived order; its shopper and staff see them, no one else', async () => {
    const { shopper, order } = await shopperWithOrder(server, 'photos-1@example.com', { state: 'arrived' });
    const answer = await upload(staff, order.id, png);
    expect(answer.status).toBe(200);
    const detail = ((await answer.json()) as { data: { photos: { url: string; contentType: string }[]; photoSlots: number } }).data;
    expect(detail.photos).toEqual([expect.objectContaining({ contentType: 'image/webp', url: expect.stringMatching(/\.webp$/) })]);
    expect(detail.photoSlots).toBe(constants.orders.photos.max - 1);
    const { url } = detail.photos[0]!;
    for (const viewer of [shopper, staff]) {
      const got = await served(viewer, url);
      expect([got.status, got.headers]).toEqual([200, { type: 'image/webp', nosniff: 'nosniff', disposition: 'inline' }]);
      expect(await expectCleanWebp(got.bytes)).toMatchObject({ width: 40, height: 30 });
    }
    expect((await createApiClient(shopper.transport()).orderDetail({ id: order.id })).photos).toEqual([url]);
    const other = await server.verifiedShopper('photos-other@example.com');
    expect((await served(other, url)).status).toBe(404);
    expect((await served(server.shopper(), url)).status).toBe(404);
    const audit = await server.services.db.selectFrom('audit_log').select('action').where('target_type', '=', 'order').where('target_id', '=', order.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['addPhoto']);
  });

  it("keep a camera's photo upright and at most maxSide, with none of its location, camera or photographer", async () => {
    const { shopper, order } = await shopperWithOrder(server, 'photos-2@example.com', { state: 'arrived' });
    // Stored 3200 × 1600 and turned a quarter by its orientation: shown 1600 × 3200, kept within maxSide.
    const side = constants.orders.photos.maxSide;
    const photo = await uploaded(order.id, await cameraJpeg(3200, 1600), 'image/jpeg');
    expect(photo.contentType).toBe('image/webp');
    const got = await served(shopper, photo.url);
    expect([got.status, got.headers.type]).toEqual([200, 'image/webp']);
    expect(await expectCleanWebp(got.bytes)).toMatchObject({ width: side / 2, height: side });
    const { data } = await sharp(got.bytes).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    // The camera's left (red) half is on top, as the camera meant it to be seen.
    expect([data[0]! > 200 && data[2]! < 60, data[5]! > 200 && data[3]! < 60]).toEqual([true, true]);
    // Nothing of the sent file is on disk either.
    const [file] = filesOf(order.id);
    const kept = readFileSync(join(orderDir(order.id), file!));
    expect(kept.equals(got.bytes)).toBe(true);
    for (const secret of cameraSecrets) expect(kept.includes(secret)).toBe(false);
  });

  it('keep nothing of what is appended after a PNG', async () => {
    const { shopper, order } = await shopperWithOrder(server, 'photos-3@example.com', { state: 'arrived' });
    const photo = await uploaded(order.id, await pngWithPage());
    const got = await served(shopper, photo.url);
    expect([got.status, got.headers]).toEqual([200, { type: 'image/webp', nosniff: 'nosniff', disposition: 'inline' }]);
    expect(await expectCleanWebp(got.bytes)).toMatchObject({ width: 40, height: 30 });
  });

  it('refuse a wrong type, a picture too large, too many pixels, a damaged one, a wrong state, shoppers, visitors and other sites', async () => {
    const { shopper, order } = await shopperWithOrder(server, 'photos-4@example.com', { state: 'arrived' });
    const { order: notArrived } = await shopperWithOrder(server, 'photos-5@example.com', { state: 'purchased' });
    const before = await snapshot(order.id);
    const wrongType = 'The picture must be a JPEG, PNG or WebP image.';
    const tooManyPixels = `The picture has too many pixels (at most ${constants.uploads.maxMegapixels} megapixels).`;
    const refusals: [Response, number, string][] = [
      [await upload(staff, order.id, Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png'), 415, wrongType],
      [await upload(staff, order.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), 415, wrongType],
      [await upload(staff, order.id, Buffer.concat([png, Buffer.alloc(constants.orders.photos.maxBytes)])), 413, 'The picture is too large (at most 5 MB).'],
      // These hold one row of pixels: decoding them would find them damaged, so a 413 says only the header was read.
      [await upload(staff, order.id, pngClaiming(60000, 60000)), 413, tooManyPixels],
      [await upload(staff, order.id, await jpegClaiming(60000, 60000), 'image/jpeg'), 413, tooManyPixels],
      [await upload(staff, order.id, png.subarray(0, 60)), 400, 'The picture could not be read: the file is damaged or not a complete image.'],
      [await upload(staff, order.id, new Uint8Array()), 400, 'Send the picture as the request body.'],
      [await upload(staff, notArrived.id, png), 409, t('en', 'orderStateConflict', { state: t('en', 'orderState_purchased') })],
      [await upload(staff, 999_999, png), 404, 'This order was not found.'],
      [await upload(shopper, order.id, png), 404, 'Not found.'],
      [await upload(server.shopper(), order.id, png), 403, 'Please log in first.'],
    ];
    for (const [response, status, msg] of refusals) {
      expect([response.status, ((await response.json()) as { msg: string }).msg]).toEqual([status, msg]);
    }
    staff.extraHeaders = { Origin: 'https://evil.example' };
    try {
      expect((await upload(staff, order.id, png)).status).toBe(403);
    } finally {
      staff.extraHeaders = {};
    }
    expect(await snapshot(order.id)).toBe(before);
    expect(filesOf(notArrived.id)).toEqual([]);

    for (let i = 0; i < constants.orders.photos.max; i++) expect((await upload(staff, order.id, png)).status).toBe(200);
    const oneTooMany = await upload(staff, order.id, png);
    expect([oneTooMany.status, ((await oneTooMany.json()) as { msg: string }).msg]).toEqual([409, `This order already has ${constants.orders.photos.max} photos.`]);
    expect(await photoRows(order.id)).toHaveLength(constants.orders.photos.max);
    expect(filesOf(order.id)).toHaveLength(constants.orders.photos.max);
  });
});

describe('photos kept as sent, from before photos were re-encoded', () => {
  /** A photo as the upload route used to keep it: the bytes as sent, under the name it gave them. */
  async function keptAsSent(orderId: number, extension: 'jpg' | 'png', bytes: Buffer | null) {
    const url = photoUrl(orderId, `${randomUUID()}.${extension}`);
    const file = join(server.dataDir, photoFile(url)!);
    mkdirSync(dirname(file), { recursive: true });
    if (bytes) writeFileSync(file, bytes);
    const row = await server.services.db
      .insertInto('order_photos')
      .values({ order_id: orderId, path: url, content_type: extension === 'jpg' ? 'image/jpeg' : 'image/png', file_state: 'asUploaded', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, url, file };
  }

  it('are not served until the pass at start rewrites them; then served clean, an unreadable one kept and reported', async () => {
    const { shopper, order } = await shopperWithOrder(server, 'photos-6@example.com', { state: 'delivered' });
    const camera = await keptAsSent(order.id, 'jpg', await cameraJpeg(800, 400));
    const notAPicture = Buffer.from('<html><body>not a picture</body></html>');
    const broken = await keptAsSent(order.id, 'png', notAPicture);
    const missing = await keptAsSent(order.id, 'jpg', null);
    for (const viewer of [shopper, staff]) for (const photo of [camera, broken, missing]) expect((await served(viewer, photo.url)).status).toBe(404);
    const shopperApi = createApiClient(shopper.transport());
    expect((await shopperApi.orderDetail({ id: order.id })).photos).toEqual([]);

    const { log, lines } = captureLog('warn');
    expect(await reencodeStoredPhotos({ ...server.services, log })).toEqual({ reencoded: 1, unreadable: 2, skipped: 0 });

    const rows = await photoRows(order.id);
    expect(rows.map((r) => [r.id, r.content_type, r.file_state])).toEqual([
      [camera.id, 'image/webp', 'reencoded'],
      [broken.id, 'image/png', 'unreadable'],
      [missing.id, 'image/jpeg', 'unreadable'],
    ]);
    const rewritten = rows[0]!.path;
    expect(rewritten).toMatch(new RegExp(`^/files/order-photos/${order.id}/[0-9a-f-]{36}\\.webp$`));
    // The file as sent is gone; the unreadable one stays as it was, for an operator to look at.
    expect(existsSync(camera.file)).toBe(false);
    expect(readFileSync(broken.file).equals(notAPicture)).toBe(true);
    expect(filesOf(order.id)).toEqual([rewritten.split('/').pop(), broken.file.split('/').pop()].sort());
    expect(lines.map((l) => [l.photoId, l.problem])).toEqual([[broken.id, 'uploadType'], [missing.id, 'file missing']]);

    for (const viewer of [shopper, staff]) {
      const got = await served(viewer, rewritten);
      expect([got.status, got.headers]).toEqual([200, { type: 'image/webp', nosniff: 'nosniff', disposition: 'inline' }]);
      expect(await expectCleanWebp(got.bytes)).toMatchObject({ width: 400, height: 800 });
      for (const photo of [camera, broken]) expect((await served(viewer, photo.url)).status).toBe(404);
    }
    expect((await served(await server.verifiedShopper('photos-7@example.com'), rewritten)).status).toBe(404);
    expect((await shopperApi.orderDetail({ id: order.id })).photos).toEqual([rewritten]);

    // Once is enough: a second pass (the next start) finds nothing to do and changes nothing.
    const files = filesOf(order.id);
    expect(await reencodeStoredPhotos({ ...server.services, log })).toEqual({ reencoded: 0, unreadable: 0, skipped: 0 });
    expect(await photoRows(order.id)).toEqual(rows);
    expect(filesOf(order.id)).toEqual(files);
    expect(lines).toHaveLength(2);
  });
});
