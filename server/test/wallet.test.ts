// The wallet over real HTTP, with the local test gateway mounted on the same server: recharges by card
// token (success, declines, 3-D Secure), idempotent creates, signed and repeated webhooks, balances and
// history from the ledger, coupons and points — each shopper seeing only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance, post } from '../money/ledger';
import { sign, signatureHeader } from '../payments/signature';
import { cardToken, testCardNumbers, tokenFor as tokenOf } from './card-tokens';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cards = testCardNumbers;
const day = 86_400_000;
const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const db = () => server.services.db;
const webhooksDone = () => server.services.payments.testWebhooks!.idle();
let keys = 0;
const newKey = () => `attempt-${Date.now().toString(36)}-${++keys}-abcdefgh`;

const tokenFor = (number: string, options?: Parameters<typeof tokenOf>[2]) => tokenOf(server, number, options);

async function recharge(shopper: Shopper, amountYen: number, card: string, idempotencyKey = newKey()) {
  const token = (await tokenFor(card)).body.id!;
  return apiOf(shopper).createRecharge({ amountYen, token, idempotencyKey, returnUrl: '/personal/recharge?x=1' });
}

async function userIdOf(email: string) {
  return (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function rechargeTxns(rechargeId: number) {
  return db().selectFrom('ledger_transactions').selectAll().where('ref_type', '=', 'recharge').where('ref_id', '=', rechargeId).execute();
}

/** A gateway event for a payment, signed as the gateway signs it (or with another secret). */
function signedEvent(event: object, secret = server.services.config.payments.webhookSecret, at = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  return { body, headers: { 'Content-Type': 'application/json', [signatureHeader]: sign(secret, body, at) } };
}

async function postWebhook(body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}/webhooks/payments`, { method: 'POST', headers, body });
  return response.status;
}

describe('payment config', () => {
  it('gives the test key, the token address on the test gateway and the test cards, logged out too', async () => {
    const config = await createApiClient(server.shopper().transport()).paymentConfig();
    expect(config).toMatchObject({ publicKey: 'pk_test_local', tokenUrl: '/test-gateway/v1/tokens', mode: 'test' });
    expect(config.testCards.map((c) => c.number)).toEqual(Object.values(cards).map((n) => n.replace(/ /g, '')));
  });
});

describe('the test gateway’s token endpoint', () => {
  it('refuses bad card data, a wrong public key and non-test cards', async () => {
    expect((await tokenFor('4242 4242 4242 4241')).body.error?.code).toBe('invalid_number');
    expect((await tokenFor(cards.ok, { month: 13 })).body.error?.code).toBe('invalid_expiry');
    expect((await tokenFor(cards.ok, { year: 2020 })).body.error?.code).toBe('invalid_expiry');
    expect((await tokenFor(cards.ok, { cvc: '12' })).body.error?.code).toBe('invalid_cvc');
    expect((await tokenFor('5555 5555 5555 4444')).body.error?.code).toBe('live_card_in_test_mode');
    const wrongKey = await fetch(`${server.url}/test-gateway/v1/tokens`, { method: 'POST', headers: { Authorization: 'Bearer pk_test_other' }, body: '{}' });
    expect(wrongKey.status).toBe(401);
  });
});

describe('recharge', () => {
  it('credits the wallet once for a card that succeeds, though the webhook arrives twice', async () => {
    const shopper = await server.verifiedShopper('w-ok@example.com');
    const answer = await recharge(shopper, 5000, cards.ok);
    expect(answer.recharge).toMatchObject({ amountYen: 5000, status: 'succeeded', declineCode: null });
    expect(answer.balanceYen).toBe(5000);
    await webhooksDone();
    expect(await rechargeTxns(answer.recharge.id)).toHaveLength(1);
    const row = await db().selectFrom('recharges').selectAll().where('id', '=', answer.recharge.id).executeTakeFirstOrThrow();
    expect(row.provider_ref).toMatch(/^pay_/);
    expect(await db().selectFrom('gateway_events').select('type').execute()).toContainEqual({ type: 'payment.succeeded' });
    const api = apiOf(shopper);
    expect(await api.walletSummary()).toEqual({ balanceYen: 5000, points: 0, heldYen: 0, couponCount: 1 });
    expect((await api.getRecharge({ id: answer.recharge.id })).recharge.status).toBe('succeeded');
    const history = await api.walletHistory({});
    expect(history.items.map((m) => [m.kind, m.amountYen, m.refType, m.refId])).toEqual([['recharge', 5000, 'recharge', answer.recharge.id]]);
    expect((await api.recharges({})).items.map((r) => r.id)).toEqual([answer.recharge.id]);
  });

  it('answers a repeated create with the same recharge, charged and credited once', async () => {
    const shopper = await server.verifiedShopper('w-idem@example.com');
    const key = newKey();
    const token = (await tokenFor(cards.ok)).body.id!;
    const params = { amountYen: 3000, token, idempotencyKey: key, returnUrl: '/personal/recharge' };
    const api = apiOf(shopper);
    const [first, second] = await Promise.all([api.createRecharge(params), api.createRecharge(params)]);
    const third = await api.createRecharge(params);
    expect(new Set([first.recharge.id, second.recharge.id, third.recharge.id]).size).toBe(1);
    expect(third).toMatchObject({ recharge: { status: 'succeeded' }, balanceYen: 3000 });
    await webhooksDone();
    expect(await rechargeTxns(first.recharge.id)).toHaveLength(1);
    expect((await api.walletSummary()).balanceYen).toBe(3000);

    const before = await fingerprint(db());
    const otherAmount = await shopper.call('Sig.Front.User.AppRecharge.Create', { ...params, amountYen: 4000 });
    expect([otherAmount.status, otherAmount.body.msg]).toEqual([409, 'This payment attempt was already made with another amount. Please start a new one.']);
    expect(await fingerprint(db())).toBe(before);
  });

  it.each([
    ['declined', cards.declined, 'card_declined'],
    ['insufficient funds', cards.noFunds, 'insufficient_funds'],
  ])('credits nothing for a %s card and says why', async (_, card, code) => {
    const shopper = await server.verifiedShopper(`w-${code}@example.com`);
    const answer = await recharge(shopper, 2000, card);
    expect(answer).toMatchObject({ recharge: { status: 'failed', declineCode: code, actionUrl: null }, balanceYen: 0 });
    await webhooksDone();
    expect(await rechargeTxns(answer.recharge.id)).toEqual([]);
    expect((await apiOf(shopper).getRecharge({ id: answer.recharge.id })).recharge.status).toBe('failed');
  });

  it('declines a token used twice', async () => {
    const shopper = await server.verifiedShopper('w-reuse@example.com');
    const token = (await tokenFor(cards.ok)).body.id!;
    const api = apiOf(shopper);
    const returnUrl = '/personal/recharge';
    await api.createRecharge({ amountYen: 1000, token, idempotencyKey: newKey(), returnUrl });
    const again = await api.createRecharge({ amountYen: 1000, token, idempotencyKey: newKey(), returnUrl });
    expect(again).toMatchObject({ recharge: { status: 'failed', declineCode: 'invalid_token' }, balanceYen: 1000 });
  });

  it('charges a saved card again and again, only its owner’s, and not once it has expired', async () => {
    const shopper = await server.verifiedShopper('w-saved@example.com');
    const api = apiOf(shopper);
    const saved = { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, holderName: 'Ann Lee' };
    const [card] = (await api.cardAdd({ ...saved, token: await cardToken(server) })).items;
    const returnUrl = '/personal/recharge';
    const first = await api.createRecharge({ amountYen: 3000, cardId: card!.id, idempotencyKey: newKey(), returnUrl });
    const second = await api.createRecharge({ amountYen: 2000, cardId: card!.id, idempotencyKey: newKey(), returnUrl });
    expect([first.recharge.status, second.recharge.status]).toEqual(['succeeded', 'succeeded']);
    expect(second.balanceYen).toBe(5000);

    // A saved card that the bank declines says why, as a new card does.
    const [declining] = (await api.cardAdd({ ...saved, last4: '0002', token: await cardToken(server, cards.declined) })).items.filter((c) => c.last4 === '0002');
    const declined = await api.createRecharge({ amountYen: 2000, cardId: declining!.id, idempotencyKey: newKey(), returnUrl });
    expect(declined).toMatchObject({ recharge: { status: 'failed', declineCode: 'card_declined' }, balanceYen: 5000 });

    await webhooksDone();
    const other = await server.verifiedShopper('w-saved-other@example.com');
    const before = await fingerprint(db());
    const both = await shopper.call('Sig.Front.User.AppRecharge.Create', { amountYen: 2000, cardId: card!.id, token: await cardToken(server), idempotencyKey: newKey(), returnUrl });
    expect([both.status, both.body.msg]).toEqual([400, 'Pay with either a new card or one of your saved cards.']);
    const neither = await shopper.call('Sig.Front.User.AppRecharge.Create', { amountYen: 2000, idempotencyKey: newKey(), returnUrl });
    expect([neither.status, neither.body.field]).toEqual([400, 'token']);
    const notTheirs = await other.call('Sig.Front.User.AppRecharge.Create', { amountYen: 2000, cardId: card!.id, idempotencyKey: newKey(), returnUrl });
    expect([notTheirs.status, notTheirs.body.msg]).toEqual([404, 'This card was not found.']);
    expect(await fingerprint(db())).toBe(before);

    await db().updateTable('saved_cards').set({ exp_year: 2020 }).where('id', '=', card!.id).execute();
    const expired = await shopper.call('Sig.Front.User.AppRecharge.Create', { amountYen: 2000, cardId: card!.id, idempotencyKey: newKey(), returnUrl });
    expect([expired.status, expired.body.msg]).toEqual([409, 'This card has expired.']);
    await webhooksDone();
    expect((await api.walletSummary()).balanceYen).toBe(5000);
  });

  it('waits for the 3-D Secure step, and credits once after the challenge is completed', async () => {
    const shopper = await server.verifiedShopper('w-3ds@example.com');
    const api = apiOf(shopper);
    const answer = await recharge(shopper, 10_000, cards.threeDS);
    expect(answer).toMatchObject({ recharge: { status: 'requiresAction' }, balanceYen: 0 });
    const actionUrl = answer.recharge.actionUrl!;
    expect(actionUrl).toMatch(/\/test-gateway\/3ds\/pay_/);
    // Not final yet: asking again changes nothing.
    expect((await api.getRecharge({ id: answer.recharge.id })).recharge.status).toBe('requiresAction');

    const page = await fetch(actionUrl);
    const html = await page.text();
    expect(html).toContain('Complete');
    const action = /action="([^"]+\/complete)"/.exec(html)![1]!;
    const done = await fetch(new URL(action, server.url), { method: 'POST', redirect: 'manual' });
    expect([done.status, done.headers.get('location')]).toEqual([303, `${server.services.config.publicUrl}/personal/recharge?x=1&recharge=${answer.recharge.id}`]);

    const after = await api.getRecharge({ id: answer.recharge.id });
    expect(after).toMatchObject({ recharge: { status: 'succeeded', actionUrl: null }, balanceYen: 10_000 });
    await webhooksDone();
    // Answering the challenge again is a no-op at the gateway, and we never credit twice.
    await fetch(new URL(action, server.url), { method: 'POST', redirect: 'manual' });
    await webhooksDone();
    expect(await rechargeTxns(answer.recharge.id)).toHaveLength(1);
    expect((await api.walletSummary()).balanceYen).toBe(10_000);
  });

  it('fails the recharge when the 3-D Secure challenge fails', async () => {
    const shopper = await server.verifiedShopper('w-3ds-fail@example.com');
    const answer = await recharge(shopper, 1000, cards.threeDS);
    const html = await (await fetch(answer.recharge.actionUrl!)).text();
    const action = /action="([^"]+\/fail)"/.exec(html)![1]!;
    await fetch(new URL(action, server.url), { method: 'POST', redirect: 'manual' });
    await webhooksDone();
    expect((await apiOf(shopper).getRecharge({ id: answer.recharge.id })).recharge).toMatchObject({ status: 'failed', declineCode: 'authentication_failed' });
    expect(await rechargeTxns(answer.recharge.id)).toEqual([]);
  });

  it('refuses amounts outside the limits, bad keys and return addresses, changing nothing', async () => {
    const shopper = await server.verifiedShopper('w-bad@example.com');
    const token = (await tokenFor(cards.ok)).body.id!;
    const good = { amountYen: 5000, token, idempotencyKey: newKey(), returnUrl: '/personal/recharge' };
    const { minRechargeYen, maxRechargeYen } = constants.wallet;
    const before = await fingerprint(db());
    for (const [params, field] of [
      [{ ...good, amountYen: minRechargeYen - 1 }, 'amountYen'],
      [{ ...good, amountYen: maxRechargeYen + 1 }, 'amountYen'],
      [{ ...good, amountYen: 10.5 }, 'amountYen'],
      [{ ...good, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ ...good, idempotencyKey: 'has spaces in it, sixteen+' }, 'idempotencyKey'],
      [{ ...good, returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
      [{ ...good, token: '' }, 'token'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppRecharge.Create', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    const range = await shopper.call('Sig.Front.User.AppRecharge.Create', { ...good, amountYen: 1 });
    expect(range.body.msg).toBe(`The amount must be between ${minRechargeYen} and ${maxRechargeYen} yen.`);
    expect(await fingerprint(db())).toBe(before);
  });
});

describe('webhooks', () => {
  async function pendingThreeDS(email: string) {
    const shopper = await server.verifiedShopper(email);
    const answer = await recharge(shopper, 7000, cards.threeDS);
    const row = await db().selectFrom('recharges').selectAll().where('id', '=', answer.recharge.id).executeTakeFirstOrThrow();
    const event = (id: string, type = 'payment.succeeded') => ({
      id, type, created: Math.floor(Date.now() / 1000),
      data: { object: { id: row.provider_ref, status: type === 'payment.succeeded' ? 'succeeded' : 'declined', amount: 7000, currency: 'jpy', metadata: { rechargeId: String(row.id) } } },
    });
    return { shopper, row, event };
  }

  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const { row, event } = await pendingThreeDS('w-hook-bad@example.com');
    const good = signedEvent(event('evt_bad_sig'));
    const before = await fingerprint(db());
    expect(await postWebhook(good.body, signedEvent(event('evt_bad_sig'), 'whsec_wrong').headers)).toBe(400);
    expect(await postWebhook(good.body, { 'Content-Type': 'application/json' })).toBe(400);
    expect(await postWebhook(good.body, signedEvent(event('evt_bad_sig'), undefined, Math.floor(Date.now() / 1000) - 3600).headers)).toBe(400);
    // A body changed after signing.
    expect(await postWebhook(good.body.replace('7000', '70000'), good.headers)).toBe(400);
    expect(await fingerprint(db())).toBe(before);
    expect((await db().selectFrom('recharges').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('requiresAction');
  });

  it('credits once for a repeated event, and once for two events of one payment', async () => {
    const { shopper, row, event } = await pendingThreeDS('w-hook-dup@example.com');
    const first = signedEvent(event('evt_dup_1'));
    expect(await postWebhook(first.body, first.headers)).toBe(200);
    expect(await postWebhook(first.body, first.headers)).toBe(200);
    const second = signedEvent(event('evt_dup_2'));
    expect(await postWebhook(second.body, second.headers)).toBe(200);
    expect(await rechargeTxns(row.id)).toHaveLength(1);
    expect(await db().selectFrom('gateway_events').select('id').where('id', 'in', ['evt_dup_1', 'evt_dup_2']).execute()).toHaveLength(2);
    expect(await apiOf(shopper).walletSummary()).toMatchObject({ balanceYen: 7000 });
    // A failure arriving after the success changes nothing.
    const late = signedEvent(event('evt_dup_3', 'payment.failed'));
    expect(await postWebhook(late.body, late.headers)).toBe(200);
    expect((await apiOf(shopper).getRecharge({ id: row.id })).recharge.status).toBe('succeeded');
  });

  it('ignores an event for another amount than the recharge', async () => {
    const { row, event } = await pendingThreeDS('w-hook-amount@example.com');
    const wrong = event('evt_amount');
    wrong.data.object.amount = 70_000;
    const signed = signedEvent(wrong);
    expect(await postWebhook(signed.body, signed.headers)).toBe(200);
    expect(await rechargeTxns(row.id)).toEqual([]);
  });
});

describe('wallet summary and history', () => {
  it('filters by kind and pages, newest first, with each movement’s amount for the shopper', async () => {
    const shopper = await server.verifiedShopper('w-history@example.com');
    const userId = await userIdOf('w-history@example.com');
    await recharge(shopper, 20_000, cards.ok);
    const { dialect } = server.services;
    await db().transaction().execute(async (tx) => {
      await post(tx, dialect, { kind: 'payment', userId, refType: 'order', refId: 41 }, [{ account: accounts.wallet(userId), amount: -6000 }, { account: accounts.order(41), amount: 6000 }], Date.now());
      await post(tx, dialect, { kind: 'refund', userId, refType: 'order', refId: 41 }, [{ account: accounts.order(41), amount: -6000 }, { account: accounts.wallet(userId), amount: 6000 }], Date.now());
      await post(tx, dialect, { kind: 'points', userId, refType: 'order', refId: 41 }, [{ account: accounts.pointsIssued, amount: -60, currency: 'PT' }, { account: accounts.points(userId), amount: 60, currency: 'PT' }], Date.now());
    });
    const api = apiOf(shopper);
    const all = await api.walletHistory({});
    expect(all.items.map((m) => [m.kind, m.amountYen, m.points])).toEqual([['points', 0, 60], ['refund', 6000, 0], ['payment', -6000, 0], ['recharge', 20_000, 0]]);
    expect(all.total).toBe(4);
    expect((await api.walletHistory({ kind: 'payment' })).items.map((m) => [m.kind, m.refType, m.refId])).toEqual([['payment', 'order', 41]]);
    expect((await api.walletHistory({ kind: 'adjustment' })).items).toEqual([]);
    expect((await api.walletHistory({ page: 2 })).items).toEqual([]);
    expect(await api.walletSummary()).toMatchObject({ balanceYen: 20_000, points: 60 });
    const points = await api.pointsHistory({});
    expect([points.balance, points.total, points.items.map((p) => [p.kind, p.points, p.refId])]).toEqual([60, 1, [['points', 60, 41]]]);

    const bad = await shopper.call('Sig.Front.User.AppWallet.History', { kind: 'gift' });
    expect([bad.status, bad.body.field]).toEqual([400, 'kind']);
  });

  it(`pages by ${constants.wallet.historyPageSize}`, async () => {
    const shopper = await server.verifiedShopper('w-pages@example.com');
    const userId = await userIdOf('w-pages@example.com');
    await db().transaction().execute(async (tx) => {
      for (let i = 0; i < constants.wallet.historyPageSize + 3; i++) {
        await post(tx, server.services.dialect, { kind: 'adjustment', userId, refType: 'invite', refId: userId }, [{ account: accounts.adjustments, amount: -(i + 1) }, { account: accounts.wallet(userId), amount: i + 1 }], Date.now());
      }
    });
    const api = apiOf(shopper);
    const [one, two] = [await api.walletHistory({ kind: 'adjustment' }), await api.walletHistory({ kind: 'adjustment', page: 2 })];
    expect([one.items.length, two.items.length, one.total]).toEqual([constants.wallet.historyPageSize, 3, constants.wallet.historyPageSize + 3]);
    expect(two.items.at(-1)!.amountYen).toBe(1);
  });
});

describe('coupons', () => {
  it('gives a verified account its welcome coupon, once, and lists usable, used and expired apart', async () => {
    const shopper = await server.verifiedShopper('w-coupons@example.com');
    const userId = await userIdOf('w-coupons@example.com');
    const api = apiOf(shopper);
    const usable = await api.coupons({ status: 'usable' });
    const { welcome } = constants.coupons;
    expect(usable.items).toHaveLength(1);
    expect(usable.items[0]).toMatchObject({ title: 'welcome', amountYen: welcome.amountYen, minSpendYen: welcome.minSpendYen, site: null, usedAt: null });
    expect(Date.parse(usable.items[0]!.expiresAt) - Date.now()).toBeGreaterThan((welcome.validDays - 1) * day);
    const now = Date.now();
    await db().insertInto('coupons').values([
      { user_id: userId, title: 'Mercari 300', amount_yen: 300, min_spend_yen: 1000, expires_at: now + 2 * day, used_at: null, site: 'mercari' },
      { user_id: userId, title: 'Used', amount_yen: 200, min_spend_yen: 0, expires_at: now + day, used_at: now - day },
      { user_id: userId, title: 'Old', amount_yen: 100, min_spend_yen: 0, expires_at: now - day, used_at: null },
    ]).execute();
    const again = await api.coupons({ status: 'usable' });
    expect(again.counts).toEqual({ usable: 2, used: 1, expired: 1 });
    expect(again.items.map((c) => [c.title, c.site])).toEqual([['Mercari 300', 'mercari'], ['welcome', null]]);
    expect((await api.coupons({ status: 'used' })).items.map((c) => c.title)).toEqual(['Used']);
    expect((await api.coupons({ status: 'expired' })).items.map((c) => c.title)).toEqual(['Old']);
    expect((await api.walletSummary()).couponCount).toBe(2);
    const bad = await shopper.call('Sig.Front.User.AppCoupon.List', { status: 'all' });
    expect([bad.status, bad.body.field]).toEqual([400, 'status']);
  });
});

describe('every wallet operation', () => {
  const ops = [
    ['Sig.Front.User.AppRecharge.Create', { amountYen: 5000, token: 'tok_x', idempotencyKey: 'abcdefghijklmnop', returnUrl: 'http://x.example/' }],
    ['Sig.Front.User.AppRecharge.Get', { id: 1 }],
    ['Sig.Front.User.AppRecharge.List', {}],
    ['Sig.Front.User.AppWallet.Summary', {}],
    ['Sig.Front.User.AppWallet.History', {}],
    ['Sig.Front.User.AppCoupon.List', { status: 'usable' }],
    ['Sig.Front.User.AppPoints.History', {}],
  ] as const;

  it('refuses a logged-out caller with 403, changing nothing', async () => {
    const before = await fingerprint(db());
    for (const [name, params] of ops) {
      const answer = await server.shopper().call(name, params);
      expect([name, answer.status]).toEqual([name, 403]);
    }
    expect(await fingerprint(db())).toBe(before);
  });

  it('never shows one shopper’s wallet to another', async () => {
    const owner = await server.verifiedShopper('w-owner@example.com');
    const paid = await recharge(owner, 4000, cards.ok);
    const pending = await recharge(owner, 4000, cards.threeDS);
    const other = await server.verifiedShopper('w-other@example.com');
    const api = apiOf(other);
    for (const id of [paid.recharge.id, pending.recharge.id]) {
      const answer = await other.call('Sig.Front.User.AppRecharge.Get', { id });
      expect([answer.status, answer.body.msg]).toEqual([404, 'This recharge was not found.']);
    }
    expect(await api.walletSummary()).toEqual({ balanceYen: 0, points: 0, heldYen: 0, couponCount: 1 });
    expect((await api.walletHistory({})).items).toEqual([]);
    expect((await api.recharges({})).items).toEqual([]);
    expect((await api.pointsHistory({})).items).toEqual([]);
    expect((await api.coupons({ status: 'usable' })).items.map((c) => c.title)).toEqual(['welcome']);
    // Reusing the owner's idempotency key is a new attempt of the other shopper's, not the owner's recharge.
    const row = await db().selectFrom('recharges').select('idempotency_key').where('id', '=', paid.recharge.id).executeTakeFirstOrThrow();
    const mine = await recharge(other, 4000, cards.ok, row.idempotency_key);
    expect(mine.recharge.id).not.toBe(paid.recharge.id);
  });
});

describe('reconciliation', () => {
  it('balances the books: every currency sums to zero, and every wallet is ≥ 0 and the sum of its entries', async () => {
    await webhooksDone();
    expect(await ledgerImbalance(db())).toEqual([]);
    const wallets = await db().selectFrom('ledger_entries').select('account').distinct().where('account', 'like', 'wallet:%').execute();
    expect(wallets.length).toBeGreaterThan(3);
    for (const { account } of wallets) {
      const entries = await db().selectFrom('ledger_entries').select('amount').where('account', '=', account).where('currency', '=', 'JPY').execute();
      const sum = entries.reduce((total, e) => total + e.amount, 0);
      expect(sum).toBeGreaterThanOrEqual(0);
      expect(await balance(db(), account)).toBe(sum);
    }
    // Every succeeded recharge was credited exactly once, and nothing else was.
    const succeeded = await db().selectFrom('recharges').select(['id', 'amount_yen']).where('status', '=', 'succeeded').execute();
    const credited = await db().selectFrom('ledger_transactions').select(['ref_id']).where('kind', '=', 'recharge').execute();
    expect(credited.map((c) => c.ref_id).sort()).toEqual(succeeded.map((r) => r.id).sort());
    expect(-(await balance(db(), accounts.gateway))).toBe(succeeded.reduce((total, r) => total + r.amount_yen, 0));
  });
});
