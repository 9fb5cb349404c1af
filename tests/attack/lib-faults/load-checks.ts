// After a load run: the processes behaved as one store. The books reconcile; each order set was paid
// once and each recharge credited once (a checkout or recharge paid by two processes would show two
// ledger transactions for one reference); no job ran twice (auctions ending during the run, closed by
// whichever process's runner claims the job: one order and one settlement each); and every mail of the
// outbox reached the SMTP sink exactly once.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../server/db/types';
import { reconcile } from '../../../server/money/reconcile';
import { eventually, type Report } from './report';
import type { Running } from './server';
import type { SmtpSink } from './smtp-sink';

async function twice(db: Kysely<Database>, kind: 'payment' | 'recharge', refType: string): Promise<number> {
  const rows = await db
    .selectFrom('ledger_transactions')
    .select('ref_id')
    .where('kind', '=', kind)
    .where('ref_type', '=', refType)
    .groupBy('ref_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  return rows.length;
}

export async function afterRunChecks(report: Report, db: Kysely<Database>, smtp: SmtpSink, servers: Running[], auctionIds: number[]): Promise<void> {
  report.section('after the run');
  report.check(servers.every((s) => s.child.exitCode === null && s.child.signalCode === null), 'every server process is still running');
  const problems = await reconcile(db);
  report.check(problems.length === 0, 'the books reconcile (ledger:check)', problems.slice(0, 5).join('; '));

  const checkouts = Number((await db.selectFrom('checkouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const paidTwice = await twice(db, 'payment', 'checkout');
  report.check(paidTwice === 0, `each of the ${checkouts} order sets was paid once`, `${paidTwice} paid more than once`);
  const recharges = await db.selectFrom('recharges').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const creditedTwice = await twice(db, 'recharge', 'recharge');
  const succeeded = Number(recharges.find((r) => r.status === 'succeeded')?.n ?? 0);
  const credits = Number((await db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'recharge').where('ref_type', '=', 'recharge').executeTakeFirstOrThrow()).n);
  report.check(creditedTwice === 0 && credits === succeeded, `each of the ${succeeded} card top-ups was credited once`, `${creditedTwice} credited twice, ${credits} credits for ${succeeded} succeeded (${recharges.map((r) => `${r.status} ${r.n}`).join(', ')})`);

  // A job run by both processes would close its auction twice: two orders, two settlements, two mails.
  const closed = await eventually(
    async () => Number((await db.selectFrom('auctions').select((eb) => eb.fn.countAll<number>().as('n')).where('goods_id', 'in', auctionIds).where('status', '=', 'closed').executeTakeFirstOrThrow()).n) === auctionIds.length,
    30_000,
    500,
  );
  const won = await db.selectFrom('goods').innerJoin('orders', (j) => j.onRef('orders.site', '=', 'goods.site').onRef('orders.external_id', '=', 'goods.external_id')).select(['goods.id']).where('goods.id', 'in', auctionIds).execute();
  const settledTwice = await twice(db, 'payment', 'auction');
  const perAuction = new Map<number, number>();
  for (const row of won) perAuction.set(row.id, (perAuction.get(row.id) ?? 0) + 1);
  const once = auctionIds.every((id) => perAuction.get(id) === 1);
  report.check(closed && once && settledTwice === 0, `each of the ${auctionIds.length} auction-close jobs due during the run ran once (one order, one settlement each)`, `closed ${closed}, orders per auction ${[...perAuction.values()].join(',')}, settled twice ${settledTwice}`);
  const failedJobs = await db.selectFrom('jobs').select(['key', 'last_error']).where('failed_at', 'is not', null).execute();
  report.check(failedJobs.length === 0, 'no job failed', failedJobs.slice(0, 3).map((j) => `${j.key}: ${j.last_error}`).join('; '));

  // Mails go out after their transaction commits; give the last ones a moment.
  const unsent = () => db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).executeTakeFirstOrThrow().then((r) => Number(r.n));
  await eventually(async () => (await unsent()) === 0, 15_000, 250);
  const sent = Number((await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is not', null).executeTakeFirstOrThrow()).n);
  const seen = new Map<string, number>();
  for (const mail of smtp.received) {
    const key = `${mail.to.join(',')}\n${mail.subject}\n${mail.text.replace(/^(Message-ID|Date):.*$/gim, '')}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const duplicated = [...seen.values()].filter((n) => n > 1).length;
  report.check(smtp.received.length === sent && duplicated === 0 && (await unsent()) === 0, `each of the ${sent} outbox mails was sent once`, `${smtp.received.length} received for ${sent} sent, ${duplicated} twice, ${await unsent()} unsent`);
}
