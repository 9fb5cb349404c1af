// The whole buying story in real Chromium against the real server, as a shopper and a staff member live
// it: sign-up with the mailed code, an address, three top-ups (declined, 3-D Secure, plain), two
// marketplaces' goods in the cart, the welcome coupon, buy notices, pay; staff buy one order and fail the
// other; the refund, its message and the bought one's arrival with its weight reach the shopper. Then the
// story's key screens in Arabic at 390 px, kept as screenshots and checked for overflow and for anything floating over them.
import type { Locator, Page } from '@playwright/test';
import { goodsDetailLink } from '../../generated/links';
import { expect, newEmail, registerShopper, test } from './fixtures';
import { expectNothingFloatingCovers } from './floating';
import { anItem, staffPage } from './shop-steps';

const password = 'correct horse 7';
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
/** The yen figure a price shows (it may carry the shopper's currency beside it). */
const yenOf = async (locator: Locator) => Number(/¥([\d,]+)/.exec(await locator.innerText())?.[1]?.replace(/,/g, '') ?? NaN);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addAddress(page: Page) {
  await page.goto('/personal/address');
  await expect(page.getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Country or region').selectOption('US');
  await form.getByRole('textbox', { name: 'Recipient' }).fill('Dana Story');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 0142');
  await form.getByRole('textbox', { name: 'Street address' }).fill('5 Elm St');
  await form.getByRole('textbox', { name: 'City' }).fill('Portland');
  await form.getByRole('textbox', { name: 'State' }).fill('OR');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('97201');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card').first()).toContainText('Portland, OR 97201');
}

async function topUp(page: Page, card: string, amount: number) {
  await page.goto('/personal/recharge');
  await expect(page.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
  await page.getByLabel('Other amount (yen)').fill(String(amount));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${yen(amount)}` }).click();
}

async function openWallet(page: Page, balance: number) {
  await page.goto('/personal/payment');
  await expect(page.getByTestId('wallet-balance')).toHaveText(yen(balance));
}

/** The amount of one row of the order page's cost table. */
const costRow = (page: Page, label: string) => page.getByTestId('order-costs').locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

async function staffDoes(staff: Page, orderId: number, action: string, button: string, fields: Record<string, string>, after: string) {
  if (!staff.url().endsWith(`/ops/order/${orderId}`)) {
    await staff.goto(`/ops/order/${orderId}`);
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(`Order #${orderId}`);
  }
  const form = staff.getByTestId(`action-${action}`);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: button }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(after);
}

