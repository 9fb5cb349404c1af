import { constants } from '../../generated/constants';
import { goodsDetailLink } from '../../generated/links';
import { expect, test } from './fixtures';
import { anItem } from './shop-steps';

const localeCookie = constants.cookies.locale;
const day = 86_400;

test('a shopper who came to /ja/ is brought back to Japanese at /, by the year-long locale cookie', async ({ page, context }) => {
  await page.goto('/ja/');
  await expect(page.getByTestId('home-greeting')).toHaveText('日本のものを、なんでも購入');

  const cookie = (await context.cookies()).find((c) => c.name === localeCookie.name);
  expect(cookie?.value).toBe('ja');
  // Lifetime as the spec says, give or take the seconds the test has taken.
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(localeCookie.maxAgeDays * day - 600);
  expect(lifetime).toBeLessThanOrEqual(localeCookie.maxAgeDays * day + 60);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ja\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('home-greeting')).toHaveText('日本のものを、なんでも購入');

  // Any unprefixed address, with its query.
  await page.goto('/search?keyword=figure');
  await expect(page).toHaveURL(/\/ja\/search\?keyword=figure$/);
});

test('choosing English again at /ja/ keeps the shopper in English at /', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ja/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('combobox', { name: '言語' }).first().selectOption('en');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('without the cookie an unprefixed address stays in English', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((c) => c.name === localeCookie.name)).toBe(false);
});

test('a language chosen in the footer reaches the chat\'s Help button and the goods page\'s category at once, without a reload', async ({ page }) => {
  const item = await anItem(page.request, 'mercari');
  const categoryIn = async (language: string) => {
    const query = new URLSearchParams({ n: 'Sig.Front.SubSite.App.GoodsDetail', site: item.Site, id: item.Id, from: 'INTERNATIONAL', language });
    return ((await (await page.request.get(`/?${query}`)).json()) as { data: { CategoryName: string } }).data.CategoryName;
  };
  const [english, japanese] = [await categoryIn('en'), await categoryIn('ja')];
  expect(japanese).not.toBe(english);
  await page.goto(goodsDetailLink(item));
  const category = page.locator('dt', { hasText: 'Category' }).locator('+ dd');
  await expect(category).toHaveText(english);
  const help = page.locator('#support-chat > button');
  await expect(help).toHaveText('Help');
  // Marks the document, so a reload (which would clear the mark) cannot pass for the change.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-change', ''));
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(help).toHaveText('ヘルプ');
  await expect(page.locator('dt', { hasText: 'カテゴリー' }).locator('+ dd')).toHaveText(japanese);
  await help.click();
  const panel = page.getByRole('region', { name: 'サポート' });
  await expect(panel.getByRole('link', { name: 'ヘルプセンターで答えを探す' })).toHaveAttribute('href', '/ja/userGuide');
  await expect(panel.getByRole('link', { name: 'サポートチケットを作成する' })).toHaveAttribute('href', '/ja/workOrder');
  await expect(page.locator('html')).toHaveAttribute('data-before-change', '');
});
