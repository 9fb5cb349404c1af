// Experience sharing over HTTP: a haul of the shopper's own delivered order (once, with their own uploads),
// hidden from others until staff approve it, approval crediting points once, likes once per shopper, the
// monthly contest once a month, outside shares rejected and resubmitted, and the staff calls refused to
// shoppers. Pictures go through the real upload route.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { type TestServer, startTestServer } from './harness';
import { paidOrder } from './ops-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('haul-staff@example.com');
});
afterAll(() => server.close());

const db = () => server.services.db;
const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const rewards = constants.experience.rewardPoints;

async function shopperNamed(email: string) {
  const shopper = await server.verifiedShopper(email);
  const { id } = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { shopper, id, api: apiOf(shopper) };
}

async function upload(shopper: Shopper, colour = '#c0392b'): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
  const response = await shopper.fetch(`${server.url}/files/uploads/experience`, { method: 'POST', body: new Uint8Array(png), headers: { 'Content-Type': 'image/png' } });
  const body = (await response.json()) as { data: { id: string } };
  expect(response.status).toBe(200);
  return body.data.id;
}

const delivered = (userId: number, title = 'ポケモンカード 25th') => paidOrder(db(), server.services.dialect, userId, { state: 'delivered', title });
const haul = { kind: 'haul', title: 'Cards arrived safely', text: 'Sleeved and boxed, arrived in ten days. 🎉 Great!', rating: 5 } as const;
const points = (userId: number) => balance(db(), accounts.points(userId), 'PT');
const countRows = async () => Number((await db().selectFrom('experiences').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('publishing a haul', () => {
  it('writes a pending haul of a delivered order with two photos, emoji stripped, seen by its author only', async () => {
    const a = await shopperNamed('haul-a@example.com');
    const b = await shopperNamed('haul-b@example.com');
    const order = await delivered(a.id);
    const photoIds = [await upload(a.shopper), await upload(a.shopper, '#2980b9')];
    const made = await a.api.publishExperience({ ...haul, orderId: order.id, photoIds });
    expect(made).toMatchObject({ status: 'pending', mine: true, title: haul.title, orderId: order.id, site: 'mercari', goodsTitle: order.title });
    expect(made.description).toBe('Sleeved and boxed, arrived in ten days.  Great!');
    expect(made.photos.map((p) => p.id)).toEqual(photoIds);

    expect((await a.api.experienceDetail({ id: made.id })).status).toBe('pending');
    expect((await b.shopper.call('Sig.Front.Experience.Detail', { id: made.id })).status).toBe(404);
    expect((await server.shopper().call('Sig.Front.Experience.Detail', { id: made.id })).status).toBe(404);
    expect((await b.api.experienceList({})).items.map((i) => i.id)).not.toContain(made.id);
    expect((await b.shopper.call('Sig.Front.User.Experience.Like', { id: made.id, liked: true })).status).toBe(404);
    // The photos are not public yet: a stranger cannot open them.
    expect((await server.shopper().fetch(`${server.url}${made.photos[0]!.url}`)).status).toBe(404);
    const shareable = await a.api.shareableOrders({});
    expect(shareable.items.find((o) => o.orderId === order.id)?.experienceId).toBe(made.id);
  });

  it("refuses another shopper's order (404), an order not delivered (409) and a second haul of one order (409), writing nothing", async () => {
    const a = await shopperNamed('haul-c@example.com');
    const b = await shopperNamed('haul-d@example.com');
    const theirs = await delivered(b.id);
    const paid = await paidOrder(db(), server.services.dialect, a.id, { state: 'shipped' });
    const before = await countRows();
    const photo = await upload(a.shopper);
    const other = await a.shopper.call('Sig.Front.User.Experience.Publish', { ...haul, orderId: theirs.id, photoIds: [photo] });
    expect(other.status).toBe(404);
    const early = await a.shopper.call('Sig.Front.User.Experience.Publish', { ...haul, orderId: paid.id, photoIds: [photo] });
    expect([early.status, early.body.msg]).toEqual([409, 'You can share a haul once the order has been delivered.']);
    expect(await countRows()).toBe(before);

    const mine = await delivered(a.id);
    await a.api.publishExperience({ ...haul, orderId: mine.id, photoIds: [photo] });
    const twice = await a.shopper.call('Sig.Front.User.Experience.Publish', { ...haul, orderId: mine.id, photoIds: [await upload(a.shopper)] });
    expect(twice.status).toBe(409);
    expect(await countRows()).toBe(before + 1);
  });

  it("refuses someone else's upload, one already used, and bad input with 400, writing nothing", async () => {
    const a = await shopperNamed('haul-e@example.com');
    const b = await shopperNamed('haul-f@example.com');
    const order = await delivered(a.id);
    const before = await countRows();
    const call = (params: object) => a.shopper.call('Sig.Front.User.Experience.Publish', { ...haul, orderId: order.id, ...params });
    expect((await call({ photoIds: [await upload(b.shopper)] })).status).toBe(400);
    const own = await upload(a.shopper);
    expect((await call({ photoIds: [own], title: '🎉🎉🎉' })).body).toMatchObject({ code: 400, field: 'title' });
    expect((await call({ photoIds: [own], text: 'short' })).body).toMatchObject({ code: 400, field: 'text' });
    expect((await call({ photoIds: [] })).body).toMatchObject({ code: 400, field: 'photoIds' });
    const tooMany = Array.from({ length: constants.experience.photosMax + 1 }, (_, i) => `x${i}`);
    expect((await call({ photoIds: tooMany })).body).toMatchObject({ code: 400, field: 'photoIds' });
    expect((await call({ photoIds: [own], rating: undefined })).body).toMatchObject({ code: 400, field: 'rating' });
    expect((await call({ photoIds: [own], orderId: undefined })).body).toMatchObject({ code: 400, field: 'orderId' });
    expect(await countRows()).toBe(before);
    // The refused calls claimed nothing: the upload is still free for the real haul.
    expect((await call({ photoIds: [own] })).status).toBe(200);
  });
});

describe('review, reward and likes', () => {
  it('approves once: photos public, points credited once, a message; a second approval is 409 and credits nothing', async () => {
    const a = await shopperNamed('haul-g@example.com');
    const b = await shopperNamed('haul-h@example.com');
    const order = await delivered(a.id);
    const made = await a.api.publishExperience({ ...haul, orderId: order.id, photoIds: [await upload(a.shopper), await upload(a.shopper)] });
    const start = await points(a.id);

    const queue = await apiOf(staff).opsExperiences({});
    expect(queue.items.map((i) => i.haul.id)).toContain(made.id);
    const approved = await apiOf(staff).opsExperienceReview({ id: made.id, decision: 'approve' });
    expect(approved.haul).toMatchObject({ status: 'approved', pointsAwarded: rewards.haul });
    expect(await points(a.id)).toBe(start + rewards.haul);
    const again = await staff.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'approve' });
    expect(again.status).toBe(409);
    expect((await staff.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'reject', reason: 'late' })).status).toBe(409);
    expect(await points(a.id)).toBe(start + rewards.haul);
    const credits = await db().selectFrom('ledger_transactions').select('id').where('ref_type', '=', 'experience').where('ref_id', '=', made.id).execute();
    expect(credits).toHaveLength(1);
    const audit = await db().selectFrom('audit_log').select('action').where('target_type', '=', 'experience').where('target_id', '=', made.id).execute();
    expect(audit.map((r) => r.action)).toEqual(['experience.approve']);
    const message = await db().selectFrom('messages').select('title').where('user_id', '=', a.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.title).toBe(`Your haul “${haul.title}” is published`);

    expect((await server.shopper().fetch(`${server.url}${approved.haul.photos[0]!.url}`)).status).toBe(200);
    const visitor = apiOf(server.shopper());
    expect((await visitor.experienceDetail({ id: made.id })).photos).toHaveLength(2);
    expect((await visitor.experienceList({ tab: 'new' })).items[0]!.id).toBe(made.id);
    expect((await visitor.experienceList({ site: 'amazon' })).items.map((i) => i.id)).not.toContain(made.id);
    expect((await visitor.experienceUser({ userId: a.id })).hauls.items.map((i) => i.id)).toEqual([made.id]);

    // Likes: once per shopper, whatever is sent twice; unliking takes it back.
    expect(await b.api.likeExperience({ id: made.id, liked: true })).toEqual({ likes: 1, liked: true });
    expect(await b.api.likeExperience({ id: made.id, liked: true })).toEqual({ likes: 1, liked: true });
    expect((await b.api.experienceDetail({ id: made.id })).liked).toBe(true);
    expect(await a.api.likeExperience({ id: made.id, liked: true })).toEqual({ likes: 2, liked: true });
    expect(await b.api.likeExperience({ id: made.id, liked: false })).toEqual({ likes: 1, liked: false });
    expect((await server.shopper().call('Sig.Front.User.Experience.Like', { id: made.id, liked: true })).status).toBe(403);
  });

  it('refuses the staff calls to shoppers as if they did not exist', async () => {
    const a = await shopperNamed('haul-i@example.com');
    const order = await delivered(a.id);
    const made = await a.api.publishExperience({ ...haul, orderId: order.id, photoIds: [await upload(a.shopper)] });
    expect((await a.shopper.call('Sig.Ops.Experiences', {})).status).toBe(404);
    expect((await a.shopper.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'approve' })).status).toBe(404);
    expect((await a.api.experienceDetail({ id: made.id })).status).toBe('pending');
    expect((await staff.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'reject' })).body).toMatchObject({ code: 400, field: 'reason' });
  });
});