test('the whole story: sign-up, address, top-ups, cart, pay; staff buy one and fail the other; refund, message, arrival; in Arabic', async ({ page, browser, mailCode }, testInfo) => {
  await registerShopper(page, mailCode, newEmail('story'), password, { stayLoggedIn: true });

  await test.step('an address', () => addAddress(page));

  await test.step('top-ups: declined, 3-D Secure, plain', async () => {
    await topUp(page, '4000 0000 0000 0002', 3000);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Please try another card.' })).toBeVisible();
    await openWallet(page, 0);

    await topUp(page, '4000 0027 6000 3184', 5000);
    await expect(page).toHaveURL(/\/test-gateway\/3ds\/pay_/);
    await expect(page.getByRole('heading', { name: '3-D Secure test' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
    await expect(page.getByText(`Your balance is now ${yen(5000)}.`)).toBeVisible();

    await topUp(page, '4242 4242 4242 4242', 10_000);
    await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
    await expect(page.getByText(`Your balance is now ${yen(15_000)}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to your wallet' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(yen(15_000));
    await expect(page.getByTestId('wallet-history').getByRole('listitem')).toHaveCount(2);
  });

  const items = [await anItem(page.request, 'mercari'), await anItem(page.request, 'amazon')];
  const [bought, failed] = items as [(typeof items)[0], (typeof items)[0]];
  await test.step('two marketplaces in the cart, grouped by shop', async () => {
    for (const [i, item] of items.entries()) {
      await page.goto(goodsDetailLink(item));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(item.Name.slice(0, 20));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('link', { name: i === 0 ? 'Cart, 1 item' : 'Cart, 2 items' }).first()).toBeVisible();
    }
    await page.getByRole('link', { name: /^Cart, 2 items/ }).first().click();
    const groups = page.getByTestId('cart-group');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAttribute('data-site', 'mercari');
    await expect(groups.nth(0)).toContainText(bought.Name);
    await expect(groups.nth(1)).toHaveAttribute('data-site', 'amazon');
    await expect(groups.nth(1)).toContainText(failed.Name);
  });

  let cash = 0;
  let paySuccessUrl = '';
  const orderIds: number[] = [];
  await test.step('confirm with the welcome coupon, notices, pay', async () => {
    await page.getByRole('link', { name: 'Check out' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
    await expect(page.getByLabel(/Dana Story/)).toBeChecked();
    await page.getByRole('radio', { name: /Welcome coupon/ }).click();
    await expect(page).toHaveURL(/coupon=\d+/);
    await expect(page.getByTestId('payment-summary')).toContainText('Coupon');
    await expect(page.getByTestId('pay')).toBeEnabled();
    await page.getByTestId('pay').click();
    for (const site of ['Mercari', 'Amazon Japan']) {
      await expect(page.getByRole('dialog', { name: `Before you buy from ${site}` })).toBeVisible();
      await page.getByTestId('accept-notice').click();
    }
    await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/paySuccess\?id=\d+/);
    const success = page.getByTestId('pay-success');
    for (const item of items) {
      const href = await success.getByRole('link', { name: new RegExp(escape(item.Name.slice(0, 10))) }).getAttribute('href');
      orderIds.push(Number(/id=(\d+)/.exec(href ?? '')?.[1]));
    }
    paySuccessUrl = page.url();
    cash = await yenOf(success.locator('dd').first());
    expect(cash).toBeGreaterThan(0);
    await openWallet(page, 15_000 - cash);
  });
  const [boughtId, failedId] = orderIds as [number, number];

  // What the failed order took from the wallet, as the shopper's order page says.
  await page.goto(`/personal/order/detail?id=${failedId}`);
  await expect(page.getByTestId('order-state')).toHaveText('Paid');
  const failedPaid = await yenOf(costRow(page, 'Paid from wallet'));

  const staff = await staffPage(browser, mailCode, newEmail('story-staff'), password);
  const reason = 'The seller sold it elsewhere';
  await test.step('staff buy one order and fail the other', async () => {
    await staff.goto('/ops');
    await expect(staff.getByRole('heading', { level: 1, name: 'Operations console' })).toBeVisible();
    await staffDoes(staff, boughtId, 'startPurchase', 'Start buying', {}, 'Buying');
    await staffDoes(staff, boughtId, 'markPurchased', 'Mark as bought', {}, 'Bought');
    await staffDoes(staff, failedId, 'failPurchase', 'Purchase failed', { 'Reason (the shopper sees it)': reason }, 'Purchase failed');
  });

  await test.step('the shopper sees the refund at once, and a message', async () => {
    await openWallet(page, 15_000 - cash + failedPaid);
    const refundRow = page.getByTestId('wallet-history').getByRole('listitem').filter({ hasText: 'Refund' });
    await expect(refundRow).toContainText(`+${yen(failedPaid)}`);
    await page.goto('/personal/refund');
    const refund = page.getByTestId('refund-list').getByRole('listitem').first();
    await expect(refund).toContainText(failed.Name.slice(0, 20));
    await expect(refund).toContainText(yen(failedPaid));
    await page.goto('/personal/message');
    const message = page.getByTestId('message').filter({ hasText: 'Purchase failed' });
    await expect(message).toContainText(reason);
    await expect(message).toHaveAttribute('data-read', 'false');
    await page.goto(`/personal/order/detail?id=${failedId}`);
    await expect(page.getByTestId('order-state')).toHaveText('Purchase failed');
    await expect(costRow(page, 'Refunded to wallet')).toHaveText(yen(failedPaid));
  });

  await test.step('staff record the arrival; the shopper sees it with its weight', async () => {
    const fields = { 'Weight (g)': '1250', 'Length (cm)': '32', 'Width (cm)': '22', 'Height (cm)': '12' };
    await staffDoes(staff, boughtId, 'recordArrival', 'Record the arrival', fields, 'In the warehouse');
    await page.goto(`/personal/order/detail?id=${boughtId}`);
    await expect(page.getByTestId('order-state')).toHaveText('In warehouse');
    await expect(page.getByText('1250 g')).toBeVisible();
    await expect(page.getByText('32 × 22 × 12 cm')).toBeVisible();
    await expect(page.getByTestId('order-timeline')).toContainText('Arrived, weighed and photographed');
  });

  await test.step('the key screens in Arabic at 390 px', async () => {
    // Something in the cart again, so the cart and confirm pages have lines to show.
    const another = await anItem(page.request, 'rakuten');
    await page.goto(goodsDetailLink(another));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    await staff.setViewportSize({ width: 390, height: 844 });
    const shoot = async (name: string, on: Page, ready: Locator) => {
      await expect(on.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(ready).toBeVisible();
      await on.waitForLoadState('networkidle');
      const overflow = await on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      // The shopper's pages carry the support chat's button, which must hide neither a control nor a total.
      if (on === page) {
        await expect(on.locator('#support-chat > button')).toBeVisible();
        await expectNothingFloatingCovers(on, `${name} (ar, 390 px)`);
      }
      await on.screenshot({ path: testInfo.outputPath(`story-${name}-ar-390.png`), fullPage: true });
    };
    await page.goto('/ar/cart');
    await shoot('cart', page, page.getByTestId('cart-group').first());
    await page.getByTestId('cart-summary').getByRole('link').last().click();
    await expect(page).toHaveURL(/\/ar\/cart\/confirm\?lines=\d+/);
    await shoot('confirm', page, page.getByTestId('payment-summary'));
    const success = new URL(paySuccessUrl);
    await page.goto(`/ar${success.pathname}${success.search}`);
    await shoot('pay-success', page, page.getByTestId('pay-success'));
    await page.goto(`/ar/personal/order/detail?id=${boughtId}`);
    await shoot('order-detail', page, page.getByTestId('order-costs'));
    await page.goto('/ar/personal/payment');
    await shoot('payment', page, page.getByTestId('wallet-history'));
    await staff.goto(`/ar/ops/order/${boughtId}`);
    await shoot('ops-order', staff, staff.getByTestId('ops-audit'));
  });
  await staff.context().close();
});
