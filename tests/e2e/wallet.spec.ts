// Topping up the wallet in the browser against the real server and its local test gateway: the card
// form posts to the gateway, our API charges the token, and the page shows the outcome.
import type { Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures';
import { shopperByApi } from './shop-steps';

async function payWith(page: Page, card: string, amount: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test.describe('wallet', () => {
  test.beforeEach(async ({ page, mailCode }) => {
    await shopperByApi(page, mailCode, newEmail('wallet'), 'correct horse 1', { stayLoggedIn: true });
  });

  test('tops up with the success card and shows the new balance', async ({ page }) => {
    await page.goto('/personal/payment');
    await expect(page.getByRole('heading', { name: 'No movements yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Top up' }).first().click();
    await expect(page.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
    await page.getByText('¥5,000', { exact: true }).click();
    await payWith(page, '4242 4242 4242 4242', '¥5,000');
    await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
    await expect(page.getByText('Your balance is now ¥5,000.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your wallet' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥5,000');
    await expect(page.getByTestId('wallet-history')).toContainText('Top-up');
    await expect(page.getByTestId('wallet-history')).toContainText('+¥5,000');
  });

  test('tops up with a saved card without typing it again; a new card is one choice away', async ({ page }) => {
    await page.goto('/personal/card');
    await page.getByLabel('Name on card').fill('Ann Lee');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('saved-card')).toContainText('VISA •••• 4242');

    await page.goto('/personal/recharge');
    const saved = page.getByRole('radio', { name: `VISA ending in 4242, expires 12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}` });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('radio', { name: 'A new card' }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await saved.check();
    await page.getByText('¥5,000', { exact: true }).click();
    await page.getByRole('button', { name: 'Pay ¥5,000' }).click();
    await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
    await expect(page.getByText('Your balance is now ¥5,000.')).toBeVisible();
    // The same card pays again: the gateway keeps it, not a single-use token.
    await page.getByRole('link', { name: 'Top up again' }).click();
    await page.getByRole('radiogroup', { name: 'Choose an amount' }).getByText('¥5,000').click();
    await page.getByRole('button', { name: 'Pay ¥5,000' }).click();
    await expect(page.getByText('Your balance is now ¥10,000.')).toBeVisible();
  });

  test('says why a declined card failed and leaves the balance as it was', async ({ page }) => {
    await page.goto('/personal/recharge');
    await page.getByLabel('Other amount (yen)').fill('2500');
    await payWith(page, '4000 0000 0000 0002', '¥2,500');
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('Your card was declined. Please try another card.')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await payWith(page, '4000 0000 0000 9995', '¥3,000');
    await expect(page.getByText('Your card has insufficient funds.', { exact: false })).toBeVisible();
    await page.goto('/personal/payment');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥0');
  });

  test('completes a 3-D Secure card on the gateway’s page and returns to where the shopper was', async ({ page }) => {
    await page.goto('/personal/recharge?return=%2Fpersonal%2Fcoupon');
    await page.getByText('¥10,000', { exact: true }).click();
    await payWith(page, '4000 0027 6000 3184', '¥10,000');
    await expect(page).toHaveURL(/\/test-gateway\/3ds\/pay_/);
    await expect(page.getByRole('heading', { name: '3-D Secure test' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
    await expect(page.getByText('Your balance is now ¥10,000.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL(/\/personal\/coupon$/);
    await expect(page.getByRole('heading', { name: 'Welcome coupon' })).toBeVisible();
  });
});
