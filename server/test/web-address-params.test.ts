// Every param that holds an address a shopper writes and a page later shows as a link (spec/api.yaml's
// `webUrl`) takes an absolute http(s) address and nothing else: a script, a document, a file or another
// kind of address, however it is cased or padded, is a 400 naming the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type OperationName, operations } from '../../generated/api/operations';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let shopper: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  shopper = await server.verifiedShopper('web-address@example.com');
});
afterAll(() => server.close());

/** Each address param with params that are valid apart from it, so that only the address can be at fault. */
const addressParams: Record<string, { op: OperationName; field: string; rest: Record<string, unknown> }> = {
  unblock: { op: 'Sig.Front.SubSite.App.ApplyUnblockGoods', field: 'Url', rest: { Type: 1, reason: 'a book' } },
  anybuyPreview: { op: 'Sig.Front.User.AppAnybuy.Preview', field: 'url', rest: { title: 'Mug', priceYen: 2400, quantity: 1 } },
  anybuyCreate: {
    op: 'Sig.Front.User.AppAnybuy.Create', field: 'url',
    rest: { title: 'Mug', priceYen: 2400, quantity: 1, addressId: 1, services: [], points: 0, idempotencyKey: 'web-address-key-0001' },
  },
  anybuyPreviewPicture: { op: 'Sig.Front.User.AppAnybuy.Preview', field: 'imageUrl', rest: { url: 'https://item.rakuten.co.jp/s/i/', title: 'Mug', priceYen: 2400, quantity: 1 } },
  anybuyCreatePicture: {
    op: 'Sig.Front.User.AppAnybuy.Create', field: 'imageUrl',
    rest: { url: 'https://item.rakuten.co.jp/s/i/', title: 'Mug', priceYen: 2400, quantity: 1, addressId: 1, services: [], points: 0, idempotencyKey: 'web-address-key-0002' },
  },
  anybuyReadPage: { op: 'Sig.Front.User.AppAnybuy.ReadPage', field: 'url', rest: {} },
  publish: { op: 'Sig.Front.User.Experience.Publish', field: 'link', rest: { kind: 'outer', photoIds: ['p1'] } },
  resubmit: { op: 'Sig.Front.User.Experience.Resubmit', field: 'link', rest: { id: 1, photoIds: ['p1'] } },
};

const hostile = [
  'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '   javascript:alert(1)', '\tjavascript:alert(1)',
  '\u0001javascript:alert(1)', '\u001fjavascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', 'VBScript:msgbox(1)', 'file:///etc/passwd',
  'ftp://shop.example/item', '//evil.example/item', '/\\evil.example', '/item/1', 'https:evil.example', 'https:/evil.example', 'jp.mercari.com/item/m1',
];

describe('web addresses in params', () => {
  it('are exactly the params the spec types webUrl', () => {
    const found = (Object.keys(operations) as OperationName[]).flatMap((op) => {
      const schema = z.toJSONSchema(operations[op].params, { unrepresentable: 'any', io: 'input' }) as { properties?: Record<string, { format?: string }> };
      return Object.entries(schema.properties ?? {}).filter(([, s]) => s.format === 'uri').map(([field]) => `${op}.${field}`);
    });
    expect(found.sort()).toEqual(Object.values(addressParams).map((p) => `${p.op}.${p.field}`).sort());
  });

  it.each(Object.entries(addressParams))('%s: anything but an http(s) address is a 400 naming the field, storing nothing', async (_, { op, field, rest }) => {
    const before = await fingerprint(server.services.db);
    for (const value of hostile) {
      const answer = await shopper.call(op, { ...rest, [field]: value });
      expect([value, answer.status, answer.body.field, answer.body.msg]).toEqual([value, 400, field, `“${field}” must be a web address starting with http:// or https://.`]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('takes a marketplace address as pasted, and keeps it without the spaces around it', async () => {
    const address = 'https://jp.mercari.com/item/m98765432101';
    expect((await shopper.call('Sig.Front.SubSite.App.ApplyUnblockGoods', { Type: 1, Url: ` ${address}\n` })).status).toBe(200);
    const row = await server.services.db.selectFrom('unblock_requests').select('url').where('url', 'like', '%m98765432101%').executeTakeFirstOrThrow();
    expect(row.url).toBe(address);
    const preview = await shopper.call('Sig.Front.User.AppAnybuy.Preview', { ...addressParams.anybuyPreview!.rest, url: 'HTTPS://www.amazon.co.jp/dp/B0ABCDEFGH' });
    expect(preview.status).toBe(200);
  });
});
