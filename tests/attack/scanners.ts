// Debian's sqlmap and wapiti against the real server (started here on a free port over a seeded temporary
// database, with a shopper who has orders, parcels and tickets so that logged-in calls answer real rows).
// sqlmap tries every technique but stacked queries on a handful of GET calls (search keyword, goods id,
// shop, content key, an order id behind login); wapiti attacks the same calls and the storefront within a
// bounded time. Exit 1 on any finding. `npm run test:attack` runs this; the scanners are installed when missing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../server/test/harness';
import { makeOwner } from './owned';

const scanSeconds = Number(process.env.ATTACK_SCAN_SECONDS ?? 50);
const work = mkdtempSync(join(tmpdir(), 'storefront-scan-'));
const staticDir = existsSync('dist/index.html') ? 'dist' : null;
const server = await startTestServer({ staticDir });
const staff = await server.staffMember('scan-staff@example.com');
const owner = await makeOwner(server, 'scan-a@example.com', staff);
const cookie = [...owner.shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const goods = await server.services.db.selectFrom('goods').select(['site', 'external_id', 'seller_id']).where('site', '=', 'mercari').limit(1).executeTakeFirstOrThrow();
const seller = await server.services.db.selectFrom('sellers').select('external_id').where('id', '=', goods.seller_id).executeTakeFirstOrThrow();
const content = await server.services.db.selectFrom('contents').select(['kind', 'code']).where('code', 'is not', null).limit(1).executeTakeFirst();

const envelope = 'from=INTERNATIONAL&language=en&deviceId=pc_0123456789abcdef0123456789abcdef';
interface Target { what: string; url: string; params: string; auth?: boolean }
const targets: Target[] = [
  { what: 'search keyword', url: `${server.url}/?n=Sig.Front.SubSite.App.Search&keyword=pokemon&site=mercari&sort=newest&page=1&${envelope}`, params: 'keyword,site,sort,page' },
  { what: 'goods id', url: `${server.url}/api/Sig.Front.SubSite.App.GoodsDetail?site=mercari&id=${encodeURIComponent(goods.external_id)}&${envelope}`, params: 'id,site' },
  { what: 'shop seller id', url: `${server.url}/?n=Sig.Front.SubSite.App.ShopGoods&site=mercari&sellerId=${encodeURIComponent(seller.external_id)}&page=1&${envelope}`, params: 'sellerId,page' },
  ...(content ? [{ what: 'content key', url: `${server.url}/?n=Sig.Front.Content.Get&kind=${content.kind}&key=${encodeURIComponent(content.code!)}&${envelope}`, params: 'key,kind' }] : []),
  { what: 'order id (logged in)', url: `${server.url}/?n=Sig.Front.User.AppOrder.Detail&id=${owner.ids.order}&${envelope}`, params: 'id', auth: true },
];

function run(command: string, args: string[], seconds: number): Promise<{ output: string; timedOut: boolean; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: work });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ output, timedOut, code });
    });
  });
}

const findings: string[] = [];
const started = Date.now();

async function sqlmap(target: Target) {
  const args = [
    '-u', target.url, '-p', target.params, '--batch', '--level=2', '--risk=2', '--technique=BEUT', '--time-sec=2', '--timeout=10', '--retries=0',
    '--disable-coloring', '--flush-session', '--skip-waf', '--output-dir', join(work, 'sqlmap'), '--answers=follow=N',
    ...(target.auth ? ['--cookie', cookie] : []),
  ];
  const t0 = Date.now();
  const { output, timedOut } = await run('sqlmap', args, scanSeconds);
  const lines = output.split('\n');
  const injectable = lines.filter((l) => /appears to be .* injectable|identified the following injection point|is vulnerable/i.test(l) && !/does not seem to be injectable|might not be injectable/i.test(l));
  const clean = /all tested parameters do not appear to be injectable/i.test(output);
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  if (injectable.length > 0) findings.push(`sqlmap, ${target.what}: ${injectable.join(' | ')}`);
  else if (timedOut) console.log(`  sqlmap ${target.what}: stopped after ${seconds} s with nothing found so far`);
  else if (!clean) findings.push(`sqlmap, ${target.what}: ended without its verdict:\n${lines.slice(-15).join('\n')}`);
  else console.log(`  sqlmap ${target.what}: nothing injectable (${seconds} s)`);
}

async function wapiti() {
  const report = join(work, 'wapiti.json');
  const cookieFile = join(work, 'cookies.json');
  // Wapiti's cookie jar format: domain → path → name → value.
  const host = new URL(server.url).hostname;
  writeFileSync(cookieFile, JSON.stringify({ [host]: { '/': Object.fromEntries([...owner.shopper.cookies].map(([name, value]) => [name, { value, version: 0, expires: null, secure: false, port: null }])) } }));
  const args = [
    '-u', `${server.url}/`, '--scope', 'folder', '-m', 'sql,blindsql,xss,permanentxss,exec,file,redirect,crlf,ssrf,xxe',
    '--max-scan-time', String(scanSeconds), '--max-attack-time', String(Math.max(10, Math.floor(scanSeconds / 6))), '-t', '10', '--flush-session',
    '--store-session', join(work, 'wapiti-session'), '--store-config', join(work, 'wapiti-config'), '-c', cookieFile,
    '-f', 'json', '-o', report, '--no-bugreport', '-v', '1',
    ...targets.flatMap((t) => ['-s', t.url]),
  ];
  const t0 = Date.now();
  const { output } = await run('wapiti', args, scanSeconds + 45);
  if (!existsSync(report)) {
    findings.push(`wapiti wrote no report:\n${output.split('\n').slice(-15).join('\n')}`);
    return;
  }
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as { vulnerabilities: Record<string, { info: string; path: string; parameter: string }[]> };
  // Wapiti's anomaly module reports 500s too; a vulnerability category with entries is a finding.
  const found = Object.entries(parsed.vulnerabilities).flatMap(([kind, items]) => items.map((i) => `${kind}: ${i.path} ${i.parameter} — ${i.info}`));
  const anomalies = Object.entries((parsed as { anomalies?: Record<string, { info: string; path: string }[]> }).anomalies ?? {}).flatMap(([kind, items]) => items.map((i) => `${kind}: ${i.path} — ${i.info}`));
  for (const f of [...found, ...anomalies]) findings.push(`wapiti, ${f}`);
  console.log(`  wapiti: ${found.length} vulnerabilities, ${anomalies.length} anomalies (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

try {
  console.log(`Scanning ${server.url} (${staticDir ? 'with the built storefront' : 'API only: no dist/'})`);
  // Two at a time: the machine has two cores, and the server answers both.
  for (let i = 0; i < targets.length; i += 2) await Promise.all(targets.slice(i, i + 2).map(sqlmap));
  await wapiti();
} finally {
  await server.close();
  if (findings.length === 0) rmSync(work, { recursive: true, force: true });
}
console.log(`Scanners done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (findings.length > 0) {
  console.error(`\n✗ ${findings.length} finding(s) (reports kept in ${work}):\n${findings.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Nothing found.');
