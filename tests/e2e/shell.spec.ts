import { expect, newEmail, test } from './fixtures';
import { shopperByApi } from './shop-steps';

test('/ja/ switches to Japanese and stays Japanese after a reload', async ({ page }) => {
  await page.goto('/ja/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('home-greeting')).toHaveText('日本のものを、なんでも購入');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('home-greeting')).toHaveText('日本のものを、なんでも購入');
});

test('choosing a language is remembered: an unprefixed address comes back in it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/de\/login$/);
});

test('/ar/ is right to left', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The seeded campaigns and guides are written in Arabic: those cards read in the page's language and
  // direction, with no lang of their own. A piece staff wrote only in English (another test may have
  // published one) is marked with its own language instead.
  const arabic = /[\u0600-\u06ff]/;
  for (const rail of ['rail-activity', 'rail-article']) {
    const cards = page.locator(`[aria-labelledby="${rail}"] li`);
    const inArabic = cards.filter({ hasText: arabic }).first();
    await expect(inArabic).toBeVisible();
    await expect(inArabic.locator('[lang]')).toHaveCount(0);
    await expect(inArabic.locator('p').first()).toHaveCSS('direction', 'rtl');
    await expect(cards.filter({ hasNotText: arabic, hasNot: page.locator('[lang]') })).toHaveCount(0);
  }
});

test('a language we do not offer falls back to English', async ({ page }) => {
  await page.goto('/vi/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a first segment that is neither a page nor a language is a 404 naming the path', async ({ page }) => {
  await page.goto('/x9y8z7/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /x9y8z7/login');
});

test('a short mistyped address is a 404 naming it, not the home page', async ({ page }) => {
  for (const path of ['/faq', '/zz']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Page Not Found: ${path}`);
  }
});

test('home counts the marketplaces it shows, each a link that opens it', async ({ page }) => {
  await page.goto('/');
  const tiles = page.locator('[aria-labelledby="home-sites"] li a');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  await expect(page.getByText(`Search ${count} Japanese marketplaces`)).toBeVisible();
  // Card has no landing page of its own: its tile opens the search of its goods.
  await expect(page.locator('[aria-labelledby="home-sites"]').getByRole('link', { name: 'Card shops' })).toHaveAttribute('href', '/search?site=card');
});

test('an unknown path lands on /404 naming it', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404\?path=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /no/such/page');
});

test('a query parameter n lands on /404', async ({ page }) => {
  await page.goto('/?n=x');
  await expect(page).toHaveURL(/\/404$/);
});

test('the global edition sends group pages and Bunjang to /download', async ({ page }) => {
  await page.goto('/personal/group/create');
  await expect(page).toHaveURL(/\/download$/);
  await page.goto('/mall/bunjang');
  await expect(page).toHaveURL(/\/download$/);
});

test('a page slow to arrive shows a progress bar at the top until it is there', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('progress'), 'correct horse 9', { stayLoggedIn: true });
  await page.goto('/');
  // The cart's route waits for the cart before it shows (cart-route.ts), so holding that answer keeps the
  // page on its way for as long as the test needs, however fast or slow the machine. (A page that shows a
  // skeleton of its own while its data comes, such as Messages, has arrived by then: no bar.)
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/n=Sig\.Front\.User\.AppCart\.List/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(bar).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Cart/ }).click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
