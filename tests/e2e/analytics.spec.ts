// The analytics edition in the browser against its own server: a visitor is sent to the staff sign-in, a
// shopper's account opens nothing, and staff see the panels with the shopper's searches and sign-ups,
// change the range (a preset and a custom one, kept in the address) and download a panel's CSV.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { captchaToken, expect, newEmail, test } from './fixtures';
import { makeStaff } from './shop-steps';

const password = 'correct-horse-9';
const origin = () => new URL(process.env.E2E_ANALYTICS_URL!).origin;

/** One call as the call wrapper makes it, from the analytics edition's own origin. */
async function call(request: APIRequestContext, name: string, params: Record<string, unknown>, method: 'GET' | 'POST', deviceId = 'pc_e2e-analytics') {
  const query = new URLSearchParams({ n: name, from: 'RYM-PC', isNew: '1', language: 'en', deviceId });
  if (method === 'GET') for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  const response = method === 'GET' ? await request.get(`/?${query}`) : await request.post(`/?${query}`, { data: params, headers: { Origin: origin() } });
  const body = (await response.json()) as { code: number; msg?: string };
  expect(body.code, `${name}: ${body.msg ?? ''}`).toBe(200);
}

/** An account made through the same calls the storefront's sign-up makes (this edition has no sign-up page). */
async function register(request: APIRequestContext, mailCode: (email: string) => string, email: string) {
  await call(request, 'Sig.Front.AppApi.Register', { email, password, captchaToken: await captchaToken(request, origin()) }, 'POST');
  await call(request, 'Sig.Front.AppApi.VerifyRegister', { email, code: mailCode(email) }, 'POST');
}

async function signIn(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('staff read the panels, change the range and download a CSV; nobody else sees data', async ({ page, playwright, mailCode }) => {
  const staffEmail = newEmail('analytics-staff');
  const shopperEmail = newEmail('analytics-shopper');
  const term = `e2e${Date.now().toString(36)}`;
  const shopper = await playwright.request.newContext({ baseURL: process.env.E2E_ANALYTICS_URL });
  await register(shopper, mailCode, shopperEmail);
  await register(page.request, mailCode, staffEmail);
  await page.context().clearCookies();
  expect(makeStaff(staffEmail, process.env.E2E_ANALYTICS_DATA!)).toContain(`${staffEmail} is now staff`);
  // The shopper searches the storefront's catalog through the same server: twice for the term, once for nothing.
  await call(shopper, 'Sig.Front.SubSite.App.Search', { keyword: term }, 'GET');
  await call(shopper, 'Sig.Front.SubSite.App.Search', { keyword: term }, 'GET');
  await shopper.dispose();

  // A visitor is asked to sign in; a shopper's account opens nothing and is signed out again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fanalytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await signIn(page, shopperEmail);
  await expect(page.getByRole('alert')).toHaveText('This account is not a staff account: the dashboard is for staff only.');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, staffEmail);
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  for (const title of ['Orders and sales', 'Funnel', 'Searches', 'New accounts', 'Refunds and failed purchases']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // Both accounts were opened today; the searches reach the log a moment after their answers.
  await expect(page.getByTestId('accounts-total')).not.toHaveText('0');
  const searches = page.locator('[data-panel="searches"]');
  // The term found nothing in the catalog either: it is in both lists; the top list is read here.
  const termRow = () => searches.getByRole('table', { name: 'Top searches' }).getByRole('row', { name: new RegExp(term) });
  // Reloaded until the log has both: each reload waits for the panel's figures, then reads the row once.
  await expect(async () => {
    await page.reload();
    await expect(searches.getByTestId('searches-total')).toBeVisible();
    // The first cell after the keyword is how many times it was searched.
    expect(await termRow().getByRole('cell').first().allTextContents()).toEqual(['2']);
  }).toPass({ timeout: 120_000 });

  // A preset, then a custom range: each goes into the address and the panels follow.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('From').fill('2025-01-01');
  await page.getByLabel('To').fill('2025-01-31');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
  await expect(page.getByText('2025-01-01 to 2025-01-31 (Japan time)')).toBeVisible();
  await expect(page.getByTestId('accounts-total')).toHaveText('0');
  await expect(searches.getByText('No searches in this range.')).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(termRow()).toBeVisible();

  // The searches panel's CSV: a UTF-8 byte-order mark, the header and the term's row.
  const [download] = await Promise.all([page.waitForEvent('download'), searches.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^searches_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('List,Keyword,Searches,Visitors');
  expect(lines).toContain(`top,${term},2,1`);
  expect(lines).toContain(`noResults,${term},2,1`);
});
