// The HTTP application: security headers, the API in both shapes of spec §7 (`/?n=<name>` and
// `/api/<name>`), a static health route, and the built storefront with its SPA fallback.
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { constants } from '../generated/constants';
import { mountGoodsImages } from './catalog/images';
import { mountContentImages } from './content/images';
import { databaseFault } from './db/errors';
import { handlers } from './handlers';
import type { HandlerMap } from './handlers/types';
import { cacheControl } from './http/cache-control';
import { createDispatcher } from './http/dispatch';
import { compression } from './http/compress';
import { demonstrationNotice } from './http/demonstration-notice';
import { ApiFailure } from './http/failure';
import { securityHeaders } from './http/headers';
import { clientIp } from './http/origin';
import type { RequestInfo } from './http/request-info';
import { hideRenderBundle, serverRendering } from './http/render';
import { mountSeoFiles } from './http/seo-files';
import { mountStorefront } from './http/storefront';
import { callerLanguage, t } from './messages';
import { mountOrderPhotos } from './ops/photos-route';
import { mountParcelPhotos } from './parcels/photos-route';
import { mountUploads } from './uploads/route';
import { testGatewayPath, webhookPath } from './payments/setup';
import { mountWebhook } from './payments/webhook';
import type { Services } from './services';
import { siteName } from './checkout/site-names';
import { ProviderError } from './sources/provider';
import { refusedKeys } from './sources/register';
import { mountTestWidgets, testWidgetsPath } from './widgets/test-routes';

// userId: set by the dispatcher once it knows the caller, for the request log.
type Env = { Variables: { info: RequestInfo; userId?: number } };

