// Helpers that the generated route table and link builders call at run time. The generator copies this
// file into generated/runtime.ts; it must stay free of imports so generated/ depends on nothing.

export type LinkValue = string | number | boolean | null | undefined;

export interface LinkTemplate {
  /** A flag the input must carry as true for this template to apply (official seller, auction item). */
  readonly when?: 'official' | 'auction';
  readonly segments: readonly (string | { readonly param: string })[];
  readonly query: readonly { readonly key: string; readonly param?: string; readonly value?: string; readonly optional: boolean }[];
}

const present = (value: LinkValue): boolean => value !== undefined && value !== null && value !== '';

/** `?a=1&b=x%20y` from the entries whose value is present; '' when none is. */
export function queryString(entries: readonly (readonly [string, LinkValue])[]): string {
  const parts = entries
    .filter(([, value]) => present(value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Fills a react-router path (`/mall/mercari/detail/:id`), percent-encoding each value. */
export function fillPath(path: string, params: Readonly<Record<string, LinkValue>>, label: string): string {
  return path.replace(/:([A-Za-z0-9]+)/g, (_, name: string) => {
    const value = params[name];
    if (!present(value)) throw new Error(`${label}: missing parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The values a template cannot do without: its path parameters and its required query values. */
function requiredParams(template: LinkTemplate): string[] {
  return [
    ...template.segments.flatMap((s) => (typeof s === 'string' ? [] : [s.param])),
    ...template.query.flatMap((q) => (q.param && !q.optional ? [q.param] : [])),
  ];
}

/** Builds a link from the first template whose condition holds and whose required values are given. */
export function buildLink(templates: readonly LinkTemplate[], input: Readonly<Record<string, LinkValue>>, label: string): string {
  for (const template of templates) {
    if (template.when && input[template.when] !== true) continue;
    if (!requiredParams(template).every((name) => present(input[name]))) continue;
    const path = template.segments
      .map((s) => `/${typeof s === 'string' ? s : encodeURIComponent(String(input[s.param]))}`)
      .join('');
    const query = template.query.map((q) => [q.key, q.param ? input[q.param] : q.value] as const);
    return (path || '/') + queryString(query);
  }
  const needs = templates.map((t) => [...requiredParams(t), ...(t.when ? [t.when] : [])].join('+') || '(nothing)');
  throw new Error(`${label}: needs ${needs.join(' or ')}`);
}

export interface UrlPattern {
  readonly site: string;
  readonly match: RegExp;
  /** Values a match adds to the link input, such as `auction: true`. */
  readonly set: Readonly<Record<string, LinkValue>>;
}

/** The first pattern a pasted address matches, with the link input its named groups give. */
export function matchUrl(patterns: readonly UrlPattern[], text: string): { site: string; input: Record<string, LinkValue> } | null {
  const candidate = text.trim();
  for (const pattern of patterns) {
    const found = pattern.match.exec(candidate);
    if (found) return { site: pattern.site, input: { ...found.groups, ...pattern.set } };
  }
  return null;
}
