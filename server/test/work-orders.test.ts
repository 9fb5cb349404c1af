// Work orders over HTTP: opening a ticket (about one's own order or none) with uploaded pictures, the
// conversation with staff, closing, rating once; another shopper's ticket, order or upload is 404/400 as
// if it did not exist; bad input is 4xx with nothing changed; staff calls are refused to shoppers; the
// picture attacks on the workOrder upload path keep nothing; quiet resolved tickets close by the job.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { closeQuietTickets } from '../work-orders/jobs';
import { type TestServer, startTestServer } from './harness';
import { paidOrder } from './ops-fixtures';
import { imageBomb } from './pictures';
import type { Shopper } from './shopper';

let server: TestServer;
let owner: Shopper;
let other: Shopper;
let staff: Shopper;
let ownerId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.verifiedShopper('ticket-owner@example.com');
  other = await server.verifiedShopper('ticket-other@example.com');
  staff = await server.staffMember('ticket-staff@example.com');
  ownerId = (await db().selectFrom('users').select('id').where('email', '=', 'ticket-owner@example.com').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const db = () => server.services.db;
const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

async function upload(as: Shopper, body: Uint8Array, contentType = 'image/png') {
  const response = await as.fetch(`${server.url}/files/uploads/workOrder?language=en`, { method: 'POST', headers: { 'Content-Type': contentType }, body: new Blob([new Uint8Array(body)]) });
  return { status: response.status, body: (await response.json()) as { code: number; msg?: string; data?: { id: string; url: string } } };
}
const photo = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } }).png().toBuffer();

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['work_orders', 'work_order_messages', 'uploads', 'messages', 'mail_outbox', 'audit_log'] as const) {
    parts.push(JSON.stringify(await db().selectFrom(table).selectAll().execute()));
  }
  return parts.join('\n');
}

const base = { category: 'itemProblem', subject: 'Scratched case', body: 'The case arrived scratched 😢 on the left side.', attachments: [] as string[] };

