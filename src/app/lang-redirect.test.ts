import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './router';

/** The loader of the `:lang` route: an unsupported language's prefix is dropped. */
function languageLoader(): (args: LoaderFunctionArgs) => unknown {
  const find = (routes: RouteObject[]): RouteObject | undefined =>
    routes.flatMap((r) => (r.path === ':lang' ? [r] : find(r.children ?? []) ?? [])).at(0);
  return find(routeTree)!.loader as (args: LoaderFunctionArgs) => unknown;
}

/** Where the loader sends the address, null when it lets it through, or the status it answers instead. */
async function redirectOf(path: string): Promise<string | number | null> {
  try {
    const url = new URL(`http://shop.test${path}`);
    await languageLoader()({ request: new Request(url), url, pattern: '/:lang/*', params: { lang: path.split('/')[1] }, context: {} } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location') ?? (thrown as Response).status;
  }
}

describe('an unsupported language prefix', () => {
  it('is dropped from a page of ours', async () => {
    expect(await redirectOf('/vi/search?keyword=a')).toBe('/search?keyword=a');
  });
  it.each(['/vi//', '/vi///', '/vi//#evil.test', '/vi//?evil.test'])('never leaves %j as another site’s address', async (path) => {
    expect(await redirectOf(path)).toBe('/');
  });
});

describe('a short address that names no language', () => {
  it.each(['/faq', '/tos', '/xyz', '/zz', '/faq/search'])('%s is a page that does not exist, not the home page', async (path) => {
    expect(await redirectOf(path)).toBe(404);
  });
  it.each(['/vi', '/pt-BR/search', '/zh_HK/search'])('%s is a language we do not offer', async (path) => {
    expect(await redirectOf(path)).toMatch(/^\//);
  });
});
