// Paying a checkout by card in the browser: the confirm page offers the wallet and a card for the shortfall
// or the whole, shows what is charged where, and pays with a new test card — one that succeeds at once, and
// one that asks for 3-D Secure first, whose bank page comes back to the confirm page and on to success.
import type { Cart, CheckoutPreview, WalletSummary } from '../../generated/api/schemas';
import type { Page } from '@playwright/test';
import { expect, newEmail, test } from './fixtures';
import { addressByApi, call, importIntoCatalog, shopperByApi, topUpByApi } from './shop-steps';

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;

/** An item of the test's own in the cart, its notice accepted; answers the confirm page's address and figures. */
async function cartOfOne(page: Page, tag: string) {
  const addressId = await addressByApi(page.request);
  const id = `c${tag}${String(Date.now()).slice(-9)}`;
  importIntoCatalog({
    site: 'paypay', id, title: `E2E カード払い ${id}`, url: `https://paypayfleamarket.yahoo.co.jp/item/${id}`, priceYen: 4000, listingType: 'fixed',
    condition: 'good', shippingPayer: 'seller', weightGrams: 300, images: ['https://example.com/e2e-card.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  });
  await call(page.request, 'Sig.Front.User.AppCart.AddGoods', { site: 'paypay', id }, 'POST');
  await call(page.request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: 'paypay@1' }, 'POST');
  const lineIds = (await call<Cart>(page.request, 'Sig.Front.User.AppCart.List')).groups.flatMap((g) => g.lines.map((l) => l.id));
  const preview = await call<CheckoutPreview>(page.request, 'Sig.Front.User.AppCheckout.Preview', { lineIds, addressId });
  return { lineIds, preview };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
}

test('pays the shortfall with a new card: the wallet’s money and the card’s, as shown', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('cardshort'), 'correct horse 1', { stayLoggedIn: true });
  await topUpByApi(page.request, 1000);
  const { lineIds, preview } = await cartOfOne(page, 's');
  const shortfall = preview.cashYen - 1000;

  await page.goto(`/cart/confirm?lines=${lineIds.join(',')}`);
  const choice = page.getByTestId('pay-choice');
  await expect(choice.getByRole('radio', { name: `Wallet ${yen(1000)} + card for the shortfall ${yen(shortfall)}` })).toBeChecked();
  await expect(choice.getByRole('radio', { name: `Card for the whole ${yen(preview.cashYen)}` })).toBeVisible();
  await expect(page.getByTestId('pay-split')).toHaveText(`Charged now: ${yen(1000)} from your wallet and ${yen(shortfall)} to your card.`);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  expect((await call<WalletSummary>(page.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen).toBe(0);
});

test('pays the whole with a 3-D Secure card: the bank’s page comes back to the confirm page, then success', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('card3ds'), 'correct horse 1', { stayLoggedIn: true });
  const { lineIds, preview } = await cartOfOne(page, 't');

  await page.goto(`/cart/confirm?lines=${lineIds.join(',')}`);
  await expect(page.getByTestId('pay-choice').getByRole('radio', { name: `Card for the whole ${yen(preview.cashYen)}` })).toBeChecked();
  await expect(page.getByTestId('pay-split')).toHaveText(`Charged now: ${yen(preview.cashYen)} to your card.`);
  await fillCard(page, '4000 0027 6000 3184');
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: '3-D Secure test' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  expect((await call<Cart>(page.request, 'Sig.Front.User.AppCart.List')).groups).toHaveLength(0);
});

test('a declined card says so and charges nothing; another card then pays', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('carddecl'), 'correct horse 1', { stayLoggedIn: true });
  const { lineIds } = await cartOfOne(page, 'd');
  await page.goto(`/cart/confirm?lines=${lineIds.join(',')}`);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('card-problem')).toHaveText('Your card was declined. Please try another card.');
  expect((await call<WalletSummary>(page.request, 'Sig.Front.User.AppWallet.Summary')).balanceYen).toBe(0);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
});