describe('who may call', () => {
  it('refuses staff calls to shoppers and shows nobody another shopper’s ticket, changing nothing', async () => {
    const ticket = await apiOf(owner).workOrderCreate(base);
    const before = await snapshot();
    for (const [name, params] of [
      ['Sig.Ops.WorkOrders', {}], ['Sig.Ops.WorkOrder', { id: ticket.id }],
      ['Sig.Ops.WorkOrderReply', { id: ticket.id, body: 'x', attachments: [] }], ['Sig.Ops.WorkOrderStatus', { id: ticket.id, status: 'resolved' }],
    ] as const) {
      expect([name, (await owner.call(name, params)).status]).toEqual([name, 404]);
    }
    for (const [name, params] of [
      ['Sig.Front.User.AppWorkOrder.Get', { id: ticket.id }],
      ['Sig.Front.User.AppWorkOrder.Reply', { id: ticket.id, body: 'mine now', attachments: [] }],
      ['Sig.Front.User.AppWorkOrder.Close', { id: ticket.id }],
      ['Sig.Front.User.AppWorkOrder.Evaluate', { id: ticket.id, rating: 1 }],
    ] as const) {
      const answer = await other.call(name, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 404, 'This ticket was not found.']);
    }
    expect((await apiOf(other).workOrderList({})).items).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('opening a ticket', () => {
  it('ties it to the shopper’s order with pictures, strips emoji, and puts it in the staff queue', async () => {
    const order = await paidOrder(db(), server.services.dialect, ownerId);
    const picture = await upload(owner, await photo());
    expect(picture.status).toBe(200);
    const ticket = await apiOf(owner).workOrderCreate({ ...base, orderId: order.id, attachments: [picture.body.data!.id], context: '{"kind":"error","status":500}' });
    expect([ticket.status, ticket.order?.id, ticket.messages.length]).toEqual(['open', order.id, 1]);
    expect(ticket.messages[0]!.body).toBe('The case arrived scratched  on the left side.');
    expect(ticket.messages[0]!.pictures.map((p) => p.id)).toEqual([picture.body.data!.id]);
    const queue = await apiOf(staff).opsWorkOrders({});
    expect(queue.items.map((r) => r.ticket.id)).toContain(ticket.id);
    expect(queue.waiting).toBeGreaterThan(0);
    const seen = await apiOf(staff).opsWorkOrder({ id: ticket.id });
    expect([seen.shopperEmail, seen.ticket.context]).toEqual(['ticket-owner@example.com', '{"kind":"error","status":500}']);
  });

  it('refuses bad input, another shopper’s order and another’s, a missing or a used upload, changing nothing', async () => {
    const theirs = await paidOrder(db(), server.services.dialect, (await db().selectFrom('users').select('id').where('email', '=', 'ticket-other@example.com').executeTakeFirstOrThrow()).id);
    const otherPicture = (await upload(other, await photo())).body.data!.id;
    const mine = (await upload(owner, await photo())).body.data!.id;
    await apiOf(owner).workOrderCreate({ ...base, attachments: [mine] });
    const before = await snapshot();
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ ...base, category: 'gossip' }, 400, 'category'],
      [{ ...base, subject: '   ' }, 400, 'subject'],
      [{ ...base, body: '🎉🎉' }, 400, 'body'],
      [{ ...base, subject: 'x'.repeat(constants.workOrder.subjectMaxLength + 1) }, 400, 'subject'],
      [{ ...base, orderId: theirs.id }, 404, undefined],
      [{ ...base, orderId: 999_999 }, 404, undefined],
      [{ ...base, attachments: [otherPicture] }, 400, undefined],
      [{ ...base, attachments: ['00000000-0000-4000-8000-000000000000'] }, 400, undefined],
      [{ ...base, attachments: [mine] }, 400, undefined],
      [{ ...base, attachments: Array.from({ length: constants.workOrder.maxAttachments + 1 }, (_, i) => `id-${i}`) }, 400, undefined],
    ];
    for (const [params, status, field] of cases) {
      const answer = await owner.call('Sig.Front.User.AppWorkOrder.Create', params);
      expect([JSON.stringify(params).slice(0, 60), answer.status, answer.body.field]).toEqual([JSON.stringify(params).slice(0, 60), status, field]);
      expect(answer.body.msg).toBeTruthy();
    }
    expect(await snapshot()).toBe(before);
  });

  it('keeps nothing of a wrong type, a 20 MB file or an image bomb sent for a ticket', async () => {
    const before = await snapshot();
    const text = await upload(owner, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    const huge = await upload(owner, Buffer.concat([await photo(), Buffer.alloc(20 * 1024 * 1024)]));
    // A valid 1-bit PNG of 30,000 × 30,000 pixels: a few hundred kilobytes that decode into 900 megapixels.
    const bomb = await upload(owner, imageBomb(30_000, 30_000));
    for (const answer of [text, huge, bomb]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.msg).toBeTruthy();
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('the conversation', () => {
  it('goes back and forth with staff, tells the shopper, closes, and is rated once', async () => {
    const ticket = await apiOf(owner).workOrderCreate(base);
    const staffPicture = (await upload(staff, await photo())).body.data!.id;
    const answered = await apiOf(staff).opsWorkOrderReply({ id: ticket.id, body: 'Sorry! Could you send a photo?', attachments: [staffPicture] });
    expect(answered.ticket.status).toBe('awaitingShopper');
    expect(answered.audit.map((a) => a.action)).toEqual(['reply']);
    const told = await db().selectFrom('messages').select(['title']).where('user_id', '=', ownerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(told.title).toBe(`Customer service answered your ticket #${ticket.id}`);
    const mail = await db().selectFrom('mail_outbox').select('subject').where('recipient', '=', 'ticket-owner@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(told.title);
    // The staff picture is visible to the shopper.
    const seen = await apiOf(owner).workOrderGet({ id: ticket.id });
    expect((await owner.fetch(`${server.url}${seen.messages[1]!.pictures[0]!.url}`)).status).toBe(200);

    // Rating before the end is refused.
    expect((await owner.call('Sig.Front.User.AppWorkOrder.Evaluate', { id: ticket.id, rating: 5 })).status).toBe(409);
    const replied = await apiOf(owner).workOrderReply({ id: ticket.id, body: 'Here it is.', attachments: [] });
    expect(replied.status).toBe('awaitingStaff');
    const resolved = await apiOf(staff).opsWorkOrderStatus({ id: ticket.id, status: 'resolved' });
    expect(resolved.ticket.status).toBe('resolved');
    expect((await apiOf(owner).workOrderList({ status: 'resolved' })).items.map((t) => t.id)).toEqual([ticket.id]);

    const rated = await apiOf(owner).workOrderEvaluate({ id: ticket.id, rating: 4, comment: 'Quick answer 👍' });
    expect([rated.rating, rated.ratingComment]).toEqual([4, 'Quick answer']);
    const before = await snapshot();
    const twice = await Promise.all([1, 2].map(() => owner.call('Sig.Front.User.AppWorkOrder.Evaluate', { id: ticket.id, rating: 1 })));
    expect(twice.map((a) => [a.status, a.body.msg])).toEqual([[409, 'You have already rated this ticket.'], [409, 'You have already rated this ticket.']]);
    expect((await owner.call('Sig.Front.User.AppWorkOrder.Evaluate', { id: ticket.id, rating: 6 })).status).toBe(400);
    expect(await snapshot()).toBe(before);

    const closed = await apiOf(owner).workOrderClose({ id: ticket.id });
    expect(closed.status).toBe('closed');
    const after = await snapshot();
    expect((await owner.call('Sig.Front.User.AppWorkOrder.Reply', { id: ticket.id, body: 'again', attachments: [] })).status).toBe(409);
    expect((await staff.call('Sig.Ops.WorkOrderReply', { id: ticket.id, body: 'again', attachments: [] })).status).toBe(409);
    expect(await snapshot()).toBe(after);
  });

  it('closes a resolved ticket nobody answered for the quiet days, and no other', async () => {
    const quiet = await apiOf(owner).workOrderCreate(base);
    const busy = await apiOf(owner).workOrderCreate(base);
    await apiOf(staff).opsWorkOrderReply({ id: quiet.id, body: 'Done.', attachments: [], resolve: true });
    await apiOf(staff).opsWorkOrderReply({ id: busy.id, body: 'Done.', attachments: [], resolve: true });
    const long = constants.workOrder.autoCloseDays * 86_400_000 + 1000;
    await db().updateTable('work_orders').set({ last_message_at: Date.now() - long, resolved_at: Date.now() - long }).where('id', '=', quiet.id).execute();
    expect(await closeQuietTickets(server.services)).toBe(1);
    expect((await apiOf(owner).workOrderGet({ id: quiet.id })).status).toBe('closed');
    expect((await apiOf(owner).workOrderGet({ id: busy.id })).status).toBe('resolved');
    expect(await closeQuietTickets(server.services)).toBe(0);
  });
});
