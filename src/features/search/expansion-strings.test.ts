// The expansion line splits its sentence at `<terms/>` (ExpansionNote.tsx): every language must hold it once.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', '..', '..', 'locales', 'search');

it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('%s places the terms once', (file) => {
  const { expansion } = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { expansion: { expanded: string } };
  expect(expansion.expanded.split('<terms/>')).toHaveLength(2);
});
