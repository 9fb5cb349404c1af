// Packing photos (server/parcels/photos-route.ts): staff photograph a paid parcel before it ships, at most
// constants.warehouse.parcelPhotos.max, images only (re-encoded as WebP); the parcel's shopper sees them on
// their parcel and may open them, staff too, no one else; a refused upload changes nothing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { type TestServer, startTestServer } from './harness';
import { apiOf, paymentKey, shopperWithArrived } from './parcel-fixtures';
import { expectCleanWebp, pngWithPage } from './pictures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('parcel-photos-staff@example.com');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } }).png().toBuffer();
});
afterAll(() => server.close());
const db = () => server.services.db;
const { max } = constants.warehouse.parcelPhotos;

async function paidParcel(email: string) {
  const s = await shopperWithArrived(server, staff, email, [{ weightGrams: 500, lengthCm: 20, widthCm: 15, heightCm: 10 }], 100_000);
  const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
  await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
  await s.api.parcelPay({ id: parcel.id, idempotencyKey: paymentKey() });
  return { ...s, parcelId: parcel.id };
}

function upload(as: Shopper, parcelId: number, body: Uint8Array, contentType = 'image/png') {
  return as.fetch(`${server.url}/files/parcels/${parcelId}/photos?language=en`, { method: 'POST', headers: { 'Content-Type': contentType }, body: new Blob([new Uint8Array(body)]) });
}

const served = async (as: Shopper, url: string) => {
  const response = await as.fetch(`${server.url}${url}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
};

const dirOf = (parcelId: number) => join(server.dataDir, 'parcel-photos', String(parcelId));
const filesOf = (parcelId: number) => (existsSync(dirOf(parcelId)) ? readdirSync(dirOf(parcelId)).sort() : []);
async function snapshot(parcelId: number): Promise<string> {
  const photos = await db().selectFrom('parcel_photos').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute();
  const audit = await db().selectFrom('audit_log').selectAll().where('target_type', '=', 'parcel').where('target_id', '=', parcelId).execute();
  return JSON.stringify({ photos, audit, files: filesOf(parcelId) });
}

describe('packing photos', () => {
  it('staff attach photos of a paid parcel; its shopper sees them on the parcel and opens them, another shopper cannot', async () => {
    const s = await paidParcel('parcel-photos-1@example.com');
    const answer = await upload(staff, s.parcelId, await pngWithPage());
    expect(answer.status).toBe(200);
    const row = ((await answer.json()) as { data: { parcel: { photos: { url: string }[] } } }).data;
    expect(row.parcel.photos).toEqual([expect.objectContaining({ url: expect.stringMatching(new RegExp(`^/files/parcel-photos/${s.parcelId}/[0-9a-f-]{36}\\.webp$`)) })]);
    const { url } = row.parcel.photos[0]!;
    expect((await s.api.parcelGet({ id: s.parcelId })).photos.map((p) => p.url)).toEqual([url]);
    expect((await s.api.parcelOverview()).underway[0]!.photos.map((p) => p.url)).toEqual([url]);
    expect((await apiOf(staff).opsParcels({ queue: 'toShip' })).items.find((i) => i.parcel.id === s.parcelId)!.parcel.photos.map((p) => p.url)).toEqual([url]);
    for (const viewer of [s.shopper, staff]) {
      const got = await served(viewer, url);
      expect([got.status, got.type]).toEqual([200, 'image/webp']);
      // Re-encoded: nothing appended after the PNG survives.
      expect(await expectCleanWebp(got.bytes)).toMatchObject({ width: 40, height: 30 });
    }
    const other = await server.verifiedShopper('parcel-photos-other@example.com');
    expect((await served(other, url)).status).toBe(404);
    expect((await served(server.shopper(), url)).status).toBe(404);
    const audit = await db().selectFrom('audit_log').select('action').where('target_type', '=', 'parcel').where('target_id', '=', s.parcelId).execute();
    expect(audit.map((a) => a.action)).toEqual(['addPhoto']);
  });

  it(`takes at most ${max} photos, images only, from staff only, while the parcel waits to ship`, async () => {
    const s = await paidParcel('parcel-photos-2@example.com');
    for (let i = 0; i < max; i++) expect((await upload(staff, s.parcelId, png)).status).toBe(200);
    const full = await snapshot(s.parcelId);
    const refusals: [Response, number, string][] = [
      [await upload(staff, s.parcelId, png), 409, `This parcel already has ${max} photos.`],
      [await upload(staff, s.parcelId, Buffer.from('GIF89a\x01\x00\x01\x00')), 415, 'The picture must be a JPEG, PNG or WebP image.'],
      [await upload(staff, s.parcelId, Buffer.concat([png, Buffer.alloc(constants.warehouse.parcelPhotos.maxBytes)])), 413, 'The picture is too large (at most 5 MB).'],
      [await upload(s.shopper, s.parcelId, png), 404, 'Not found.'],
      [await upload(server.shopper(), s.parcelId, png), 403, 'Please log in first.'],
    ];
    for (const [response, status, msg] of refusals) expect([response.status, ((await response.json()) as { msg: string }).msg]).toEqual([status, msg]);
    expect(await snapshot(s.parcelId)).toBe(full);
    expect((await s.api.parcelGet({ id: s.parcelId })).photos).toHaveLength(max);

    const shipped = await paidParcel('parcel-photos-3@example.com');
    await apiOf(staff).opsParcelShip({ id: shipped.parcelId, carrier: 'japanPost', trackingNo: 'EJ1' });
    const before = await snapshot(shipped.parcelId);
    const late = await upload(staff, shipped.parcelId, png);
    expect([late.status, ((await late.json()) as { msg: string }).msg]).toEqual([409, 'This parcel has moved on, so that can no longer be done.']);
    expect((await upload(staff, 999_999, png)).status).toBe(404);
    expect(await snapshot(shipped.parcelId)).toBe(before);
  });
});
