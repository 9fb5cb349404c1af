// Paying a parcel's postage by card in the browser, as the checkout's card test does for an order: one
// order is bought, brought to the warehouse by staff and put in a parcel by EMS through the API; the
// shipping payment page then charges a new test card for what the wallet lacks, or the whole with a card
// that asks for 3-D Secure first, whose bank page comes back to the payment page and on to success.
import type { ShipParcel, WalletSummary } from '../../generated/api/schemas';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { call, parcelToPay, shopperByApi, staffPage } from './shop-steps';

const password = 'correct horse 3';
const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
}

test('pays the postage’s shortfall with a new card: the wallet’s money and the card’s, as shown', async ({ page, browser, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('postshort'), password, { stayLoggedIn: true });
  const staff = await staffPage(browser, mailCode, newEmail('postshort-staff'), password);
  const parcel = await parcelToPay(page.request, staff.request, 1000);
  const shortfall = parcel.totalYen - 1000;

  await page.goto(`/personal/order/merge/mailpay?id=${parcel.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for shipping' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(`Wallet balance ${yen(1000)}`);
  const choice = page.getByTestId('pay-choice');
  await expect(choice.getByRole('radio', { name: `Wallet ${yen(1000)} + card for the shortfall ${yen(shortfall)}` })).toBeChecked();
  await expect(choice.getByRole('radio', { name: `Card for the whole ${yen(parcel.totalYen)}` })).toBeVisible();
  await expect(page.getByTestId('pay-split')).toHaveText(`Charged now: ${yen(1000)} from your wallet and ${yen(shortfall)} to your card.`);
  await fillCard(page, '4242 4242 4242 4242');
  await expectAccessible(page);
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping paid' })).toBeVisible();
  expect((await call<WalletSummary>(page.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen).toBe(0);
  expect((await call<ShipParcel>(page.request, 'Sig.Front.User.AppParcel.Get', { id: parcel.id })).state).toBe('paid');
});

test('pays the whole postage with a 3-D Secure card: the bank’s page comes back to the payment page, then success', async ({ page, browser, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('post3ds'), password, { stayLoggedIn: true });
  const staff = await staffPage(browser, mailCode, newEmail('post3ds-staff'), password);
  const parcel = await parcelToPay(page.request, staff.request, 0);

  await page.goto(`/personal/order/merge/mailpay?id=${parcel.id}`);
  await expect(page.getByTestId('pay-choice').getByRole('radio', { name: `Card for the whole ${yen(parcel.totalYen)}` })).toBeChecked();
  await expect(page.getByTestId('pay-split')).toHaveText(`Charged now: ${yen(parcel.totalYen)} to your card.`);
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: '3-D Secure test' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping paid' })).toBeVisible();
  expect((await call<ShipParcel>(page.request, 'Sig.Front.User.AppParcel.Get', { id: parcel.id })).state).toBe('paid');
  expect((await call<WalletSummary>(page.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen).toBe(0);
});
