// fast-check arbitraries for the fuzz: values valid by an operation's params schema (through zod's own
// JSON Schema export, not its internals), and hostile values of every kind a client could send instead.
import fc from 'fast-check';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/** http(s) addresses within the field's length, some with a query, a fragment or text hostile to what reads them. */
const webUrlOf = (schema: JsonSchema) =>
  fc
    .oneof(
      fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
      fc.tuple(fc.constantFrom('https://jp.mercari.com/item/', 'http://shop.example/?q='), fc.constantFrom(...hostileStrings)).map(([base, text]) => base + text),
    )
    .filter((url) => url.length >= (schema.minLength ?? 0) && url.length <= (schema.maxLength ?? Infinity));

const smallInt = (min: number, max: number) =>
  fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max: Math.min(max, min + 30) }) }, { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, Number.MAX_SAFE_INTEGER) }) });

/** Values the schema accepts (as far as JSON Schema says: refinements beyond it may still refuse them). */
export function validOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validOf(s, depth)));
  if (schema.allOf?.length) return validOf(schema.allOf[0]!, depth);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      // An address a page links to (spec's webUrl): zod exports it as a uri, and takes only http(s) ones.
      if (schema.format === 'uri') return webUrlOf(schema);
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) }).map((d) => d.toISOString());
      if (schema.format === 'date') return fc.date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) }).map((d) => d.toISOString().slice(0, 10));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
      const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
      const hostile = hostileStrings.filter(fits);
      // Valid by schema yet hostile in content: these are the strings that reach the handlers and the database.
      const embedded = fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...hostileStrings), fc.string({ maxLength: 4 })).map((parts) => parts.join('')).filter(fits);
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
        { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
        { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
        { weight: 3, arbitrary: hostile.length > 0 ? fc.constantFrom(...hostile) : fc.string({ minLength, maxLength }) },
        { weight: 3, arbitrary: embedded },
        { weight: 2, arbitrary: fc.string({ minLength: Math.max(1, minLength), maxLength, unit: fc.constantFrom(...controlCharacters) }) },
      );
    }
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      return smallInt(Math.max(min, Number.MIN_SAFE_INTEGER), Math.min(max, Number.MAX_SAFE_INTEGER));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = depth > 4 ? fc.constant(null) : validOf(schema.items ?? {}, depth + 1);
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (depth > 4) return fc.constant({});
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validOf(s, depth + 1)]));
      const required = (schema.required ?? []).filter((k) => k in properties);
      const optional = Object.keys(properties).filter((k) => !required.includes(k));
      // Many optional fields at once mostly make a combination the handler refuses (a category of another
      // marketplace, a minimum over the maximum); the required ones and one or two others get further in.
      const sparse = fc
        .subarray(optional, { maxLength: Math.min(2, optional.length) })
        .chain((chosen) => fc.record(Object.fromEntries([...required, ...chosen].map((k) => [k, model[k]!]))));
      return fc.oneof(sparse, fc.record(model, { requiredKeys: required }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Characters a text field rarely expects: NUL and other controls, bidi overrides, zero widths, a lone surrogate. */
const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u202e', '\u200b', '\ufeff', '\ud800', 'a', ' ', '"', "'", '%', '\\'];

/** Strings no form would send: injections, markup, control and bidi characters, broken surrogates, huge ones. */
const hostileStrings = [
  "' OR '1'='1", "1' OR 1=1--", "1; DROP TABLE users;--", "1 UNION SELECT NULL,NULL,NULL--", "') OR ('a'='a", '" OR ""="', "1' AND SLEEP(5)--", "'; select pg_sleep(5);--",
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert(1)", '<svg/onload=alert(1)>', '{{7*7}}', '${7*7}', '%00', '%s%s%s%n',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', 'file:///etc/passwd', 'http://169.254.169.254/latest/meta-data/',
  '\u202Egnp.exe', '\u200F\u0627\u0644\u0639\u0631\u0628\u064A\u0629', 'a\u0000b', '\u0000', '\uD800', '\uDFFF', 'x\uD83D', '\uFEFF', '\u0301\u0301\u0301', '🛒'.repeat(50), 'ﷺ'.repeat(100),
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'NaN', 'Infinity', '-1', '1e309', '0x1F', '9'.repeat(40), '', ' ', '\n\r\t', 'null', 'undefined', 'true', '[]', '{}',
];

const hostileNumbers = [-1, 0, -0, 0.5, -2147483649, 2147483648, 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e308, -1e308, Number.MIN_VALUE, Number.EPSILON];

/** Any JSON value, nested or not; with `big`, strings that overflow every limit (the body limit included). */
export function hostileValue(big: boolean): fc.Arbitrary<unknown> {
  const huge = big ? [fc.constant('A'.repeat(100_000)), fc.constant('ü'.repeat(40_000))] : [fc.constant('A'.repeat(3000))];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...hostileNumbers) },
    { weight: 1, arbitrary: fc.oneof(...huge) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[1]], { __proto__: null, a: 1 }, { $gt: '' }, { $ne: null }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Keys an attacker adds to an object: the prototype's, operators of other databases, near-misses of real keys. */
export function hostileKey(realKeys: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', 'id', 'userId', 'user_id', 'role', 'isAdmin', 'staff', 'price_yen', 'amount'),
    ...(realKeys.length > 0 ? [fc.constantFrom(...realKeys).map((k) => `${k} `), fc.constantFrom(...realKeys).map((k) => k.toUpperCase())] : []),
    fc.string({ minLength: 1, maxLength: 20 }),
  );
}

/** Raw body texts JSON.stringify never produces: prototype keys, broken and deep JSON, overflowing numbers. */
export const rawBodies: readonly string[] = [
  '{"__proto__":{"isAdmin":true,"role":"staff"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"id":1e999}', '{"id":-1e999}', '{"id":123456789012345678901234567890}', '{"id":1,"id":"2"}',
  '{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', '"unterminated', 'nul', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}',
  '[]', '[{}]', '1', '-0', '"x"', 'null', 'true', ' ',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

/** One plain value the schema accepts, the same every time: the base a single hostile field is put into. */
export function plainOf(schema: JsonSchema): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return plainOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!);
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'plain@example.com';
      if (schema.format === 'uri') return 'https://shop.example/item/1';
      if (schema.format === 'date-time') return new Date(Date.now() + 72 * 3_600_000).toISOString();
      return 'test1234'.repeat(8).slice(0, Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 8, 8)));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plainOf(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).filter((k) => schema.properties?.[k]).map((k) => [k, plainOf(schema.properties![k]!)]));
    default:
      return null;
  }
}

/** Top-level free-text fields (no enum, no format) with their length limits. */
export function textFields(schema: JsonSchema): { key: string; minLength: number; maxLength: number }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]) => {
    const text = [s, ...(s.anyOf ?? [])].find((x) => x.type === 'string' && !x.enum && !x.format && !x.pattern);
    return text ? [{ key, minLength: text.minLength ?? 0, maxLength: text.maxLength ?? 1000 }] : [];
  });
}

/** What each text field gets in the sweep: NUL and controls, quotes, a lone surrogate, markup, the longest allowed. */
export const sweepStrings = ['a\u0000b', 'abc\u0000', '\u0000', "o'neil", 'say "hi"', 'back\\slash', '100%_x', 'x\uD800y', '\u202Eabc', '<b>x</b>', 'line\nbreak', '\u0001\u001f\u007f'];
