// The webUrl field type of spec/api.yaml: what the generator emits for it, and that the emitted schema
// takes only http(s) addresses and exports as the JSON Schema uri the fuzz suite builds values from.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseTypeExpr, zodSource } from '../../generator/typeexpr';

const ctx = { languageCodes: [], goodsTypes: [], siteIds: [], orderStates: [], orderActions: [], orderGroups: [] };

function schemaOf(expression: string): z.ZodType {
  const parsed = parseTypeExpr(expression);
  if ('error' in parsed) throw new Error(parsed.error);
  // The emitted source is an expression over `z`, as generated/api/operations.ts holds it.
  return new Function('z', `return ${zodSource(parsed, ctx)};`)(z) as z.ZodType;
}

describe('webUrl', () => {
  it('is emitted as zod’s url with the http(s) protocol pattern and the range', () => {
    const parsed = parseTypeExpr('webUrl(1..2048)|null');
    expect(parsed).toEqual({ kind: 'nullable', of: { kind: 'webUrl', min: 1, max: 2048 } });
    expect(zodSource(parsed as Exclude<typeof parsed, { error: string }>, ctx)).toBe('z.url({ protocol: z.regexes.httpProtocol }).min(1).max(2048).nullable()');
  });

  it('takes http(s) addresses only, trimmed', () => {
    const schema = schemaOf('webUrl(1..100)');
    expect(schema.parse(' https://jp.mercari.com/item/m1 ')).toBe('https://jp.mercari.com/item/m1');
    expect(schema.parse('HTTP://shop.example/a')).toBe('HTTP://shop.example/a');
    for (const value of ['javascript:alert(1)', ' javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example', 'https:evil.example', `https://a.example/${'x'.repeat(100)}`]) {
      expect([value, schema.safeParse(value).success]).toEqual([value, false]);
    }
  });

  it('exports as a uri with its lengths', () => {
    expect(z.toJSONSchema(schemaOf('webUrl(1..500)'), { io: 'input' })).toMatchObject({ type: 'string', format: 'uri', minLength: 1, maxLength: 500 });
  });
});
