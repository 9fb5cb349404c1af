// The personal centre in the browser against the real server: the hub's counts after an order, a card
// saved through the page's test tokenizer (only its last 4 ever shown), identity verification approved by
// staff in the console, a member offer claimed once — each screen checked with axe.
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { addressByApi, anItem, buyByApi, call, shopperByApi, staffPage, topUpByApi } from './shop-steps';

const password = 'correct horse 1';

test.describe('personal centre', () => {
  let email: string;
  test.beforeEach(async ({ page, mailCode }) => {
    email = newEmail('personal');
    await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  });

  test('a new shopper sees an empty hub; after an order it counts it under Buying', async ({ page }) => {
    await page.goto('/personal');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByTestId('hub-coupons')).toContainText('1');
    await expectAccessible(page);

    await topUpByApi(page.request, 20_000);
    await buyByApi(page.request, await addressByApi(page.request), [await anItem(page.request, 'mercari')]);
    await page.reload();
    await expect(page.getByTestId('hub-orders-inProgress')).toContainText('1');
    await expect(page.getByTestId('hub-orders-toConfirm')).toContainText('0');
    await page.getByTestId('hub-orders-inProgress').click();
    await expect(page).toHaveURL(/\/personal\/order\/inProgress$/);
  });

  test('saves a card through the gateway’s token endpoint and shows only its last 4', async ({ page }) => {
    await page.goto('/personal/card');
    await expect(page.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
    await expectAccessible(page);
    const sent: string[] = [];
    // The card goes to the gateway's token endpoint (the local test gateway) and nowhere else.
    page.on('request', (r) => {
      if (r.method() === 'POST' && !new URL(r.url()).pathname.startsWith('/test-gateway/v1/tokens')) sent.push(r.postData() ?? '');
    });
    await page.getByLabel('Name on card').fill('Ann Lee');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    const card = page.getByTestId('saved-card');
    await expect(card).toContainText('VISA •••• 4242');
    await expect(card).toContainText('Default');
    await expect(card).not.toContainText('4242 4242 4242 4242');
    await expect(page.getByLabel('Card number')).toHaveValue('');
    // No request to our own API carried the number.
    expect(sent.some((body) => body.replace(/\D/g, '').includes('4242424242424242'))).toBe(false);
    // axe reads a toast that is still fading in as low contrast: check the page once it has gone.
    await expect(page.getByText('Card saved', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('identity verification is approved by staff in the console and shows as verified', async ({ page, browser, mailCode }) => {
    await page.goto('/personal/auth');
    await expectAccessible(page);
    await page.getByLabel('Destination').selectOption('CN');
    await page.getByLabel('Legal name').fill('王小明');
    await page.getByLabel('ID number').fill('110105194912310021');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByText('This number is not valid: check each character and the last digit.')).toBeVisible();
    await page.getByLabel('ID number').fill('11010519491231002X');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByTestId('identity-status')).toHaveText('Under review');
    await expect(page.getByTestId('identity-number')).toHaveText('••••••••••••••002X');

    const staff = await staffPage(browser, mailCode, newEmail('personal-staff'), password);
    await staff.goto('/ops/identities');
    const review = staff.locator('li', { hasText: email });
    await expect(review).toContainText('11010519491231002X');
    await expectAccessible(staff);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.locator('li', { hasText: email })).toHaveCount(0);
    await staff.context().close();

    await page.reload();
    await expect(page.getByTestId('identity-status')).toHaveText('Verified');
    await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  });

  test('claims a member offer once; it lands among the coupons', async ({ page }) => {
    await page.goto('/personal/special');
    await expectAccessible(page);
    const offer = page.getByTestId('offer-everyoneFirst');
    await offer.getByRole('button', { name: 'Claim coupon' }).click();
    await expect(offer.getByRole('link', { name: 'Claimed: see your coupons' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Claim coupon' })).toHaveCount(0);
    // A second claim (a replayed request) is refused and adds nothing.
    const query = new URLSearchParams({ n: 'Sig.Front.User.AppSpecial.Claim', from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: 'pc_e2e-shop' });
    const again = await page.request.post(`/?${query}`, { data: { code: 'everyoneFirst' }, headers: { Origin: new URL(process.env.E2E_GLOBAL_URL!).origin } });
    expect(((await again.json()) as { code: number }).code).toBe(409);
    const coupons = await call<{ total: number }>(page.request, 'Sig.Front.User.AppCoupon.List', { status: 'usable' });
    expect(coupons.total).toBe(2);
    await offer.getByRole('link', { name: 'Claimed: see your coupons' }).click();
    await expect(page.getByRole('heading', { name: 'Member starter coupon' })).toBeVisible();
  });

  test('levels, and the marketplace directory with its search', async ({ page }) => {
    await page.goto('/personal/exp');
    await expect(page.getByTestId('exp-level')).toHaveText('Member');
    await expect(page.getByText('500 more points to Silver')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/moreShop');
    await expect(page.getByTestId('site-mercari')).toBeVisible();
    await page.getByLabel('Find a marketplace').fill('suru');
    await expect(page.getByTestId('site-surugaya')).toBeVisible();
    await expect(page.getByTestId('site-mercari')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show notable shops of Suruga-ya' }).click();
    await expect(page.getByTestId('site-surugaya').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
  });
});

