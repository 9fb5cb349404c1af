// `npm run test:changed [-- --base <ref>] [-- --typecheck]`: the tests a change touches, in well under a
// minute, for the loop of editing and checking; `npm test` remains the whole check before a push. A change is
// what differs from where the branch left main (or from --base), committed or not, new files included.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chooseTests } from './choose';

const started = Date.now();
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const hasRef = (ref: string) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { stdio: 'ignore' }).status === 0;
const base = argument('--base') ?? (hasRef('main') ? git('merge-base', 'HEAD', 'main') : 'HEAD');
const lines = (text: string) => text.split('\n').filter(Boolean);
const changed = [...new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))])].filter((path) => existsSync(path));

function run(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (${Math.round((Date.now() - started) / 1000)} s).`);
    process.exit(result.status ?? 1);
  }
}

console.log(`Changed since ${base.slice(0, 12)}: ${changed.length === 0 ? 'nothing' : ''}`);
for (const path of changed) console.log(`  ${path}`);
const choice = chooseTests(changed);
if (choice.regenerate) run('generate (spec/ to generated/)', 'npx', ['tsx', 'generator/cli.ts']);
// About a minute even when nothing else changed, so asked for: a marketplace's new route without a screen is a type error.
if (process.argv.includes('--typecheck')) run('typecheck', 'npx', ['tsc', '-b', 'tsconfig.build.json']);
if (choice.tests.size === 0 && choice.related.length === 0) {
  console.log('\nNo test covers these changes.');
  process.exit(0);
}
for (const [file, why] of choice.tests) console.log(`  ${file}: ${why}`);
if (choice.related.length > 0) console.log(`  and the tests importing ${choice.related.join(', ')}`);
// One vitest run: related mode takes the source files and the chosen test files alike.
run('tests', 'npx', ['vitest', 'related', '--run', ...choice.related, ...choice.tests.keys()]);
console.log(`\nThe changed files' tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
