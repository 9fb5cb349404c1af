import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './router';

/** The loader of the `:lang` route: an unsupported language's prefix is dropped. */
function languageLoader(): (args: LoaderFunctionArgs) => unknown {
  const find = (routes: RouteObject[]): RouteObject | undefined =>
    routes.flatMap((r) => (r.path === ':lang' ? [r] : find(r.children ?? []) ?? [])).at(0);
  return find(routeTree)!.loader as (args: LoaderFunctionArgs) => unknown;
}

async function redirectOf(path: string): Promise<string | null> {
  try {
    const url = new URL(`http://shop.test${path}`);
    await languageLoader()({ request: new Request(url), url, pattern: '/:lang/*', params: { lang: path.split('/')[1] }, context: {} } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
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
