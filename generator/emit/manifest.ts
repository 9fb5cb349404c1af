import type { Model } from '../model';

/** generated/manifest.json: the spec's inventory, for tools and the server that do not read TypeScript. */
export function manifest(model: Model): string {
  const data = {
    $comment: 'Generated from spec/ by `npm run gen` — do not edit.',
    routes: model.routes.map((r) => ({
      name: r.name, path: r.path, isAuth: r.isAuth, site: r.site, marketHome: r.marketHome,
      commonSearch: r.commonSearch, staff: r.staff, bare: r.bare, screen: r.screen,
    })),
    sites: model.sites.map((s) => ({
      id: s.id, type: s.type, cartShopType: s.cartShopType, order: s.order, name: s.name, origin: s.origin,
      categories: s.categories, editions: s.editions,
    })),
    operations: model.operations.map((o) => ({ name: o.name, method: o.method, style: o.style, auth: o.auth, cache: o.cache, retry: o.retry })),
    languages: model.languages.map((l) => ({ code: l.code, service: l.service, dir: l.dir })),
    editions: model.editions.map((e) => ({ id: e.id, value: e.value, from: e.from })),
    orders: {
      states: model.orders.states,
      initial: Object.fromEntries(model.orders.initial.map((i) => [i.kind, i.state])),
      actions: model.orders.actions.map((a) => ({ name: a.name, from: a.from, to: a.to, by: a.by })),
      groups: model.orders.groups.map((g) => ({ name: g.name, states: g.states })),
    },
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}
