// Content over HTTP: staff write it (shoppers get 404, visitors 403, bad input changes nothing, every save is
// audited), shoppers read only what is published, in their language else en, guides by the help-file rule
// (spec §5), by either link shape; the seeded pieces have drawn pictures.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { content } from '../db/seed/content';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('content-staff@example.com');
});
afterAll(() => server.close());

const day = 86_400_000;
const article = (over: Record<string, unknown> = {}) => ({
  kind: 'article',
  code: 'customs-basics',
  publishedFrom: new Date(Date.now() - day).toISOString(),
  texts: [
    { language: 'en', title: 'Customs basics', overview: 'Duties are yours', body: '## Duties\n\n- paid on delivery\n\n[Calc](/calc) <script>alert(1)</script>' },
    { language: 'ja', title: '関税の基本', overview: '関税はお客様負担', body: '## 関税\n\n- お届け時に支払い' },
  ],
  ...over,
});

describe('who may write content', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['Sig.Ops.Contents', {}],
    ['Sig.Ops.Content', { id: 1 }],
    ['Sig.Ops.ContentSave', article()],
    ['Sig.Ops.ContentPreview', { body: '# x' }],
  ];

  it('answers a shopper 404 and a visitor 403 for every staff call, changing nothing', async () => {
    const shopper = await server.verifiedShopper('content-shopper@example.com');
    const visitor = server.shopper();
    const before = await fingerprint(server.services.db);
    for (const [name, params] of calls) {
      expect([name, (await shopper.call(name, params)).status]).toEqual([name, 404]);
      expect([name, (await visitor.call(name, params)).status]).toEqual([name, 403]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('staff writing content', () => {
  it('refuses bad input with a 4xx naming the field, changing nothing', async () => {
    await staff.call('Sig.Ops.ContentSave', article({ code: 'taken-code' }));
    const before = await fingerprint(server.services.db);
    const bad: [Record<string, unknown>, number, string][] = [
      [article({ code: 'Not A Code' }), 400, 'code'],
      [article({ code: '123' }), 400, 'code'],
      [article({ code: 'taken-code' }), 409, 'code'],
      [article({ picture: 'http://example.com/a.png' }), 400, 'picture'],
      [article({ picture: 'javascript:alert(1)' }), 400, 'picture'],
      [article({ publishedFrom: '2026-01-02T00:00:00Z', publishedUntil: '2026-01-01T00:00:00Z' }), 400, 'publishedUntil'],
      [article({ publishedFrom: 'not a date' }), 400, 'publishedFrom'],
      [article({ texts: [{ language: 'ja', title: 'x', body: '' }] }), 400, 'texts'],
      [article({ texts: [{ language: 'en', title: 'x', body: '' }, { language: 'en', title: 'y', body: '' }] }), 400, 'texts'],
      [article({ texts: [{ language: 'en', title: '   ', body: '' }] }), 400, 'title'],
      [article({ kind: 'poem' }), 400, 'kind'],
      [article({ id: 999999 }), 404, ''],
    ];
    for (const [params, status, field] of bad) {
      const answer = await staff.call('Sig.Ops.ContentSave', params);
      expect([answer.status, answer.body.field ?? '']).toEqual([status, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('saves a piece with its texts rendered and sanitised, audited, and readable in both languages', async () => {
    const saved = await createApiClient(staff.transport()).opsContentSave(article() as never);
    expect(saved.texts.map((t) => t.language).sort()).toEqual(['en', 'ja']);
    const audit = await server.services.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'content').where('target_id', '=', saved.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['contentCreate']);

    const visitor = server.shopper();
    const key = `customs-basics-${saved.id}`;
    const en = await createApiClient(visitor.transport('en')).contentGet({ kind: 'article', key });
    expect(en.bodyHtml).toContain('<h2>Duties</h2>');
    // Saved without a picture: a drawn one of its kind, not the placeholder.
    expect(en.picture).toBe('/img/content/book.svg');
    expect(en.bodyHtml).toContain('<li>paid on delivery</li>');
    expect(en.bodyHtml).toContain('<a href="/calc">Calc</a>');
    expect(en.bodyHtml).not.toMatch(/<script|alert/);
    const ja = await createApiClient(visitor.transport('ja')).contentGet({ kind: 'article', key });
    expect([ja.title, ja.language]).toEqual(['関税の基本', 'ja']);
    const de = await createApiClient(visitor.transport('de')).contentGet({ kind: 'article', key });
    expect([de.title, de.language]).toEqual(['Customs basics', 'en']);

    // Both link shapes and a bare code find it; the code is not checked against the id (codes may change).
    for (const k of [String(saved.id), key, 'customs-basics']) expect((await visitor.call('Sig.Front.Content.Get', { kind: 'article', key: k })).status).toBe(200);
    expect((await visitor.call('Sig.Front.Content.Get', { kind: 'activity', key })).status).toBe(404);

    const updated = await createApiClient(staff.transport()).opsContentSave(article({ id: saved.id, texts: [{ language: 'en', title: 'Customs, revised', body: 'x' }] }) as never);
    expect(updated.texts.map((t) => t.title)).toEqual(['Customs, revised']);
    const trail = await server.services.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target_type', '=', 'content').where('target_id', '=', saved.id).orderBy('id').execute();
    expect(trail.map((a) => a.action)).toEqual(['contentCreate', 'contentUpdate']);
    expect(JSON.parse(trail[1]!.before!).texts).toHaveLength(2);
  });

  it('previews Markdown as shoppers would see it, and lists drafts for staff', async () => {
    const api = createApiClient(staff.transport());
    const preview = await api.opsContentPreview({ body: '# Hi\n\n<img src=x onerror=alert(1)>[x](javascript:alert(1))' });
    expect(preview.html).toContain('<h2>Hi</h2>');
    expect(preview.html).not.toMatch(/onerror|javascript/);
    await api.opsContentSave(article({ code: 'a-draft', publishedFrom: null }) as never);
    const list = await api.opsContents({ kind: 'article' });
    expect(list.items.some((i) => i.code === 'a-draft' && !i.publishedFrom)).toBe(true);
  });
});

describe('a content picture uploaded by staff', () => {
  it('becomes the piece’s picture once saved, visible to everyone; another’s upload or a typed /files/ address is refused', async () => {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#f80' } }).png().toBuffer();
    const post = async (as: Shopper) => {
      const response = await as.fetch(`${server.url}/files/uploads/content?language=en`, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Blob([new Uint8Array(png)]) });
      return (await response.json()) as { data: { id: string; url: string } };
    };
    const mine = await post(staff);
    const otherStaff = await server.staffMember('content-staff-2@example.com');
    const theirs = await post(otherStaff);
    const before = await fingerprint(server.services.db);
    expect((await staff.call('Sig.Ops.ContentSave', article({ code: 'with-theirs', pictureUpload: theirs.data.id }))).status).toBe(400);
    expect((await staff.call('Sig.Ops.ContentSave', article({ code: 'typed-file', picture: theirs.data.url }))).body.field).toBe('picture');
    expect(await fingerprint(server.services.db)).toBe(before);

    const saved = await createApiClient(staff.transport()).opsContentSave(article({ code: 'with-picture', pictureUpload: mine.data.id }) as never);
    expect(saved.picture).toBe(mine.data.url);
    const read = await createApiClient(server.shopper().transport()).contentGet({ kind: 'article', key: `with-picture-${saved.id}` });
    expect(read.picture).toBe(mine.data.url);
    expect((await fetch(`${server.url}${mine.data.url}`)).status).toBe(200);
  });
});

describe('what shoppers may read', () => {
  it('answers 404 for drafts, future and expired pieces, and leaves them out of lists', async () => {
    const api = createApiClient(staff.transport());
    const now = Date.now();
    const hidden = [
      await api.opsContentSave(article({ code: 'draft-one', publishedFrom: null }) as never),
      await api.opsContentSave(article({ code: 'future-one', publishedFrom: new Date(now + day).toISOString() }) as never),
      await api.opsContentSave(article({ code: 'expired-one', publishedFrom: new Date(now - 2 * day).toISOString(), publishedUntil: new Date(now - day).toISOString() }) as never),
    ];
    const visitor = server.shopper();
    for (const piece of hidden) {
      const answer = await visitor.call('Sig.Front.Content.Get', { kind: 'article', key: String(piece.id) });
      expect([piece.code, answer.status, answer.body.msg]).toEqual([piece.code, 404, 'This page was not found. It may have been unpublished.']);
    }
    const listed = await createApiClient(visitor.transport()).contentList({ kind: 'article' });
    expect(listed.items.map((i) => i.code)).not.toEqual(expect.arrayContaining(['draft-one']));
    for (const piece of hidden) expect(listed.items.some((i) => i.id === piece.id)).toBe(false);
    expect((await visitor.call('Sig.Front.Content.Get', { kind: 'article', key: '<script>' })).status).toBe(404);
  });

  it('lists notices pinned first, then newest first', async () => {
    const notices = await createApiClient(server.shopper().transport()).contentList({ kind: 'notice' });
    expect(notices.items[0]!.pinned).toBe(true);
    const rest = notices.items.filter((n) => !n.pinned).map((n) => Date.parse(n.publishedAt));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('reads guides in the help-file language: zh-TW, zh-CN and ja their own, ko and ar the English one (spec §5)', async () => {
    const visitor = server.shopper();
    const get = async (language: string) => (await visitor.call('Sig.Front.Content.Get', { kind: 'guide', key: 'how-to-buy' }, { language })).body.data as { title: string; language: string };
    expect((await get('zh-TW')).language).toBe('zh-TW');
    expect((await get('zh-CN')).language).toBe('zh-CN');
    expect((await get('ja')).language).toBe('ja');
    expect(await get('ko')).toMatchObject({ language: 'en', title: 'How to buy' });
    expect((await get('ar')).language).toBe('en');
    const guides = (await visitor.call('Sig.Front.Content.Guides', {}, { language: 'de' })).body.data as { language: string; topics: { topic: string }[] };
    expect(guides.language).toBe('en');
    expect(guides.topics.map((t) => t.topic)).toEqual(['buying', 'payment', 'shipping', 'auctions', 'fees', 'afterSales']);
  });

  it('gives every seeded piece on the home page a drawn picture, served as SVG', async () => {
    const home = await createApiClient(server.shopper().transport()).globalHomeInfo();
    const seeded = new Set(content.map((c) => c.code));
    const pictures = [...home.activity, ...home.article].filter((c) => seeded.has(c.code ?? '')).map((c) => c.appImageUrl);
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) {
      expect(url).toMatch(/^\/img\/content\/[a-z]+\.svg$/);
      const response = await fetch(`${server.url}${url}`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${server.url}/img/content/nothing.svg`)).status).toBe(404);
  });

  it('lists Amazon deals, the largest discount first, only discounted Amazon goods on sale', async () => {
    const deals = await createApiClient(server.shopper().transport()).amazonDeals({});
    expect(deals.items.length).toBeGreaterThan(0);
    for (const item of deals.items) expect([item.Site, item.DiscountRate! > 0, item.IsSoldOut, item.OtherPrice! > item.JPYPrice]).toEqual(['amazon', true, false, true]);
    const rates = deals.items.map((i) => i.DiscountRate!);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect((await server.shopper().call('Sig.Front.Content.AmazonDeals', { page: 0 })).status).toBe(400);
  });
});
