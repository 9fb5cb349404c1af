// Link templates of spec/sites/*.yaml: `/mall/yahoo/shop?seller={seller}&name={name?}`.
// A path segment is literal or exactly one {param}; a query value is literal, {param} (required) or
// {param?} (left out when empty).

export interface CompiledTemplate {
  when?: 'official' | 'auction';
  segments: (string | { param: string })[];
  query: { key: string; param?: string; value?: string; optional: boolean }[];
}

const paramPattern = /^\{([a-zA-Z][A-Za-z0-9]*)(\?)?\}$/;

export function compileTemplate(template: string, when?: 'official' | 'auction'): CompiledTemplate | { error: string } {
  if (!template.startsWith('/')) return { error: `template "${template}" must start with /` };
  const mark = template.indexOf('?');
  const path = mark < 0 ? template : template.slice(0, mark);
  const search = mark < 0 ? undefined : template.slice(mark + 1);
  const segments: CompiledTemplate['segments'] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '') {
      if (path === '/') break;
      return { error: `template "${template}" has an empty path segment` };
    }
    const param = paramPattern.exec(segment);
    if (param) {
      if (param[2]) return { error: `path parameter {${param[1]}} cannot be optional` };
      segments.push({ param: param[1]! });
    } else if (/[{}]/.test(segment)) {
      return { error: `segment "${segment}" must be literal or exactly one {param}` };
    } else {
      segments.push(segment);
    }
  }
  const query: CompiledTemplate['query'] = [];
  for (const part of search === undefined ? [] : search.split('&')) {
    const [key, value = ''] = part.split('=');
    if (!key) return { error: `template "${template}" has an empty query key` };
    const param = paramPattern.exec(value);
    if (param) query.push({ key, param: param[1]!, optional: Boolean(param[2]) });
    else if (/[{}]/.test(value)) return { error: `query value "${value}" must be literal or one {param}` };
    else query.push({ key, value, optional: false });
  }
  const names = [...segments.flatMap((s) => (typeof s === 'string' ? [] : [s.param])), ...query.flatMap((q) => (q.param ? [q.param] : []))];
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate) return { error: `parameter {${duplicate}} is used twice` };
  return { ...(when ? { when } : {}), segments, query };
}

/** The route path the template lands on, params written `:*`, to compare with route paths. */
export function templateShape(t: CompiledTemplate): string {
  return '/' + t.segments.map((s) => (typeof s === 'string' ? s : ':*')).join('/');
}

export function routeShape(path: string): string {
  return path.replace(/:[A-Za-z0-9]+/g, ':*');
}

export function templateParams(t: CompiledTemplate): { required: string[]; optional: string[] } {
  const required = t.segments.flatMap((s) => (typeof s === 'string' ? [] : [s.param]));
  const optional: string[] = [];
  for (const q of t.query) if (q.param) (q.optional ? optional : required).push(q.param);
  return { required, optional };
}
