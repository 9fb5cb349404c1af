// Buying in the browser against the real server: two marketplaces' goods in the cart, grouped by shop;
// confirm with the welcome coupon; too little money → top up with the test card → back to the same
// confirm page with every choice kept; buy notices accepted once; pay; the success page. And a charge that
// changed while the confirm page was open is refused with the new amount, then paid as shown.
import type { Cart, CheckoutPreview } from '../../generated/api/schemas';
import { goodsDetailLink } from '../../generated/links';
import { expect, newEmail, test } from './fixtures';
import { addressByApi, anItem, call, importIntoCatalog, shopperByApi, topUpByApi } from './shop-steps';

test('two marketplaces in the cart, grouped; coupon, top-up and back, notices, pay, success', async ({ page, mailCode }) => {
  const email = newEmail('cart');
  await shopperByApi(page, mailCode, email, 'correct horse 1', { stayLoggedIn: true });
  // The address book has its own test; here the address is saved through its call.
  await addressByApi(page.request);
  const items = [await anItem(page.request, 'mercari'), await anItem(page.request, 'amazon')];

  for (const [i, item] of items.entries()) {
    await page.goto(goodsDetailLink(item));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The badge follows the add's answer.
    await expect(page.getByRole('link', { name: i === 0 ? 'Cart, 1 item' : 'Cart, 2 items' }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /^Cart, 2 items/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  const groups = page.getByTestId('cart-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAttribute('data-site', 'mercari');
  await expect(groups.nth(1)).toHaveAttribute('data-site', 'amazon');
  await expect(groups.nth(0)).toContainText(items[0]!.Name);
  await expect(groups.nth(1)).toContainText(items[1]!.Name);
  await expect(page.getByTestId('cart-summary')).toContainText('2 items selected');

  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm and pay' })).toBeVisible();
  await expect(page.getByLabel(/Ann Lee/)).toBeChecked();
  // Each choice goes into the address at once; the figures follow from the server.
  await page.getByRole('radio', { name: /Welcome coupon/ }).click();
  await expect(page).toHaveURL(/coupon=\d+/);
  await page.getByRole('checkbox', { name: /Photos of your item/ }).click();
  await expect(page).toHaveURL(/services=photos/);
  // Says what it is charged for and how often: two items, ¥500 each.
  await expect(page.getByRole('checkbox', { name: /Photos of your item ¥500 per item × 2/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Welcome coupon/ })).toBeChecked();
  const confirmUrl = page.url();
  await expect(page.getByTestId('payment-summary')).toContainText('Coupon');
  await expect(page.getByTestId('shortfall')).toBeVisible();
  // Short of money: a card may pay it all, or the wallet is topped up first (this test's way).
  await expect(page.getByTestId('pay-choice').getByRole('radio', { name: /^Card for the whole/ })).toBeChecked();

  await page.getByTestId('shortfall').getByRole('link', { name: 'Top up' }).click();
  await expect(page.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
  await page.getByText('¥30,000', { exact: true }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay ¥30,000' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue where you left off' }).click();

  // Back on the same confirm page: lines, coupon and services as they were, and now enough money.
  await expect(page).toHaveURL(confirmUrl);
  await expect(page.getByRole('radio', { name: /Welcome coupon/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Photos of your item/ })).toBeChecked();
  await expect(page.getByTestId('shortfall')).toHaveCount(0);
  await page.getByTestId('pay').click();
  // First purchase from each marketplace: its notice, once.
  for (const site of ['Mercari', 'Amazon Japan']) {
    await expect(page.getByRole('dialog', { name: `Before you buy from ${site}` })).toBeVisible();
    await page.getByTestId('accept-notice').click();
  }

  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/paySuccess\?id=\d+/);
  const success = page.getByTestId('pay-success');
  for (const item of items) await expect(success.getByRole('link', { name: new RegExp(item.Name.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', /\/personal\/order\/detail\?id=\d+/);
  await expect(success.getByRole('link', { name: 'Follow my orders' })).toHaveAttribute('href', '/personal/order/inProgress');
  // The bought lines left the cart, and the badge says so.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a charge that changed while the confirm page was open is refused with the new amount, nothing charged, then paid', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('charge'), 'correct horse 1', { stayLoggedIn: true });
  const addressId = await addressByApi(page.request);
  await topUpByApi(page.request, 20_000);
  // An item of the test's own, on a marketplace no other test searches: none of them picks it up while this
  // test changes it, nor after it (it stays on sale, the newest fixed-price item there).
  const id = `z${String(Date.now()).slice(-10)}`;
  const item = {
    site: 'paypay', id, title: `E2E 送料変更 ${id}`, url: `https://paypayfleamarket.yahoo.co.jp/item/${id}`, priceYen: 3000, listingType: 'fixed',
    condition: 'good', shippingPayer: 'seller', weightGrams: 300, images: ['https://example.com/e2e-paypay.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  };
  importIntoCatalog(item);
  await call(page.request, 'Sig.Front.User.AppCart.AddGoods', { site: 'paypay', id }, 'POST');
  await call(page.request, 'Sig.Front.User.AppCheckout.AcceptNotice', { key: 'paypay@1' }, 'POST');
  const lineIds = (await call<Cart>(page.request, 'Sig.Front.User.AppCart.List')).groups.flatMap((g) => g.lines.map((l) => l.id));
  const preview = () => call<CheckoutPreview>(page.request, 'Sig.Front.User.AppCheckout.Preview', { lineIds, addressId });
  const shown = await preview();

  await page.goto(`/cart/confirm?lines=${lineIds.join(',')}`);
  await expect(page.getByTestId('payment-summary')).toContainText(`¥${shown.cashYen.toLocaleString('en-US')}`);
  // The seller now charges the buyer for shipping within Japan.
  importIntoCatalog({ ...item, shippingPayer: 'buyer', domesticShippingYen: 800 });
  const now = await preview();
  expect(now.cashYen).toBe(shown.cashYen + 800);

  await page.getByTestId('pay').click();
  await expect(page.getByTestId('pay-refusal')).toContainText(`The amount to pay is now ¥${now.cashYen.toLocaleString('en-US')}`);
  await expect(page.getByTestId('payment-summary')).toContainText(`¥${now.cashYen.toLocaleString('en-US')}`);
  expect((await call<Cart>(page.request, 'Sig.Front.User.AppCart.List')).groups).toHaveLength(1);

  await page.getByTestId('pay').click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
});
