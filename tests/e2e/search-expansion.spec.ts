// Issue 21: the search page says which Japanese terms a keyword was also searched as ("Showing results for
// 交換レンズ (camera lens)"), and searches the words as typed only on request, a choice its address
// keeps through reload, back and a saved search.
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { shopperByApi } from './shop-steps';

const expandedLine = (page: import('@playwright/test').Page) => page.getByTestId('search-expansion');

test('"camera lens" shows its Japanese terms, and the words as typed only on request, kept in the address', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search all marketplaces' });
  await search.fill('camera lens');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=camera(\+|%20)lens$/);
  await expect(expandedLine(page)).toContainText('Showing results for');
  // The glossary knows the phrase: the lenses sold alone (交換レンズ), not cameras and lenses apart.
  await expect(expandedLine(page)).toContainText('交換レンズ、カメラレンズ (camera lens)');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expectAccessible(page);

  await expandedLine(page).getByRole('link', { name: /Search only for .*camera lens/ }).click();
  await expect(page).toHaveURL(/[?&]expand=0/);
  await expect(expandedLine(page)).toContainText(/Showing results for .*camera lens.* as typed/);
  // The catalog's titles are Japanese: the English words as typed find nothing.
  await expect(page.getByTestId('search-count')).toHaveText('0 items');

  await page.reload();
  await expect(expandedLine(page)).toContainText('as typed');
  await page.goBack();
  await expect(expandedLine(page)).toContainText('交換レンズ');
  await page.goForward();
  await expect(expandedLine(page)).toContainText('as typed');
  await expandedLine(page).getByRole('link', { name: 'Also search in Japanese' }).click();
  await expect(page).not.toHaveURL(/expand=/);
  await expect(expandedLine(page)).toContainText('(camera lens)');

  // A new keyword is expanded again.
  await page.goto('/search?keyword=camera&expand=0');
  await page.getByTestId('search-keyword').fill('lens');
  await page.getByTestId('search-keyword').press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=lens$/);
  await expect(expandedLine(page)).toContainText('レンズ (lens)');
});

test('a Japanese keyword needs no line; a saved search keeps "the words as typed only"', async ({ page, mailCode }) => {
  await page.goto('/search?keyword=%E3%83%AC%E3%83%B3%E3%82%BA');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expect(expandedLine(page)).toHaveCount(0);

  await shopperByApi(page, mailCode, newEmail('expand'), 'correct horse 21', { stayLoggedIn: true });
  await page.goto('/search?keyword=vintage+lens&expand=0');
  await page.getByTestId('save-search').click();
  await expect(page.getByTestId('save-search')).toHaveAttribute('data-saved', 'true');
  // The expanded search is another search, not saved.
  await page.goto('/search?keyword=vintage+lens');
  await expect(page.getByTestId('save-search')).toHaveAttribute('data-saved', 'false');
  await page.goto('/personal/searches');
  const row = page.getByTestId('saved-search');
  await expect(row).toContainText('words as typed only');
  await row.getByTestId('saved-search-open').click();
  await expect(page).toHaveURL(/\/search\?keyword=vintage(\+|%20)lens&expand=0$/);
  await expect(expandedLine(page)).toContainText('as typed');
});
