// Picture uploads (server/uploads): what is kept is a re-encoded, scaled WebP with nothing of the original
// file; a wrong type, a file over the size limit, an image bomb, a damaged file or an empty body is refused
// with a message naming the problem and leaves no row and no file; a private picture is seen by its owner
// and staff only; an upload is claimed once, by its owner, for its purpose; unclaimed ones are swept.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { claimUploads, picturesOf, publishUploads } from '../uploads/store';
import { sweepPendingUploads } from '../uploads/jobs';
import { type TestServer, startTestServer } from './harness';
import { cameraJpeg, expectCleanWebp, imageBomb, jpegClaiming, pngClaiming, pngWithPage } from './pictures';
import type { Shopper } from './shopper';

let server: TestServer;
let owner: Shopper;
let other: Shopper;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.verifiedShopper('upload-owner@example.com');
  other = await server.verifiedShopper('upload-other@example.com');
  staff = await server.staffMember('upload-staff@example.com');
});
afterAll(() => server.close());

interface Answer {
  code: number;
  msg?: string;
  data?: { id: string; url: string; width: number; height: number };
}

async function upload(as: Shopper, body: Uint8Array, purpose = 'workOrder', contentType = 'image/png') {
  const response = await as.fetch(`${server.url}/files/uploads/${purpose}?language=en`, { method: 'POST', headers: { 'Content-Type': contentType }, body: new Blob([new Uint8Array(body)]) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const userId = async (email: string) => (await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const stored = async () => ({
  rows: (await server.services.db.selectFrom('uploads').select('id').execute()).length,
  files: (() => {
    try {
      return readdirSync(join(server.dataDir, 'uploads')).length;
    } catch {
      return 0;
    }
  })(),
});

describe('uploads', () => {
  it('keeps a scaled WebP without the original metadata, seen by its owner and staff only', async () => {
    const photo = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Secret Camera', ImageDescription: 'home' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(owner, photo, 'workOrder', 'image/jpeg');
    expect(answer.status).toBe(200);
    const { url, width, height } = answer.body.data!;
    expect([width, height]).toEqual([constants.uploads.maxSide, constants.uploads.maxSide / 2]);
    const mine = await owner.fetch(`${server.url}${url}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const kept = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(kept.exif).toBeUndefined();
    expect((await staff.fetch(`${server.url}${url}`)).status).toBe(200);
    expect((await other.fetch(`${server.url}${url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
  });

  it('refuses a wrong type, a 20 MB file, an image bomb, a damaged file and an empty body, keeping nothing', async () => {
    const before = await stored();
    const good = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a3' } }).png().toBuffer();
    const huge = Buffer.concat([good, Buffer.alloc(20 * 1024 * 1024)]);
    const bomb = imageBomb(8000, 6000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const cases: [Uint8Array, string, number, string][] = [
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif', 415, 'The picture must be a JPEG, PNG or WebP image.'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png', 415, 'The picture must be a JPEG, PNG or WebP image.'],
      [huge, 'image/png', 413, 'The picture is too large (at most 10 MB).'],
      [bomb, 'image/png', 413, 'The picture has too many pixels (at most 40 megapixels).'],
      [good.subarray(0, 60), 'image/png', 400, 'The picture could not be read: the file is damaged or not a complete image.'],
      [new Uint8Array(), 'image/png', 400, 'Send the picture as the request body.'],
    ];
    for (const [body, type, status, message] of cases) {
      const answer = await upload(owner, body, 'workOrder', type);
      expect([answer.status, answer.body.msg]).toEqual([status, message]);
    }
    expect(await stored()).toEqual(before);
  });

  // Staff pictures (content) go the same way as shoppers' (work orders, hauls): nothing of the sent file
  // is kept, and a header claiming more pixels than allowed is refused on the header alone — the files
  // below hold one row of pixels, so decoding them would only find them damaged.
  for (const [purpose, by] of [['workOrder', 'owner'], ['experience', 'owner'], ['content', 'staff']] as const) {
    it(`keeps a picture for ${purpose} upright and without the camera's metadata or appended bytes; refuses 60000 × 60000`, async () => {
      const as = by === 'staff' ? staff : owner;
      const photo = await upload(as, await cameraJpeg(400, 200), purpose, 'image/jpeg');
      expect([photo.status, photo.body.data?.width, photo.body.data?.height]).toEqual([200, 200, 400]);
      const served = await as.fetch(`${server.url}${photo.body.data!.url}`);
      expect([served.headers.get('content-type'), served.headers.get('x-content-type-options'), served.headers.get('content-disposition')]).toEqual(['image/webp', 'nosniff', 'inline']);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await expectCleanWebp(bytes)).toMatchObject({ width: 200, height: 400 });
      // Shown turned as the camera said: its left (red) half on top.
      const { data } = await sharp(bytes).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      expect([data[0]! > 200 && data[2]! < 60, data[5]! > 200 && data[3]! < 60]).toEqual([true, true]);

      const page = await upload(as, await pngWithPage(), purpose);
      expect(page.status).toBe(200);
      await expectCleanWebp(Buffer.from(await (await as.fetch(`${server.url}${page.body.data!.url}`)).arrayBuffer()));

      const before = await stored();
      for (const claiming of [pngClaiming(60000, 60000), await jpegClaiming(60000, 60000)]) {
        const refused = await upload(as, claiming, purpose);
        expect([refused.status, refused.body.msg]).toEqual([413, 'The picture has too many pixels (at most 40 megapixels).']);
      }
      expect(await stored()).toEqual(before);
    });
  }

  it('takes uploads from signed-in callers only, content pictures from staff only', async () => {
    const good = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#33c' } }).png().toBuffer();
    const before = await stored();
    expect((await upload(server.shopper(), good)).status).toBe(403);
    expect((await upload(owner, good, 'content')).status).toBe(404);
    expect((await upload(owner, good, 'nothing')).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect((await upload(staff, good, 'content')).status).toBe(200);
  });

  it('is claimed once, by its owner, for its purpose; published pictures are everyone’s', async () => {
    const good = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#999' } }).png().toBuffer();
    const first = (await upload(owner, good)).body.data!;
    const second = (await upload(owner, good)).body.data!;
    const ownerId = await userId('upload-owner@example.com');
    const otherId = await userId('upload-other@example.com');
    const { db } = server.services;
    const now = server.services.now();
    const claim = (by: number, ids: string[], purpose: 'workOrder' | 'experience' = 'workOrder') =>
      db.transaction().execute((trx) => claimUploads(trx, { ownerId: by, ids, purpose, attachTo: { kind: 'test', id: 7 }, now }));
    await expect(claim(otherId, [first.id])).rejects.toMatchObject({ status: 400, key: 'uploadNotFound' });
    await expect(claim(ownerId, [first.id], 'experience')).rejects.toMatchObject({ status: 400, key: 'uploadNotFound' });
    await expect(claim(ownerId, [first.id, first.id])).rejects.toMatchObject({ status: 400, key: 'uploadNotFound' });
    // A refused claim rolled back whole: the first id was not taken by the attempt that named it twice.
    expect((await claim(ownerId, [second.id, first.id])).map((p) => p.id)).toEqual([second.id, first.id]);
    await expect(claim(ownerId, [first.id])).rejects.toMatchObject({ status: 400, key: 'uploadNotFound' });
    expect((await picturesOf(db, 'test', [7])).get(7)!.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await fetch(`${server.url}${first.url}`)).status).toBe(404);
    await db.transaction().execute((trx) => publishUploads(trx, { kind: 'test', id: 7 }));
    const open = await fetch(`${server.url}${first.url}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('public');
  });

  it('sweeps unclaimed uploads after the grace period, files included, and keeps claimed ones', async () => {
    const good = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#555' } }).png().toBuffer();
    const left = (await upload(other, good)).body.data!;
    const { db } = server.services;
    const claimed = await db.selectFrom('uploads').select('id').where('attached_at', 'is not', null).execute();
    expect(await sweepPendingUploads(server.services)).toBe(0);
    await server.jobs.runDue(server.services.now() + constants.uploads.pendingHours * 3_600_000 + 60_000);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', left.id).executeTakeFirst()).toBeUndefined();
    expect((await owner.fetch(`${server.url}${left.url}`)).status).toBe(404);
    expect(readdirSync(join(server.dataDir, 'uploads'))).not.toContain(`${left.id}.webp`);
    for (const { id } of claimed) expect(await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });
});
