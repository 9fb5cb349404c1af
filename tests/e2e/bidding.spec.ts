// An auction won through the pages against the market simulator, in real Chromium and the real server: a
// Yahoo! auction ending soon is loaded with the project's own catalog:import command; the shopper bids the
// lowest valid maximum and sees the simulator's rival outbid it, has a too-low raise refused before it is
// sent, raises past the rival, watches the countdown end and the panel turn to "won", pays the seller's
// postage from the wallet and sees the order. Then the Yahoo centre's overview and quota show the real figures;
// axe finds nothing serious on the bid panel, the bids list, the pay page and the centre along the way.
import type { Page } from '@playwright/test';
import type { BiddingQuota, BidResult } from '../../generated/api/schemas';
import { defaultSimulatorSeed, idWithRival, rivalMaxFor } from '../../server/auctions/rival';
import { clientAddress, expect, expectAccessible, newEmail, test } from './fixtures';
import { endAuctionSoon } from './servers';
import { call, importIntoCatalog, shopperByApi, topUpByApi } from './shop-steps';

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A sentence with an amount in it: the page isolates amounts (first-strong isolate … pop) inside text. */
const sentence = (before: string, amount: number, after = '') =>
  new RegExp(`${escape(before)}\u2066?${escape(yen(amount))}\u2069?${escape(after)}`);
const startYen = 1000;
const domesticYen = 700;
// Long enough for every step before the end, however busy the machine; the end is then brought near
// (endAuctionSoon) instead of being waited for.
const endsInMs = 30 * 60_000;

/** `npm run catalog:import` (the project's own command) on the e2e server's database: one auction ending soon. */
function importAuction(id: string, endsAt: Date): void {
  const line = {
    site: 'yahoo', id, title: `E2E 入札テスト ${id}`, url: `https://page.auctions.yahoo.co.jp/jp/auction/${id}`, priceYen: startYen,
    listingType: 'auction', endsAt: endsAt.toISOString(), bidCount: 0, condition: 'good', shippingPayer: 'buyer', domesticShippingYen: domesticYen,
    weightGrams: 400, images: ['https://example.com/e2e-auction.jpg'], seller: { id: `seller-${id}`, name: 'E2E出品者' },
  };
  importIntoCatalog(line);
}

/** A Yahoo! auction id, new for each run, that the simulator gives no rival (so only the test's shoppers bid). */
function idWithoutRival(from: number): string {
  for (let n = from; ; n++) if (rivalMaxFor(defaultSimulatorSeed, 'yahoo', `x${n}`, startYen) === null) return `x${n}`;
}

