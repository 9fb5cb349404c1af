// Tests' stand-in for a listed shop: a local page server, and the seam (resolver + connect) that lets the
// guarded client reach it while every check still runs. The resolver answers public addresses of the
// test's choosing (or inside ones, to be refused); connect sends the socket for a checked address here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { CheckedTarget, Resolver } from './guard';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface PageServer {
  port: number;
  /** Every request the page server got, in order. */
  requests: IncomingMessage[];
  /** The checked targets the client opened sockets for. */
  dialed: CheckedTarget[];
  resolve: Resolver;
  connect: (target: CheckedTarget) => ReturnType<typeof connect>;
  close(): Promise<void>;
}

/** A public address standing for every listed shop (the socket goes to the local server all the same). */
export const shopAddress = '93.184.216.34';

export async function startPageServer(pages: Record<string, PageHandler>, names: Record<string, string> = {}): Promise<PageServer> {
  const requests: IncomingMessage[] = [];
  const dialed: CheckedTarget[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    const handler = pages[new URL(req.url ?? '/', 'http://local.invalid').pathname];
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    dialed,
    resolve: async (hostname) => [{ address: names[hostname] ?? shopAddress, family: (names[hostname] ?? shopAddress).includes(':') ? 6 : 4 }],
    connect: (target) => {
      dialed.push(target);
      return connect(port, '127.0.0.1');
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export const html = (body: string): PageHandler => (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
};

export const redirectTo = (location: string): PageHandler => (_req, res) => {
  res.writeHead(302, { location, 'set-cookie': 'session=secret; Path=/' }).end();
};
