// Saved searches and their alerts in real Chromium against the real server: a guest's save goes to login;
// the shopper saves a search, new listings come in through the project's own `catalog:import` command,
// which schedules the alert job on the server's job runner; the alert reaches the shopper's messages and
// the outbox (read with the project's own outbox command); its link opens the search with the new items
// marked. Then /personal/searches pauses, renames and deletes it. axe finds nothing serious on the way.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { shopperByApi } from './shop-steps';

const root = join(import.meta.dirname, '..', '..');
const env = () => ({ ...process.env, DATA_DIR: process.env.E2E_GLOBAL_DATA!, DATABASE_URL: '' });

/** `npm run catalog:import` of a feed file, on the global e2e server's database, as a developer runs it. */
function importFeed(lines: Record<string, unknown>[]): void {
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-alerts-')), 'feed.jsonl');
  writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/catalog-import.ts', file, '--strict'], { cwd: root, env: env(), encoding: 'utf8' });
  expect(run.status, run.stderr + run.stdout).toBe(0);
}

/** The outbox as `npm run mail:outbox` prints it. */
function outbox(): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/outbox.ts', '--limit', '50'], { cwd: root, env: env(), encoding: 'utf8' });
  return run.stdout;
}

// Listings shaped like real ones (a Mercari id of m and 11 digits, three pictures): they stay in the shared
// test server's catalog as its newest, where other specs that take "an item" may find them.
const listing = (keyword: string, n: number, priceYen: number) => {
  const id = `m${String(Date.now() % 1e10).padStart(10, '0')}${n}`;
  return {
    site: 'mercari', id, title: `${keyword.toUpperCase()} ヴィンテージ ランプ ${n}`, url: `https://jp.mercari.com/item/${id}`, priceYen, condition: 'good',
    shippingPayer: 'seller', images: [1, 2, 3].map((k) => `https://static.mercdn.net/item/detail/orig/photos/${id}_${k}.jpg`), seller: { id: 'e2e-alerts', name: 'E2E 雑貨' },
  };
};

test('save a search, get an alert for new listings, open it with the new items marked, manage saved searches', async ({ page, mailCode }) => {
  const keyword = `zqe${Date.now().toString(36)}`;
  const searchUrl = `/search?keyword=${keyword}&max=20000`;

  // A guest who saves is sent to log in, and would come back to this search.
  await page.goto(searchUrl);
  await page.getByTestId('save-search').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(searchUrl);

  const email = newEmail('alerts');
  await shopperByApi(page, mailCode, email, 'correct horse 9', { stayLoggedIn: true });
  await page.goto(searchUrl);
  const save = page.getByTestId('save-search');
  await expect(save).toHaveText('Save search');
  await expect(save).toHaveAttribute('data-saved', 'false');
  await save.click();
  await expect(save).toHaveText('Search saved');
  await expect(save).toHaveAttribute('data-saved', 'true');
  // The same search spelled otherwise is the one saved.
  await page.goto(`/search?keyword=${keyword.toUpperCase()}&max=20000`);
  await expect(page.getByTestId('save-search')).toHaveAttribute('data-saved', 'true');

  // Two new listings match; one is above the saved maximum price.
  importFeed([listing(keyword, 1, 4_800), listing(keyword, 2, 12_000), listing(keyword, 3, 25_000)]);

  // The import scheduled the alert job; the server's runner takes it at its next poll.
  await page.goto('/personal/message');
  const alert = page.getByTestId('message').filter({ hasText: `New listings for “${keyword}”` });
  // The page does not follow new messages by itself: reloaded until the alert is there. Each reload waits for
  // the list to be drawn (its unread count shows), then looks once, so that a slow machine only takes more
  // reloads; the bound is for a job that never runs.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Unread: \d+$/)).toBeVisible();
    expect(await alert.count()).toBe(1);
  }).toPass({ timeout: 120_000 });
  await expect(alert).toContainText('2 new listing(s) match your saved search');
  const mails = outbox().split(/\n(?=#\d+ )/).filter((m) => m.includes(`to ${email}`) && m.includes('New listings for'));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(`/search?keyword=${keyword}&max=20000&alert=`);

  await alert.getByTestId('message-link').click();
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${keyword}&max=20000&alert=\\d+`));
  await expect(page.getByTestId('alert-line')).toHaveText('2 new listings since your alert are marked “New”');
  const marked = page.getByTestId('goods-card').filter({ has: page.getByTestId('goods-mark') });
  await expect(marked).toHaveCount(2);
  await expect(page.getByTestId('goods-mark').first()).toHaveText('New');
  await expectAccessible(page);

  // Managing it.
  await page.goto('/personal/searches');
  const row = page.getByTestId('saved-search');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(keyword);
  await expect(row).toContainText('up to ¥20,000');
  await expect(row).toContainText('Alerts on');
  await expect(row).toContainText('Last alert:');
  await expectAccessible(page);
  await row.getByTestId('saved-search-pause').click();
  await expect(row).toContainText('Alerts paused');
  await expect(row.getByTestId('saved-search-pause')).toHaveText('Resume alerts');
  await row.getByTestId('saved-search-rename').click();
  await row.getByTestId('saved-search-name').fill('Lamps');
  await row.getByRole('button', { name: 'Save name' }).click();
  await expect(row.getByTestId('saved-search-open')).toHaveText('Lamps');
  await row.getByTestId('saved-search-open').click();
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${keyword}&max=20000$`));
  // Saved, the button leads to the saved searches.
  await page.getByTestId('save-search').click();
  await expect(page).toHaveURL(/\/personal\/searches$/);
  await page.getByTestId('saved-search-delete').click();
  await page.getByTestId('saved-search-delete-confirm').click();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  await expectAccessible(page);
});
