import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../generated/api/endpoints';
import { ApiError, createTransport, joinUrl, type TransportContext } from './transport';

type Reply = { status?: number; body?: unknown } | Error;

function setup(replies: Reply[], overrides: Partial<TransportContext> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const errors: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift() ?? { body: { code: 200, data: null } };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  const transport = createTransport({
    baseUrl: 'https://api.example.test/',
    edition: 'global',
    language: () => 'ja',
    deviceId: () => 'pc_0123',
    onError: (message) => errors.push(message),
    fetch: fetch as typeof globalThis.fetch,
    ...overrides,
  });
  return { transport, calls, errors };
}

const source = endpoints['Sig.Front.AppApi.UserSourceAd'];
const unblock = endpoints['Sig.Front.SubSite.App.ApplyUnblockGoods'];

describe('joinUrl', () => {
  it('joins relative paths to the base host and leaves absolute addresses alone', () => {
    expect(joinUrl('https://h.test/', '/api/X')).toBe('https://h.test/api/X');
    expect(joinUrl('https://h.test', 'api/X')).toBe('https://h.test/api/X');
    expect(joinUrl('https://h.test', 'http://other.test/x')).toBe('http://other.test/x');
    expect(joinUrl('', '/')).toBe('/');
  });
});

describe('call wrapper', () => {
  it('sends n, from, isNew, language, deviceId and GET params in the query', async () => {
    const { transport, calls } = setup([{ body: { code: 200, data: { source: 'ad1' } } }]);
    await expect(transport(source, { source: 'ad1' })).resolves.toEqual({ source: 'ad1' });
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.example.test/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      n: 'Sig.Front.AppApi.UserSourceAd', from: 'INTERNATIONAL', isNew: '1', language: 'ja', deviceId: 'pc_0123', source: 'ad1',
    });
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect((calls[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('ja,en;q=0.8');
  });

  it('sends from=RYM-PC and the service language code outside edition 15', async () => {
    const { transport, calls } = setup([{ body: { code: 200, data: { source: null } } }], {
      edition: 'china', language: () => 'zhCn',
    });
    await transport(source, {});
    const query = new URL(calls[0]!.url).searchParams;
    expect(query.get('from')).toBe('RYM-PC');
    expect(query.get('language')).toBe('zh-CN');
  });

  it('puts payload methods in a JSON body and newer calls under /api/{name}', async () => {
    const newer = { ...unblock, style: 'api' } as const;
    const { transport, calls } = setup([{ body: { code: 200 } }]);
    await transport(newer, { Type: 1, Url: 'm123' });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/Sig.Front.SubSite.App.ApplyUnblockGoods');
    expect(url.searchParams.has('n')).toBe(false);
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ Type: 1, Url: 'm123' });
  });

  it('treats a reply without code as success, yielding the body', async () => {
    const { transport } = setup([{ body: { source: 'bare' } }]);
    await expect(transport(source, {})).resolves.toEqual({ source: 'bare' });
  });

  it('toasts the server message (or "Error") and rejects on another code', async () => {
    const { transport, errors } = setup([{ status: 403, body: { code: 403, msg: 'ログインしてください' } }, { body: { code: 500 } }]);
    await expect(transport(source, {})).rejects.toMatchObject({ name: 'ApiError', status: 403, message: 'ログインしてください' });
    await expect(transport(source, {})).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual(['ログインしてください', 'Error']);
  });

  it('toasts "Error" on a transport failure, and nothing for silent calls', async () => {
    const { transport, errors } = setup([new TypeError('network down'), new TypeError('network down')]);
    await expect(transport(source, {})).rejects.toMatchObject({ status: 0, message: 'Error' });
    await expect(transport(source, {}, { silent: true })).rejects.toMatchObject({ status: 0 });
    expect(errors).toEqual(['Error']);
  });

  it('retries an idempotent call once on a transient status', async () => {
    const { transport, calls } = setup([{ status: 503, body: { code: 503, msg: 'busy' } }, { body: { code: 200, data: { source: 'x' } } }]);
    await expect(transport(source, {})).resolves.toEqual({ source: 'x' });
    expect(calls).toHaveLength(2);
  });

  it('retries only once, and never a payload method or a client error', async () => {
    const twice = setup([{ status: 503, body: { code: 503 } }, { status: 503, body: { code: 503 } }, { body: {} }]);
    await expect(twice.transport(source, {})).rejects.toMatchObject({ status: 503 });
    expect(twice.calls).toHaveLength(2);
    const post = setup([{ status: 503, body: { code: 503 } }]);
    await expect(post.transport(unblock, { Type: 1, Url: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(post.calls).toHaveLength(1);
    const bad = setup([{ status: 400, body: { code: 400, msg: 'bad' } }]);
    await expect(bad.transport(source, {})).rejects.toMatchObject({ status: 400 });
    expect(bad.calls).toHaveLength(1);
  });
});