describe('outside shares and the monthly contest', () => {
  it('takes an outside post with its screenshot; rejected with a reason, it is edited and sent again', async () => {
    const a = await shopperNamed('haul-j@example.com');
    const b = await shopperNamed('haul-k@example.com');
    expect((await a.shopper.call('Sig.Front.User.Experience.Publish', { kind: 'outer', link: 'javascript:alert(1)', photoIds: [await upload(a.shopper)] })).body).toMatchObject({ code: 400, field: 'link' });
    const made = await a.api.publishExperience({ kind: 'outer', link: 'https://www.instagram.com/p/abc123/', photoIds: [await upload(a.shopper)] });
    expect(made).toMatchObject({ kind: 'outer', status: 'pending', title: 'www.instagram.com', link: 'https://www.instagram.com/p/abc123/' });
    expect((await a.shopper.call('Sig.Front.User.Experience.Resubmit', { id: made.id, link: 'https://x.com/p/1', photoIds: made.photos.map((p) => p.id) })).status).toBe(409);

    await apiOf(staff).opsExperienceReview({ id: made.id, decision: 'reject', reason: 'The post does not show the goods' });
    const mine = await a.api.myExperiences({ kind: 'outer' });
    expect(mine.items[0]).toMatchObject({ id: made.id, status: 'rejected', rejectReason: 'The post does not show the goods', pointsAwarded: 0 });
    expect((await b.shopper.call('Sig.Front.User.Experience.Resubmit', { id: made.id, link: 'https://x.com/p/1', photoIds: [await upload(b.shopper)] })).status).toBe(404);

    const again = await a.api.resubmitExperience({ id: made.id, link: 'https://www.instagram.com/p/abc124/', photoIds: [await upload(a.shopper, '#16a085')] });
    expect(again).toMatchObject({ status: 'pending', rejectReason: null, link: 'https://www.instagram.com/p/abc124/' });
    const start = await points(a.id);
    await apiOf(staff).opsExperienceReview({ id: made.id, decision: 'approve' });
    expect(await points(a.id)).toBe(start + rewards.outer);
  });

  it('takes one contest entry per shopper and month; a winner gets the prize once', async () => {
    const a = await shopperNamed('haul-l@example.com');
    const entry = { kind: 'monthly', title: 'My best haul this month', text: 'Three figures and a camera, all merged into one box.' } as const;
    const made = await a.api.publishExperience({ ...entry, photoIds: [await upload(a.shopper)] });
    expect(made.month).toBe(new Date().toISOString().slice(0, 7));
    const twice = await a.shopper.call('Sig.Front.User.Experience.Publish', { ...entry, photoIds: [await upload(a.shopper)] });
    expect(twice.status).toBe(409);
    expect((await staff.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'winner' })).status).toBe(409);
    const start = await points(a.id);
    await apiOf(staff).opsExperienceReview({ id: made.id, decision: 'approve' });
    await apiOf(staff).opsExperienceReview({ id: made.id, decision: 'winner' });
    expect((await staff.call('Sig.Ops.ExperienceReview', { id: made.id, decision: 'winner' })).status).toBe(409);
    expect(await points(a.id)).toBe(start + rewards.monthly + constants.experience.monthlyWinnerPoints);
    expect((await a.api.experienceDetail({ id: made.id })).winner).toBe(true);
  });
});