/** An instant as the pages write it (spec §9 format 2 in English) in a time zone: "Nov 24, 2026 20:00". */
function shownAt(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}`;
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
  await shopperByApi(page, mailCode, newEmail('bidding'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(page.request, 20_000);
  // An id the simulator gives a rival (a fifth of items have none), new for each run.
  const id = idWithRival(defaultSimulatorSeed, 'yahoo', startYen, 110, Date.now() % 1_000_000_000);
  const rivalMax = rivalMaxFor(defaultSimulatorSeed, 'yahoo', id, startYen)!;
  const endsAt = new Date(Date.now() + endsInMs);
  importAuction(id, endsAt);

  await page.goto(`/mall/yahoo/detail/${id}`);
  const panel = page.getByTestId('bid-panel');
  await expect(panel).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('auction-current')).toHaveText(yen(startYen));
  await expect(page.getByTestId('bid-quota')).toHaveText(yen(20_000));
  await expect(panel.getByTestId('countdown')).toContainText(/00:\d\d:\d\d\u2069? left/);

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

  // Not above one's own maximum: refused in the page as the server would, naming the maximum, nothing sent.
  await page.getByTestId('bid-input').fill(String(raise));
  await page.getByTestId('bid-submit').click();
  await expect(page.getByText(sentence('Your maximum is already ', raise, ': enter a higher amount to raise it.'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // My bids, in a second tab while the auction runs: the row's countdown, and the end in Japan time and the
  // shopper's own zone (the browser's); links to the auction centres the edition has.
  const list = await page.context().newPage();
  await list.goto('/personal/bidding?view=leading');
  const running = list.getByTestId('bid-row').filter({ hasText: id });
  await expect(running.getByTestId('countdown')).toContainText(/left/);
  await expect(running.getByTestId('countdown-jst')).toContainText(`${shownAt(endsAt.getTime(), 'Asia/Tokyo')}\u2069 Japan time (JST)`);
  const zone = await list.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (zone !== 'Asia/Tokyo') await expect(running.getByTestId('countdown-local')).toContainText(`${shownAt(endsAt.getTime(), zone)}\u2069 your time`);
  await expect(list.getByTestId('bidding-centre-mercari')).toBeVisible();
  await list.getByTestId('bidding-centre-yahoo').click();
  await expect(list).toHaveURL(/\/mall\/yahoo\/center$/);
  await list.getByTestId('centre-all-bids').click();
  await expect(list).toHaveURL(/\/personal\/bidding$/);
  await list.close();

  // The auction ends (brought near now that every step is taken); the page learns it from its own refresh:
  // the countdown ends, then the panel shows the win and the way to pay.
  await endAuctionSoon(process.env.E2E_GLOBAL_DATA!, 'yahoo', id);
  await expect(panel.getByTestId('countdown')).toHaveAttribute('data-ended', 'true');
  await expect(page.getByTestId('my-standing')).toHaveAttribute('data-status', 'won');
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

  // The sellers page lists the seller of the auction, grouped by the server.
  await page.getByTestId('centre-nav-seller').click();
  await expect(page.getByTestId('centre-seller').filter({ hasText: 'E2E出品者' })).toContainText('1 auction · 1 won');
});

test('a bid the server refuses shows at once the next bid the server takes, not the one the page last polled', async ({ page, browser, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('refused'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(page.request, 20_000);
  const id = idWithoutRival(1_000_000 + (Date.now() % 1_000_000_000));
  importAuction(id, new Date(Date.now() + 30 * 60_000));

  // Until the bid below is answered, the page's polls get the auction as it was when the page opened:
  // the page knows nothing of the other shopper's bid when the shopper sends theirs.
  let stale: string | null = null;
  let bidAnswered = false;
  await page.route(/n=Sig\.Front\.User\.AppAuction\.State/, async (route) => {
    if (stale !== null && !bidAnswered) return route.fulfill({ status: 200, contentType: 'application/json', body: stale });
    const response = await route.fetch();
    if (stale === null) stale = await response.text();
    return route.fulfill({ response });
  });
  await page.route(/n=Sig\.Front\.User\.AppAuction\.Bid/, async (route) => {
    const response = await route.fetch();
    bidAnswered = true;
    return route.fulfill({ response });
  });
  await page.goto(`/mall/yahoo/detail/${id}`);
  await expect(page.getByTestId('auction-next')).toContainText(yen(startYen));

  // Another shopper bids first: the price now has a bid, so the next valid amount is one increment over it.
  const other = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL, extraHTTPHeaders: clientAddress() });
  const otherPage = await other.newPage();
  await shopperByApi(otherPage, mailCode, newEmail('refused-other'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(otherPage.request, 20_000);
  const theirs = await call<BidResult>(otherPage.request, 'Sig.Front.User.AppAuction.Bid', { site: 'yahoo', id, maxYen: 5000, idempotencyKey: `e2e-other-${id}` }, 'POST');
  const next = theirs.auction.nextBidYen;
  expect(next).toBeGreaterThan(startYen);
  await other.close();

  // The page still offers the old amount; the server refuses it, naming the amount it takes.
  const quotaAsked = page.waitForRequest((request) => bidAnswered && /n=Sig\.Front\.User\.AppAuction\.Quota/.test(request.url()));
  await bid(page, startYen);
  await expect(page.getByTestId('bid-refusal')).toHaveText(sentence('Your maximum bid must be at least ', next, '.'));
  // Asked again at once (the quota is never polled: only the refusal asks for it), with the new figure shown.
  await quotaAsked;
  await expect(page.getByTestId('auction-next')).toContainText(yen(next));
  await expect(page.getByTestId('auction-bid-count')).toHaveText('1');
});

test('a Mercari auction whose end a late bid moved says so on the bid panel', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('extended'), 'correct horse 9', { stayLoggedIn: true });
  await topUpByApi(page.request, 20_000);
  // With the marketplace's bids and four minutes left: a bid now falls in the last five minutes.
  const id = `m${Date.now()}`;
  importIntoCatalog({
    site: 'mercari', id, title: `E2E 延長 ${id}`, url: `https://jp.mercari.com/item/${id}`, priceYen: 2000, listingType: 'auction', bidCount: 2,
    endsAt: new Date(Date.now() + 4 * 60_000).toISOString(), condition: 'good', shippingPayer: 'seller', images: ['https://example.com/e2e-mercari.jpg'],
    seller: { id: `seller-${id}`, name: 'E2E出品者' },
  });
  await page.goto(`/mall/mercari/detail/${id}`);
  await expect(page.getByTestId('auction-extended')).toHaveCount(0);
  // The marketplace's two bids and the none placed through us are told apart, not shown as two counts of one thing.
  await expect(page.locator('dt', { hasText: 'Bids on the marketplace' }).locator('+ dd')).toHaveText('2');
  await expect(page.locator('summary', { hasText: /^Bids through us \(0\)$/ })).toBeVisible();
  await bid(page, 2100);
  await expect(page.getByTestId('auction-extended')).toHaveText(/^The end moved \u2066?5 min\u2069? later: on Mercari, a bid in the last \u2066?5 min\u2069? extends the auction by \u2066?5 min\u2069?\.$/);
});

test('the centre\'s bid details: a failure that is not a 404 offers a retry; an auction that does not exist is not found', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('centre-detail'), 'correct horse 9', { stayLoggedIn: true });
  let down = true;
  await page.route(/n=Sig\.Front\.User\.AppAuction\.State/, (route) =>
    down ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, msg: 'Service unavailable' }) }) : route.continue(),
  );
  await page.goto('/mall/yahoo/center/detail?id=x404404404');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing here' })).toHaveCount(0);
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
});
