import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import { constants } from '../../generated/constants';
import { axeResults } from './axe';
import { latestCode } from './servers';

/** A new shopper's address for each test, so runs never collide on the same account. */
export function newEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A network address of its own for each shopper (each test, and a second browser within one), sent as the
 * load balancer would: the server's per-address limits on codes and logins then count one shopper's
 * attempts, as in production, rather than every test's from 127.0.0.1 (which a repeated run exceeds).
 */
export function clientAddress(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * A server-rendered page shows its markup before React takes it over (src/main.tsx), and until then its
 * buttons do nothing: a test acts once the page says it is ready, as a shopper would wait for it.
 */
export async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('ssr-queries') || document.documentElement.hasAttribute('data-ready'));
}

export const test = base.extend<{ mailCode: (email: string) => string }>({
  extraHTTPHeaders: async ({}, use) => {
    await use(clientAddress());
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilReady(page);
      return response;
    };
    await use(page);
  },
  // The code the server mailed, read from the outbox of this edition's database.
  mailCode: async ({}, use, testInfo) => {
    const dataDirs: Record<string, string | undefined> = { china: process.env.E2E_CHINA_DATA, analytics: process.env.E2E_ANALYTICS_DATA };
    const dataDir = dataDirs[testInfo.project.name] ?? process.env.E2E_GLOBAL_DATA!;
    await use((email) => latestCode(dataDir, email));
  },
});

export { expect };

/** No serious or critical axe finding on the page as the shopper sees it, once nothing is loading; each finding names where it is. */
export async function expectAccessible(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Contrast is judged on the look a shopper reads, not a frame of an animation (a toast fading in, a button's
  // colour changing, were measured halfway): with reduced motion the styles drop their animations at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A transition already running (a button's colour as it becomes enabled) runs on to its end: waited for.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => null))),
  );
  const results = await axeResults(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Ticks the local test captcha (served by our own server in test mode) and waits for its token. */
export async function solveCaptcha(page: Page) {
  const widget = page.getByTestId('local-captcha');
  await widget.getByRole('checkbox').check();
  // The box is disabled as soon as it is ticked; the caption changes only once the server's token has arrived
  // and been handed to the form (a failure unticks the box again).
  await expect(widget).toContainText('Done: you can continue.');
}

/** A one-use token of the local test captcha, for tests that register through the API rather than the page. */
export async function captchaToken(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.post('/test-widgets/captcha', { data: { siteKey: constants.widgets.captcha.testSiteKey }, headers: { Origin: origin } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A verified shopper made through the public sign-up steps, left on the profile step: logged in, or
 * logged out again (cookies cleared) for tests about logging in.
 */
export async function registerShopper(
  page: Page,
  mailCode: (email: string) => string,
  email: string,
  password: string,
  { stayLoggedIn = false } = {},
) {
  await page.goto('/register/_info');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
  await page.getByLabel(/I agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The code is read from the outbox at once, so the server must have sent it: the next step shows then.
  await expect(page).toHaveURL(/\/register\/_verification\?/);
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expect(page).toHaveURL(/\/register\/update$/);
  if (!stayLoggedIn) await page.context().clearCookies();
}
