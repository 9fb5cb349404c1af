// npm run dict:build [-- /path/to/edict] — rebuilds server/catalog/dictionary/en-ja.tsv, the English→Japanese
// index of the keyword expansion, from EDICT (Debian's `edict` package: apt-get install edict). The file is
// committed: the server and CI read it and never need the package. The same EDICT gives the same file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIndex } from '../catalog/dictionary/select';

const source = process.argv[2] ?? '/usr/share/edict/edict';
const target = fileURLToPath(new URL('../catalog/dictionary/en-ja.tsv', import.meta.url));

if (!existsSync(source)) {
  console.error(`${source} not found: install Debian's edict package (apt-get install edict) or name the file.`);
  process.exit(1);
}
// EDICT is EUC-JP; its first line names the edition.
const lines = new TextDecoder('euc-jp').decode(readFileSync(source)).split('\n');
const created = /Created: ([\d-]+)/.exec(lines[0] ?? '')?.[1] ?? 'unknown';
const index = buildIndex(lines);
const header = [
  `# English word or phrase (look-up form) → Japanese words, best first. Built by npm run dict:build from EDICT (created ${created}).`,
  '# EDICT: © Electronic Dictionary Research and Development Group, CC BY-SA 3.0 (see README.md and EDRDG-LICENCE.txt beside this file).',
];
const body = [...index].map(([english, japanese]) => `${english}\t${japanese.join('\t')}`);
const text = `${[...header, ...body].join('\n')}\n`;
writeFileSync(target, text);
console.log(`${index.size.toLocaleString('en')} English words and phrases, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB → ${target}`);
