import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newEmail, registerShopper, test } from './fixtures';

const password = 'correct-horse-9';
const root = join(import.meta.dirname, '..', '..');

/**
 * Orders for the shopper, until the cart's pay operation lands on main: the test-only fixture command
 * (server/test/order-fixture-cli.ts) writes them into this server's database with their real ledger
 * payment and moves them on through transition(), as the staff console would.
 */
function giveOrders(email: string): { paid: number; purchased: number; anybuy: number } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/test/order-fixture-cli.ts', '--email', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_GLOBAL_DATA! },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`order fixture failed:\n${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { paid: number; purchased: number; anybuy: number };
}

async function shopperWithOrders(page: Page, mailCode: (email: string) => string, tag: string) {
  const email = newEmail(tag);
  await registerShopper(page, mailCode, email, password, { stayLoggedIn: true });
  return giveOrders(email);
}

const tab = (page: Page, name: string, count: number) => page.getByRole('navigation', { name: 'Order groups' }).getByRole('link', { name: `${name} ${count}` });

test('a shopper sees the tabs with counts, cancels a paid order, and finds the refund and the message', async ({ page, mailCode }) => {
  const ids = await shopperWithOrders(page, mailCode, 'orders');
  await page.goto('/personal/order/all');
  await expect(tab(page, 'All', 3)).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'To confirm', 1)).toBeVisible();
  await expect(tab(page, 'In progress', 2)).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(3);
  await expect(page.locator(`[data-order-id="${ids.anybuy}"]`)).toContainText('New price: ¥2,400 → ¥2,600');

  await tab(page, 'Closed', 0).click();
  await expect(page.getByRole('heading', { name: 'No closed orders' })).toBeVisible();

  await tab(page, 'In progress', 2).click();
  const paidCard = page.locator(`[data-order-id="${ids.paid}"]`);
  await expect(paidCard.getByTestId('order-state')).toHaveText('Paid');
  await paidCard.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${ids.paid}$`));
  await expect(page.getByRole('heading', { name: `Order ${ids.paid}` })).toBeVisible();
  await expect(page.getByTestId('order-costs')).toContainText('Paid from wallet');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('The full payment goes back to your wallet at once.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-state')).toHaveText('Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'The full refund is already in your wallet.' })).toBeVisible();
  await expect(page.getByTestId('order-timeline')).toContainText('Order cancelled and refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const title = await page.locator('h2[lang="ja"]').first().textContent();

  await page.goto('/personal/refund');
  const refund = page.getByTestId('refund-list').getByRole('listitem').first();
  await expect(refund).toContainText(title!);

  await page.goto('/personal/message');
  const message = page.getByTestId('message').first();
  await expect(message).toHaveAttribute('data-read', 'false');
  await expect(message).toContainText('Order cancelled');
  await expect(message).toContainText(title!);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Unread: 0')).toBeVisible();
  await expect(message).toHaveAttribute('data-read', 'true');
  await message.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${ids.paid}$`));
});

test('an unknown tab and someone else’s order are the 404 page', async ({ page, mailCode }) => {
  const ids = await shopperWithOrders(page, mailCode, 'orders404');
  await page.goto('/personal/order/nonsense');
  await expect(page.getByText('Page Not Found: /personal/order/nonsense')).toBeVisible();
  await page.context().clearCookies();
  await registerShopper(page, mailCode, newEmail('orders404b'), password, { stayLoggedIn: true });
  await page.goto(`/personal/order/detail?id=${ids.paid}`);
  await expect(page.getByText(/Page Not Found/)).toBeVisible();
});

for (const language of ['en', 'ar']) {
  test(`order pages in ${language} at 390 px: screenshots kept, nothing wider than the screen`, async ({ page, mailCode }, testInfo) => {
    const ids = await shopperWithOrders(page, mailCode, `orderlook${language}`);
    const prefix = language === 'en' ? '' : `/${language}`;
    const pages = [
      ['list', `/personal/order/all`, page.getByTestId('order-card').first()],
      ['detail', `/personal/order/detail?id=${ids.anybuy}`, page.getByTestId('order-costs')],
      ['anybuy', `/personal/order/anybuy`, page.getByTestId('order-card').first()],
      ['messages', `/personal/message`, page.getByTestId('message').first()],
      ['refunds', `/personal/refund`, page.getByRole('heading', { level: 1 })],
    ] as const;
    for (const [name, path, ready] of pages) {
      await page.goto(`${prefix}${path}`);
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`orders-${name}-${language}-390.png`), fullPage: true });
    }
  });
}