export function createApp(services: Services, handlerMap: HandlerMap = handlers): Hono<Env> {
  const { config, log } = services;
  const app = new Hono<Env>();
  const dispatch = createDispatcher(services, handlerMap);

  const fail = (c: Context<Env>, failure: ApiFailure) => {
    const { language } = c.get('info');
    for (const [name, value] of Object.entries(failure.headers)) c.header(name, value);
    const body = { code: failure.status, msg: t(language, failure.key, failure.vars), ...(failure.field ? { field: failure.field } : {}), ...(failure.data ? { data: failure.data } : {}) };
    return c.json(body, failure.status);
  };

  // A browser opening `/?n=…` as a page is not calling the API: the storefront answers it (with its
  // 404 page, spec §2). Calls come from fetch, which never sends Sec-Fetch-Mode: navigate.
  const isPageVisit = (c: Context<Env>) => c.req.method === 'GET' && c.req.header('sec-fetch-mode') === 'navigate';
  const isCall = (c: Context<Env>) =>
    c.req.path.startsWith('/api/') || (c.req.path === '/' && c.req.query('n') !== undefined && !isPageVisit(c));
  const operationOf = (c: Context<Env>) => (!isCall(c) ? c.req.path : c.req.path.startsWith('/api/') ? c.req.path.slice(5) : c.req.query('n')!).slice(0, 200);

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    let socket = '';
    try {
      socket = getConnInfo(c).remote.address ?? '';
    } catch {
      // app.request() in tests has no socket
    }
    c.set('info', { requestId, language: callerLanguage(c.req.query('language'), c.req.header('accept-language')), ip: clientIp(c, config, socket) });
    c.header('X-Request-Id', requestId);
    await next();
    // One line per request, failures included (onError has set c.res by now).
    log.info({ reqId: requestId, op: operationOf(c), method: c.req.method, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10, userId: c.get('userId') }, 'request');
  });
  app.use('*', securityHeaders(config));
  // Outside compression, which rebuilds the answer it compresses: what is set here is on the answer sent.
  app.use('*', cacheControl(isCall));
  app.use('*', compression());
  // Inside compression, which encodes the page it writes into.
  if (config.demonstration.length > 0) app.use('*', demonstrationNotice(config.edition));
  if (config.allowedOrigins.length > 0) {
    app.use('*', cors({ origin: config.allowedOrigins, credentials: true, allowHeaders: ['Content-Type', 'Accept-Language', 'X-Csrf-Token'], allowMethods: ['GET', 'POST', 'PUT', 'DELETE'] }));
  }

  // Not behind the database: a load balancer's liveness check, and the baseline of `npm run bench:api`. A live
  // source whose key its provider refuses does not stop the server, but is named here for whoever watches it.
  app.get('/healthz', (c) => {
    const refused = refusedKeys(services);
    return c.json(refused.length ? { status: 'degraded', details: { refusedKeys: refused } } : { status: 'ok' });
  });

  // The rest of an oversized body is never read, so the connection cannot carry another request: saying so
  // keeps a client from sending its next call down a socket the server is about to close.
  const limit = bodyLimit({ maxSize: constants.server.bodyLimitBytes, onError: (c) => fail(c as Context<Env>, new ApiFailure(413, 'tooLarge', {}, { Connection: 'close' })) });
  // A GET or HEAD has no body; asking for one would build the full Request object on the hot path.
  app.use('*', (c, next) => (isCall(c) && c.req.method !== 'GET' && c.req.method !== 'HEAD' ? limit(c, next) : next()));
  app.all('/api/:name{.+}', (c) => dispatch(c, c.req.param('name'), c.get('info')));
  app.use('/', async (c, next) => {
    const name = c.req.query('n');
    return name === undefined || isPageVisit(c) ? next() : dispatch(c, name, c.get('info'));
  });
  mountGoodsImages(app as unknown as Hono, services);
  mountContentImages(app as unknown as Hono);
  mountOrderPhotos(app as unknown as Hono, services);
  mountParcelPhotos(app as unknown as Hono, services);
  mountUploads(app as unknown as Hono, services);
  // The card gateway's events, and (test keys only, so never a production server but a demonstration) the
  // local test gateway itself.
  app.use(webhookPath, limit);
  mountWebhook(app as unknown as Hono, webhookPath, services);
  if (services.payments.testGateway) {
    app.use(`${testGatewayPath}/*`, limit);
    app.route(testGatewayPath, services.payments.testGateway);
  }
  app.use(`${testWidgetsPath}/*`, limit);
  mountTestWidgets(app as unknown as Hono, services);
  if (config.staticDir) {
    hideRenderBundle(app as unknown as Hono);
    mountSeoFiles(app as unknown as Hono, services);
    mountStorefront(app as unknown as Hono, config.staticDir, serverRendering(app as unknown as Hono, config.staticDir, { origin: config.publicUrl, log }));
  }

  app.notFound((c) => fail(c, new ApiFailure(404, 'notFound')));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return fail(c, error);
    const info = c.get('info');
    // A live marketplace that refuses or does not answer: the shopper is told which (the guard has logged why).
    if (error instanceof ProviderError) return fail(c, new ApiFailure(503, 'marketplaceUnavailable', { site: siteName(info?.language ?? 'en', error.site ?? '') }));
    // The database, not the call, is at fault: the shopper is told so (and a client may retry a 503), and
    // the log gets one line instead of a stack per request while it lasts.
    const fault = databaseFault(error);
    if (fault) {
      log.warn({ requestId: info?.requestId, path: c.req.path, n: c.req.query('n'), error: error instanceof Error ? error.message : String(error) }, fault === 'full' ? 'database storage full' : 'database unavailable');
      return fail(c, fault === 'full' ? new ApiFailure(507, 'storageFull') : new ApiFailure(503, 'databaseUnavailable', {}, { 'Retry-After': String(constants.server.databaseRetryAfterSeconds) }));
    }
    log.error({ requestId: info?.requestId, path: c.req.path, n: c.req.query('n'), error: error instanceof Error ? error.stack : String(error) }, 'call failed');
    return c.json({ code: 500, msg: t(info?.language ?? 'en', 'internal', { requestId: info?.requestId ?? '' }) }, 500);
  });
  return app;
}
