import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The seed lists Pokémon goods on most marketplaces (cards, plush, figures), so this keyword finds many.
const keyword = 'ポケモン';

const cards = (page: Page) => page.getByTestId('goods-grid').getByTestId('goods-card');

/**
 * The results match the filters the page shows: the old results stay on screen (dimmed, busy) while new
 * ones load, and the address changes before the page re-renders, so neither alone says the grid is new.
 */
async function resultsSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('search-results')).toHaveAttribute('aria-busy', 'false');
}

async function yenPrices(page: Page): Promise<number[]> {
  return page.getByTestId('goods-grid').locator('[data-yen]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-yen'))));
}

test('a Japanese keyword finds goods on several marketplaces, with counts per marketplace', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(keyword);
  await expect(cards(page).first()).toBeVisible();
  const filter = page.getByRole('navigation', { name: 'Marketplace' });
  await expect(filter.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
  const counts = await filter.locator('a[data-site]:not([data-site="all"])').evaluateAll((links) =>
    links.map((a) => Number((a.textContent ?? '').replace(/\D/g, '') || 0)),
  );
  expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1);
  await expect(page.getByTestId('search-count')).toHaveText(/\d+ items?/);
});

test('filtering by marketplace and sorting by price keep the filters in the address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards(page).first()).toBeVisible();
  const mercari = page.getByRole('navigation', { name: 'Marketplace' }).locator('a[data-site="mercari"]');
  await mercari.click();
  await expect(page).toHaveURL(/site=mercari/);
  await expect(mercari).toHaveAttribute('aria-current', 'true');
  await resultsSettled(page);
  const sitesShown = await cards(page).evaluateAll((nodes) => [...new Set(nodes.map((n) => n.getAttribute('data-site')))]);
  expect(sitesShown).toEqual(['mercari']);

  // The select is controlled: React puts the old value back until the new filters render.
  await page.getByTestId('search-sort').selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByTestId('search-sort')).toHaveValue('priceAsc');
  await resultsSettled(page);
  const ascending = await yenPrices(page);
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByTestId('search-sort').selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc/);
  await expect(page.getByTestId('search-sort')).toHaveValue('priceDesc');
  await resultsSettled(page);
  const descending = await yenPrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // The back button undoes one filter at a time.
  await page.goBack();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByTestId('search-sort')).toHaveValue('priceAsc');
  await resultsSettled(page);
  const again = await yenPrices(page);
  expect(again).toEqual([...again].sort((a, b) => a - b));
});

test('a price range in the shopper’s currency narrows the results in yen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}&min=10&max=50&cur=USD&sort=priceAsc`);
  await resultsSettled(page);
  const prices = await yenPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  // 10–50 USD at about 0.0067 USD per yen: roughly 1,500–7,500 yen whatever today's rate.
  for (const yen of prices) {
    expect(yen).toBeGreaterThan(1000);
    expect(yen).toBeLessThan(10000);
  }
});

test('changing the currency changes the converted prices on the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  const converted = cards(page).first().getByTestId('goods-converted');
  await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('USD');
  await expect(converted).toContainText('$');
  const inDollars = await converted.textContent();
  await page.getByRole('combobox', { name: 'Currency' }).first().selectOption('EUR');
  await expect(converted).toContainText('€');
  expect(await converted.textContent()).not.toBe(inDollars);
});

test('recent searches show under the empty search field and can be cleared', async ({ page }) => {
  // The term is saved on the server behind the search; a reload before it lands would lose it.
  const saved = page.waitForResponse((r) => r.url().includes('AppSearch.AddHistory') && r.ok());
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards(page).first()).toBeVisible();
  await saved;
  await page.goto('/search');
  const history = page.getByTestId('search-history');
  await expect(history.getByRole('link', { name: keyword })).toBeVisible();
  await history.getByRole('button', { name: 'Clear all' }).click();
  await expect(history).toHaveCount(0);
});

test('filters open in a sheet on phones', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await page.getByTestId('open-filters').click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Hide sold-out items').click();
  await expect(page).toHaveURL(/hideSoldOut=1/);
  await expect(sheet.getByLabel('Hide sold-out items')).toBeChecked();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('open-filters')).toHaveText('Filters (1)');
});

test('a marketplace landing shows its goods and shops', async ({ page }) => {
  await page.goto('/mall/mercari');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mercari');
  await expect(page.getByTestId('rail-featured').getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('rail-newest').getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
});

test('a shop page shows the seller and their goods; saving a seller asks a guest to log in', async ({ page }) => {
  await page.goto('/mall/mercari');
  const seller = page.getByTestId('seller-card').first();
  await expect(seller).toBeVisible();
  await seller.getByRole('link').click();
  await expect(page).toHaveURL(/\/mall\/mercari\/shop\//);
  await expect(page.getByTestId('seller-header')).toBeVisible();
  await expect(page.getByTestId('goods-grid').getByTestId('goods-card').first()).toBeVisible();
  const shopUrl = new URL(page.url());
  await page.getByTestId('save-seller').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(shopUrl.pathname).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

for (const language of ['ja', 'ar']) {
  for (const width of [390, 1280]) {
    test(`search results in ${language} at ${width} px: screenshot kept, nothing wider than the screen`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${language}/search?keyword=${encodeURIComponent(keyword)}`);
      await expect(cards(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`search-${language}-${width}.png`) });
    });
  }
}
