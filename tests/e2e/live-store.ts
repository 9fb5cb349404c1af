// A storefront of a spec's own whose live marketplaces are served by their providers' local replicas
// (server/sources/replicas/), started per test so that a price one test changes on a replica, and the goods the
// server kept of it, are no other test's; the suite's shared servers keep serving the local catalog. Shoppers,
// addresses and money are set up through the store's API as the storefront's call wrapper makes the calls.
import type { APIRequestContext } from '@playwright/test';
import type { PaymentConfig, RechargeAnswer } from '../../generated/api/schemas';
import { sourceConfigs } from '../../generated/sources';
import { type PaapiReplica, startPaapiReplica } from '../../server/sources/replicas/amazon-paapi';
import { type RakutenReplica, startRakutenReplica } from '../../server/sources/replicas/rakuten-ichiba';
import { type YahooShoppingReplica, startYahooShoppingReplica } from '../../server/sources/replicas/yahoo-shopping';
import { sourceVariables } from '../../server/sources/settings';
import { captchaToken, expect } from './fixtures';
import { latestCode, startServer } from './servers';

export type LiveEdition = 'global' | 'china';

export interface LiveStore {
  edition: LiveEdition;
  url: string;
  dataDir: string;
  rakuten?: RakutenReplica;
  amazon?: PaapiReplica;
  yahoo?: YahooShoppingReplica;
  stop(): Promise<void>;
}

const amazonKeys = { accessKey: 'AKIDE2EREPLICA', secretKey: 'e2e-replica-secret', partnerTag: 'e2e-replica-22' };
const configOf = (site: 'rakuten' | 'amazon' | 'yahoo') => {
  const config = sourceConfigs[site];
  if (!config) throw new Error(`spec/sites/${site}.yaml declares no live source`);
  return config;
};

/** The replicas of the providers named, and a server of the edition pointed at them. */
export async function startLiveStore(edition: LiveEdition, providers: ReadonlyArray<'rakuten' | 'amazon' | 'yahoo'>): Promise<LiveStore> {
  const rakuten = providers.includes('rakuten') ? await startRakutenReplica(['e2e-app-id']) : undefined;
  const amazon = providers.includes('amazon') ? await startPaapiReplica(amazonKeys) : undefined;
  const yahoo = providers.includes('yahoo') ? await startYahooShoppingReplica(['e2e-appid']) : undefined;
  const env = {
    ...(rakuten ? sourceVariables(configOf('rakuten'), { applicationId: 'e2e-app-id' }, rakuten.base) : {}),
    ...(amazon ? sourceVariables(configOf('amazon'), amazonKeys, amazon.url) : {}),
    ...(yahoo ? sourceVariables(configOf('yahoo'), { appid: 'e2e-appid' }, yahoo.base) : {}),
    // A small made-up catalog beside the providers' goods: the servers start in seconds, one per test.
    SEED_GOODS: '2000',
  };
  const dist = edition === 'global' ? process.env.E2E_GLOBAL_STATIC : process.env.E2E_CHINA_STATIC;
  if (!dist) throw new Error('global-setup.ts names the builds (E2E_GLOBAL_STATIC, E2E_CHINA_STATIC)');
  const server = await startServer(edition, dist, env);
  return {
    edition, url: server.url, dataDir: server.dataDir, rakuten, amazon, yahoo,
    async stop() {
      await server.stop();
      await Promise.all([rakuten?.close(), amazon?.close(), yahoo?.close()]);
    },
  };
}

const callers = { global: { from: 'INTERNATIONAL', language: 'en' }, china: { from: 'RYM-PC', language: 'zh-CN' } } as const;

/** One call to the store as its edition's call wrapper makes it, from the store's own origin. */
export async function storeCall<T>(store: LiveStore, request: APIRequestContext, name: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const query = new URLSearchParams({ n: name, isNew: '1', deviceId: 'pc_e2e-live', ...callers[store.edition] });
  let response;
  if (method === 'GET') {
    for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    response = await request.get(`${store.url}/?${query}`);
  } else {
    response = await request.post(`${store.url}/?${query}`, { data: params, headers: { Origin: store.url } });
  }
  const body = (await response.json()) as { code: number; data: T; msg?: string };
  expect(body.code, `${name}: ${body.msg ?? ''}`).toBe(200);
  return body.data;
}

const key = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * A verified shopper, logged in on `request` (a page's own, so the browser is logged in too), with a default
 * address and `walletYen` in the wallet, topped up with the test card as the recharge page does.
 */
export async function shopperWithMoney(store: LiveStore, request: APIRequestContext, email: string, walletYen: number): Promise<void> {
  const call = <T>(name: string, params: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'GET') => storeCall<T>(store, request, name, params, method);
  await call('Sig.Front.AppApi.Register', { email, password: 'correct horse 1', captchaToken: await captchaToken(request, store.url) }, 'POST');
  await call('Sig.Front.AppApi.VerifyRegister', { email, code: latestCode(store.dataDir, email) }, 'POST');
  const address = store.edition === 'china'
    ? { country: 'CN', recipient: '王芳', phone: '+86 138 0013 8000', postcode: '200001', region: '上海市', city: '上海市', line1: '黄浦区南京东路 100 号' }
    : { country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'San Francisco', line1: '1 Market St' };
  await call('Sig.Front.User.AppAddress.Create', address, 'POST');
  const config = await call<PaymentConfig>('Sig.Front.Front.PaymentConfig');
  const token = await request.post(config.tokenUrl, {
    headers: { Authorization: `Bearer ${config.publicKey}` },
    data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
  });
  const recharge = await call<RechargeAnswer>('Sig.Front.User.AppRecharge.Create', { amountYen: walletYen, token: ((await token.json()) as { id: string }).id, idempotencyKey: key(), returnUrl: '/personal/recharge' }, 'POST');
  expect(recharge.recharge.status).toBe('succeeded');
}

/** The marketplace's buying notice, accepted as the confirm page's dialog does (the cart tests show the dialog). */
export async function acceptNotice(store: LiveStore, request: APIRequestContext, site: string): Promise<void> {
  await storeCall(store, request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: `${site}@1` }, 'POST');
}
