// Merged shipping in real Chromium against the real server: three orders bought by API are brought to the
// warehouse by staff through the console's API; the shopper sees their free storage, merges them, sees EMS's
// included cover among every priced method, chooses SAL insured for 400 yen, declares one line lower with a
// reason and pays postage and insurance from the wallet; staff see the changed line on the ship form and
// attach a packing photo and ship the parcel from the console queue with a tracking number; the shopper
// finds it with its photo on /personal/order/aviation, reports it damaged, staff accept the claim with the
// cover prefilled and the card shows the refund; then the shipping overview (/personal/shipping), which
// counted the orders in the warehouse before, where the shopper confirms its receipt, which completes the
// three orders.
import type { CheckoutResult } from '../../generated/api/schemas';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { addressByApi, anItem, arriveByApi, buyByApi, shopperByApi, staffPage, topUpByApi } from './shop-steps';

const password = 'correct horse 9';
// A 2 × 2 PNG, the packing photo staff attach.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b526b0000001249444154789c63383333edcccc340608050033da072df47254180000000049454e44ae426082', 'hex');

test('merge three arrived orders, choose a method, pay postage, staff ship, tracking shown', async ({ page, browser, mailCode }) => {
  const email = newEmail('merge');
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  const addressId = await addressByApi(page.request);
  await topUpByApi(page.request, 30_000);
  const items = await Promise.all([0, 1, 2].map((skip) => anItem(page.request, 'mercari', skip)));
  const bought: CheckoutResult = await buyByApi(page.request, addressId, items);
  const orderIds = bought.orders.map((o) => o.id);
  expect(orderIds).toHaveLength(3);

  const staff = await staffPage(browser, mailCode, newEmail('merge-staff'), password);
  await test.step('staff bring the orders to the warehouse', () => arriveByApi(staff.request, orderIds));

  await test.step('the shipping overview counts them in the warehouse, with their free storage', async () => {
    await page.goto('/personal/order/warehouse');
    await page.getByRole('link', { name: 'Warehouse and shipping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse and shipping' })).toBeVisible();
    await expect(page.getByTestId('stage-warehouse')).toHaveText(/^3\s*In the warehouse$/);
    await expect(page.getByTestId('stage-toPay')).toHaveText(/^0/);
    await expect(page.getByTestId('storage-summary')).toContainText(/Free storage ends within a week|Storage is free until/);
    await expect(page.locator('#warehouse').getByTestId('warehouse-order')).toHaveCount(3);
    await expectAccessible(page);
  });

  await test.step('the warehouse tab shows free storage before fees start', async () => {
    await page.goto('/personal/order/warehouse');
    await expect(page.getByTestId('order-card')).toHaveCount(3);
    await expect(page.getByTestId('storage-note').first()).toContainText(/Free storage until .+, then ¥50 a day/);
    // Arrived just now: the 30 free days, counted in Japan (29 if the warehouse's day turned since arrival).
    await expect(page.getByTestId('storage-note').first().getByTestId('free-days-left')).toHaveText(/^(30|29) days left$/);
    await page.getByTestId('merge-link').click();
  });

  await test.step('merge the three with running totals', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Merge and ship' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Merge and choose shipping' });
    await expect(submit).toBeDisabled();
    for (const item of items) await page.getByRole('checkbox', { name: `Merge “${item.Name}”` }).check();
    await expect(page.getByTestId('merge-totals')).toContainText('3 of 30');
    await expect(page.getByTestId('merge-totals')).toContainText('2.10 kg of 30 kg');
    await expect(page.getByTestId('consolidation-fee')).toHaveText('Free');
    await submit.click();
  });

  let total = '';
  await test.step('every method priced; EMS chosen; pay from the wallet', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Choose shipping' })).toBeVisible();
    await expect(page.getByTestId('method')).toHaveCount(7);
    // Airmail takes at most 2 kg: named with its reason, not offered.
    await expect(page.getByTestId('method').filter({ hasText: 'Airmail' })).toContainText('Too heavy');
    await expect(page.getByRole('radio', { name: /Airmail/ })).toBeDisabled();
    // The import duty and tax estimate for the destination, beside the postage.
    await expect(page.getByTestId('duty-estimate')).toBeVisible();
    await page.getByRole('radio', { name: /^EMS/ }).check();
    // EMS covers 20,000 yen unasked: three goods of 2,000–4,000 yen are covered in full at no charge.
    const insurance = page.getByTestId('insurance');
    await expect(insurance).toContainText('EMS covers loss or damage up to ¥20,000 at no charge.');
    await expect(insurance).toContainText('is covered in full at no extra charge');
    await expect(insurance.getByRole('checkbox')).toHaveCount(0);
    // SAL has no cover of its own: Japan Post's 400 yen insures the first 20,000.
    await page.getByRole('radio', { name: /^SAL/ }).check();
    await insurance.getByRole('checkbox', { name: /^Insure the declared value of ¥[\d,]+ for ¥400$/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for shipping' })).toBeVisible();
    await expect(page.getByTestId('parcel-insurance')).toHaveText('¥400');
    await expect(page.getByTestId('parcel-cover')).toContainText(/Covered up to ¥[\d,]+ against loss or damage/);
    // The customs declaration, prefilled with what was paid: the first line declared lower, with a reason.
    const declaration = page.getByTestId('declaration');
    await expect(declaration.getByTestId('declaration-line')).toHaveCount(3);
    const first = declaration.getByTestId('declaration-line').first();
    await expect(first.getByLabel('Contents')).toHaveValue(items[0]!.Name);
    await first.getByLabel('Contents').fill('Used trading cards');
    await first.getByLabel('Value per unit (yen)').fill('1000');
    await first.getByLabel('Reason for the change').fill('Second-hand, the sleeve is torn');
    await declaration.getByRole('button', { name: 'Save the declaration' }).click();
    await expect(page.getByText('Declaration saved').first()).toBeVisible();
    total = (await page.getByTestId('parcel-total').innerText()).split(' ')[0]!;
    expect(total).toMatch(/^¥[\d,]+$/);
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping paid' })).toBeVisible();
  });

  await test.step('staff ship the parcel from the console queue', async () => {
    await staff.goto('/ops');
    // This run's shopper: the same goods may be in another run's parcel.
    const parcel = staff.getByTestId('parcels-toShip').getByTestId('ops-parcel').filter({ hasText: email });
    await expect(parcel).toHaveCount(1);
    // The ship form carries the declaration: the changed line highlighted with what was paid and the reason.
    const changed = parcel.getByTestId('ops-declaration-line').and(parcel.locator('[data-changed="true"]'));
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('Used trading cards · 1 × ¥1,000');
    await expect(changed).toContainText(`changed from ${items[0]!.Name}`);
    await expect(changed).toContainText('reason: Second-hand, the sleeve is torn');
    await expect(parcel.getByTestId('ops-declaration-line')).toHaveCount(3);
    await parcel.getByTestId('ops-parcel-photo-input').setInputFiles({ name: 'packed.png', mimeType: 'image/png', buffer: png });
    await expect(parcel.getByTestId('ops-parcel-photos').getByRole('img', { name: 'Packing photo 1' })).toBeVisible();
    await expect(parcel).toContainText('Packing photos: 1 of 4');
    // The carrier is the parcel's method's (Japan Post's, for this parcel's postal method) until staff choose another.
    await expect(parcel.getByLabel('Carrier')).toHaveValue('japanPost');
    await parcel.getByLabel('Tracking number').fill('EJ123456789JP');
    await parcel.getByRole('button', { name: 'Ship' }).click();
    await expect(staff.getByTestId('parcels-shipped').getByTestId('ops-parcel').filter({ hasText: email })).toContainText('EJ123456789JP');
  });

  await test.step('the shopper follows it on /personal/order/aviation', async () => {
    await page.getByRole('link', { name: 'My parcels' }).click();
    const card = page.getByTestId('parcel-card').first();
    await expect(card.getByTestId('parcel-state')).toHaveText('Shipped');
    await expect(card.getByTestId('parcel-tracking')).toContainText('Japan Post EJ123456789JP');
    // The number opens Japan Post's own tracking page for it, in a new tab.
    const link = card.getByRole('link', { name: 'EJ123456789JP' });
    await expect(link).toHaveAttribute('href', 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EJ123456789JP&locale=en');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const item of items) await expect(card).toContainText(item.Name);
    // The packing photo, small, opening at full size.
    const photo = card.getByTestId('parcel-photos').getByRole('img', { name: /^Packing photo 1 of parcel #\d+$/ });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByTestId('parcel-photos').getByRole('link')).toHaveAttribute('href', /^\/files\/parcel-photos\/\d+\/[0-9a-f-]{36}\.webp$/);
  });

  await test.step('the shopper reports it damaged; staff accept the claim with the cover; the card shows the refund', async () => {
    const card = page.getByTestId('parcel-card').first();
    const cover = (await card.getByTestId('parcel-claim-cover').innerText()).match(/^Insured up to (¥[\d,]+)\.$/)?.[1];
    expect(cover).toBeDefined();
    await card.getByRole('button', { name: 'Report lost or damaged' }).click();
    await card.getByRole('radio', { name: 'Damaged' }).check();
    await card.getByLabel('Tell us what happened').fill('The box arrived crushed and the figure inside is broken.');
    await card.getByRole('button', { name: 'Send claim' }).click();
    await expect(card.getByTestId('parcel-claim-state')).toHaveText('Claim (Damaged): being reviewed.');
    await expect(card.getByRole('button', { name: 'Report lost or damaged' })).toHaveCount(0);

    await staff.goto('/ops');
    const claimed = staff.getByTestId('parcels-claims').getByTestId('ops-parcel').filter({ hasText: email });
    await expect(claimed.getByTestId('ops-parcel-claim')).toContainText('The box arrived crushed and the figure inside is broken.');
    await expect(claimed.getByLabel('Refund to the wallet (yen)')).toHaveValue(cover!.replace(/[¥,]/g, ''));
    await claimed.getByLabel('Answer to the shopper').fill('Damaged in transit: the cover is paid.');
    await claimed.getByRole('button', { name: 'Accept the claim' }).click();
    await expect(staff.getByText('Claim resolved').first()).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('parcel-card').first().getByTestId('parcel-claim-state')).toHaveText(
      `Claim (Damaged): accepted. ${cover} paid to your wallet. “Damaged in transit: the cover is paid.”`,
    );
  });

  await test.step('the shipping overview shows it on its way, the warehouse empty', async () => {
    await page.goto('/personal/shipping');
    await expect(page.getByTestId('stage-underway')).toHaveText(/^1/);
    await expect(page.getByTestId('stage-warehouse')).toHaveText(/^0/);
    const card = page.locator('#underway').getByTestId('parcel-card');
    await expect(card.getByTestId('parcel-tracking')).toContainText('EJ123456789JP');
    await expect(card.getByTestId('parcel-amount')).toHaveText(`Paid ${total}`);
    await expectAccessible(page);
  });

  await test.step('the shopper confirms its receipt: one step for the parcel completes its three orders', async () => {
    const card = page.locator('#underway').getByTestId('parcel-card');
    await card.getByRole('button', { name: 'Confirm receipt' }).click();
    const dialog = page.getByRole('dialog', { name: /^Did parcel #\d+ arrive\?$/ });
    await expect(dialog.getByTestId('parcel-receipt-summary')).toContainText('Orders completed: 3');
    await expect(dialog.getByTestId('parcel-receipt-summary')).toContainText(/Points earned: \d+/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, it arrived' }).click();
    await expect(page.getByText(/^Parcel #\d+ received: its orders are complete\.$/).first()).toBeVisible();
    // Received, it leaves the parcels on their way; My parcels shows when.
    await expect(page.getByTestId('stage-underway')).toHaveText(/^0/);
    await page.goto('/personal/order/aviation');
    const received = page.getByTestId('parcel-card').first();
    await expect(received.getByTestId('parcel-state')).toHaveText('Delivered');
    await expect(received.getByTestId('parcel-received')).toHaveText(/^Received on .+/);
    await expect(received.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
    await page.goto('/personal/order/completed');
    await expect(page.getByTestId('order-card')).toHaveCount(3);
    await expect(page.getByTestId('order-state')).toHaveText(['Completed', 'Completed', 'Completed']);
  });
});
