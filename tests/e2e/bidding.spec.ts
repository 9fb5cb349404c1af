// An auction won through the pages against the market simulator, in real Chromium and the real server: a
// Yahoo! auction ending soon is loaded with the project's own catalog:import command; the shopper bids the
// lowest valid maximum and sees the simulator's rival outbid it, has a too-low raise refused before it is
// sent, raises past the rival, watches the countdown end and the panel turn to "won", pays the seller's
// postage from the wallet and sees the order. Then the Yahoo centre's overview and quota show the real figures;
// axe finds nothing serious on the bid panel, the bids list, the pay page and the centre along the way.
import type { Page } from '@playwright/test';
import type { BiddingQuota } from '../../generated/api/schemas';
import { defaultSimulatorSeed, idWithRival, rivalMaxFor } from '../../server/auctions/rival';
import { expect, expectAccessible, newEmail, registerShopper, test } from './fixtures';
import { call, importIntoCatalog, topUpByApi } from './shop-steps';

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A sentence with an amount in it: the page isolates amounts (first-strong isolate … pop) inside text. */
const sentence = (before: string, amount: number, after = '') =>
  new RegExp(`${escape(before)}\u2066?${escape(yen(amount))}\u2069?${escape(after)}`);
const startYen = 1000;
const domesticYen = 700;
// Long enough for the bids below, short enough to wait for the end.
const endsInMs = 60_000;

/** `npm run catalog:import` (the project's own command) on the e2e server's database: one auction ending soon. */
function importAuction(id: string, endsAt: Date): void {
  const line = {
    site: 'yahoo', id, title: `E2E 入札テスト ${id}`, url: `https://page.auctions.yahoo.co.jp/jp/auction/${id}`, priceYen: startYen,
    listingType: 'auction', endsAt: endsAt.toISOString(), bidCount: 0, condition: 'good', shippingPayer: 'buyer', domesticShippingYen: domesticYen,
    weightGrams: 400, images: ['https://example.com/e2e-auction.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  };
  importIntoCatalog(line);
}

async function bid(page: Page, amount: number) {
  await page.getByTestId('bid-input').fill(String(amount));
  await page.getByTestId('bid-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await expect(dialog).toContainText(sentence('Bid up to ', amount, '?'));
  await dialog.getByTestId('bid-confirm').click();
  await expect(dialog).toBeHidden();
}

test('bid, outbid by the simulator, raise, win at the end, pay postage, see the order; the centre shows it', async ({ page, mailCode }) => {
  test.setTimeout(180_000);
  await registerShopper(page, mailCode, newEmail('bidding'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(page.request, 20_000);
  // An id the simulator gives a rival (a fifth of items have none), new for each run.
  const id = idWithRival(defaultSimulatorSeed, 'yahoo', startYen, 110, Date.now() % 1_000_000_000);
  const rivalMax = rivalMaxFor(defaultSimulatorSeed, 'yahoo', id, startYen)!;
  importAuction(id, new Date(Date.now() + endsInMs));

  await page.goto(`/mall/yahoo/detail/${id}`);
  const panel = page.getByTestId('bid-panel');
  await expect(panel).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('auction-current')).toHaveText(yen(startYen));
  await expect(page.getByTestId('bid-quota')).toHaveText(yen(20_000));
  await expect(panel.getByTestId('countdown')).toContainText(/00:0\d:\d\d\u2069? left/);

  // The lowest valid maximum: the simulator's rival enters and outbids it at once.
  await bid(page, startYen);
  await expect(page.getByTestId('bid-outcome')).toHaveAttribute('data-outcome', 'outbid');
  await expect(page.getByTestId('my-standing')).toHaveAttribute('data-status', 'outbid');
  const current = Number((await page.getByTestId('auction-current').innerText()).replace(/[^\d]/g, ''));
  expect(current).toBeGreaterThan(startYen);

  // Under the next valid amount: refused in the page, naming the amount, and nothing is sent.
  const next = Number((await page.getByTestId('auction-next').innerText()).split(' ')[0]!.replace(/[^\d]/g, ''));
  await page.getByTestId('bid-input').fill(String(next - 1));
  await page.getByTestId('bid-submit').click();
  await expect(page.getByText(sentence('Too low: the lowest valid maximum is ', next, '.'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Past the rival's maximum: leading, and the hold (maximum + fee) shows against the wallet.
  const raise = rivalMax + 500;
  await bid(page, raise);
  await expect(page.getByTestId('my-standing')).toHaveAttribute('data-status', 'leading');
  await expect(page.getByTestId('bid-outcome')).toHaveAttribute('data-outcome', 'leading');
  await expectAccessible(page);

  // The shopper waits, as on the page: the countdown ends, then the panel shows the win and the way to pay.
  await expect(panel.getByTestId('countdown')).toHaveAttribute('data-ended', 'true', { timeout: endsInMs + 10_000 });
  await expect(page.getByTestId('my-standing')).toHaveAttribute('data-status', 'won', { timeout: 20_000 });
  await expect(panel).toHaveAttribute('data-status', 'closed');

  // My bids: the won tab lists it with the way to pay.
  await page.goto('/personal/bidding?view=won');
  const row = page.getByTestId('bid-row').filter({ hasText: id });
  await expect(row).toHaveAttribute('data-status', 'won');
  await expectAccessible(page);
  await row.getByTestId('bid-pay').click();

  // Pay the seller's domestic postage from the wallet, then the order.
  await expect(page).toHaveURL(/\/mall\/yahoo\/pay\/\d+$/);
  await expect(page.getByTestId('pay-domestic')).toHaveText(yen(domesticYen));
  await expectAccessible(page);
  await page.getByTestId('pay-won').click();
  await expect(page.getByTestId('pay-done')).toBeVisible();
  await expect(page.getByTestId('won-payment')).toHaveAttribute('data-state', 'paid');
  await page.getByTestId('pay-order-link').click();
  await expect(page).toHaveURL(/\/personal\/order\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { name: new RegExp(id) })).toBeVisible();

  // The Yahoo centre with real figures: the quota as the server computes it, the counts per page.
  const quota = await call<BiddingQuota>(page.request, 'Sig.Front.User.AppAuction.Quota', { site: 'yahoo' });
  await page.goto('/mall/yahoo/center');
  await expect(page.getByTestId('quota-remaining')).toContainText(yen(quota.remainingYen));
  await expect(page.getByTestId('quota-deposit')).toHaveText(yen(quota.depositYen));
  await expect(page.getByTestId('bid-row').filter({ hasText: id })).toBeVisible();
  await expect(page.getByTestId('centre-count-notPaid').locator('span').first()).toHaveText('0');
  await expectAccessible(page);
  await page.getByTestId('centre-nav-quota').click();
  await expect(page).toHaveURL(/\/mall\/yahoo\/center\/quota$/);
  await expect(page.getByTestId('quota-held')).toHaveText(yen(quota.heldYen));
  await expect(page.getByRole('heading', { name: 'Bidding quota', level: 1 })).toBeVisible();
});
