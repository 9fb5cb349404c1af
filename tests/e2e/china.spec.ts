import { expect, test } from './fixtures';

test('the china edition is in Simplified Chinese without a language prefix', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveURL(/\/$/);
  // A prefix is not a language here: /ja/ is simply not a page.
  await page.goto('/ja/');
  await expect(page).toHaveURL(/\/404\?path=%2Fja%2F$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the china edition sends Yahoo and Amazon pages to /download', async ({ page }) => {
  await page.goto('/mall/yahoo');
  await expect(page).toHaveURL(/\/download$/);
  await page.goto('/mall/amazon/detail/B000000000');
  await expect(page).toHaveURL(/\/download$/);
});

test('the china edition asks for login on Mercari pages', async ({ page }) => {
  await page.goto('/mall/mercari');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmall%2Fmercari$/);
});

test('the china edition registers through its own steps', async ({ page }) => {
  await page.goto('/register');
  await page.locator('main a[href="/register/_infoChina"]').click();
  await expect(page).toHaveURL(/\/register\/_infoChina$/);
});

test('the china edition counts the marketplaces it shows and quotes the RMB rate', async ({ page }) => {
  await page.goto('/');
  const tiles = page.locator('[aria-labelledby="home-sites"] li a');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  await expect(page.locator('main')).toContainText(`搜索 ${count} 个日本购物平台`);
  await expect(page.locator('main')).toContainText(/= 0\.\d{4} CNY/);
  await expect(page.locator('main')).not.toContainText('USD');
});
