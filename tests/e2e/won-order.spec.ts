// A won Mercari auction is paid from the order's own page: Mercari has no pay page of its own (Yahoo's
// /mall/yahoo/pay/{id} is Yahoo's, and the china edition sends Yahoo's mall pages to /download). The
// auction is loaded with the project's catalog:import command and won with a buy-now through the API;
// the shopper follows the won row of /personal/bidding to the order, pays the seller's postage there once,
// and the order moves on to paid with the wallet charged exactly once.
import type { BidResult, OrderDetail, WalletSummary } from '../../generated/api/schemas';
import { holdFor } from '../../server/auctions/rules';
import { expect, newEmail, test } from './fixtures';
import { call, importIntoCatalog, shopperByApi, topUpByApi } from './shop-steps';

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const buyNowYen = 3000;
const domesticYen = 700;

function importMercariAuction(id: string): void {
  const line = {
    site: 'mercari', id, title: `E2E 落札 ${id}`, url: `https://jp.mercari.com/item/${id}`, priceYen: 1000, buyNowYen,
    // No end: a Mercari auction without bids has none until its first bid (the importer refuses one).
    listingType: 'auction', bidCount: 0, condition: 'good', shippingPayer: 'buyer',
    domesticShippingYen: domesticYen, weightGrams: 300, images: ['https://example.com/e2e-mercari.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  };
  importIntoCatalog(line);
}

test('a won Mercari auction is paid from the order page, once', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('won-mercari'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(page.request, 20_000);
  const id = `m${Date.now()}`;
  importMercariAuction(id);
  const won = await call<BidResult>(page.request, 'Sig.Front.User.AppAuction.BuyNow', { site: 'mercari', id, idempotencyKey: `e2e-won-${id}` }, 'POST');
  expect(won.outcome).toBe('won');

  // The won row leads to the order's page, not to Yahoo's pay page.
  await page.goto('/personal/bidding?view=won');
  const row = page.getByTestId('bid-row').filter({ hasText: id });
  await expect(row).toHaveAttribute('data-status', 'won');
  await row.getByTestId('bid-pay').click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${won.orderId}$`));
  await expect(page.getByTestId('order-state')).toHaveText('Postage to pay');
  await expect(page.getByTestId('order-kind')).toHaveText('Won auction');

  const card = page.getByTestId('won-payment');
  await expect(card.getByRole('heading', { name: "Pay the seller's postage" })).toBeVisible();
  await expect(card.getByTestId('pay-domestic')).toHaveText(yen(domesticYen));
  await card.getByTestId('pay-won').click();
  await expect(page.getByText('Paid. We buy the item from the seller and it travels to our warehouse.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Paid');
  await expect(page.getByTestId('won-payment')).toHaveCount(0);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Auction won; price and fee paid from the bid hold');
  await expect(timeline).toContainText("Seller's postage paid");

  const detail = await call<OrderDetail>(page.request, 'Sig.Front.User.AppOrder.Detail', { id: won.orderId });
  expect(detail.order.state).toBe('paid');
  const wallet = await call<WalletSummary>(page.request, 'Sig.Front.User.AppWallet.Summary');
  expect(wallet.balanceYen).toBe(20_000 - holdFor(buyNowYen) - domesticYen);
});
