// `npm test`: installs what is missing, then runs every check in order and stops at the first failure.
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();

const steps = [
  ['typecheck', ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['generated code is current', ['npx', 'tsx', 'generator/cli.ts', '--check']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
];

for (const [title, [command, ...args]] of steps) {
  console.log(`\n▶ ${title}`);
  run(command, args);
}
console.log('\nAll checks passed.');
