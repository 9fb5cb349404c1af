// npm run bench:gen — how long generating the whole spec takes, beside the 2 s budget of issue 2.
// Prints the cold in-process run, the warm median of several runs, and the whole `gen:check` process
// (tsx start-up included), which is what a developer and CI wait for.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { emit, loadModel } from './generate';

const budgetMs = 2000;
const root = process.cwd();
const runs = Number(process.env.BENCH_RUNS ?? 10);

const time = (fn: () => void): number => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

const stages = { load: 0, emit: 0 };
const cold = time(() => {
  let model!: ReturnType<typeof loadModel>;
  stages.load = time(() => (model = loadModel({ root })));
  stages.emit = time(() => emit(model));
});
const warm = Array.from({ length: runs }, () => time(() => emit(loadModel({ root })))).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;

const processStart = performance.now();
const check = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
const processMs = performance.now() - processStart;

const row = (label: string, ms: number) =>
  `${label.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms   budget ${budgetMs} ms   ${ms <= budgetMs ? 'ok' : 'OVER'}`;
console.log(`Generating spec/ → generated/ on ${process.platform}/${process.arch}, Node ${process.version}`);
console.log(row('cold, in process (load + emit)', cold));
console.log(`${'  of which load + validate + model'.padEnd(38)} ${stages.load.toFixed(0).padStart(6)} ms`);
console.log(`${'  of which emit + print (ts-morph)'.padEnd(38)} ${stages.emit.toFixed(0).padStart(6)} ms`);
console.log(row(`warm median of ${runs}`, median));
console.log(row('whole `gen:check` process', processMs));
if (check.status !== 0) console.log(`(gen:check exited ${check.status}: ${check.stderr.trim().split('\n').at(-1)})`);
