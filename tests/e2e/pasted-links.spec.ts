// Issue 21: a pasted marketplace address that is not in the catalog opens buy-by-link with the address
// filled in and its marketplace named, wherever an address can be pasted (the header's search box, the
// search page's field, buy-by-link itself, the calculator); the item page of an item we do not hold offers
// buy-by-link first. Known items still open their page.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { anItem, shopperByApi } from './shop-steps';

const password = 'correct-horse-21';
const unknownMercari = 'https://jp.mercari.com/item/m99999999999';

async function shopper(page: Page, mailCode: (email: string) => string): Promise<void> {
  await shopperByApi(page, mailCode, newEmail('pasted'), password, { stayLoggedIn: true });
}

/** The login page a login-only page sent the shopper to; it leads on to that page. */
async function logInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Buy-by-link as it opens: the address in its field and what it says of the marketplace. */
async function expectBuyByLink(page: Page, address: string, marketplace: string | RegExp) {
  await expect(page.getByRole('heading', { name: 'Buy by link', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Item link' })).toHaveValue(address);
  await expect(page.getByTestId('anybuy-site')).toContainText(marketplace);
}

test('an unknown Mercari item pasted into the header search box: log in, then buy-by-link filled in', async ({ page, mailCode }) => {
  const email = newEmail('pasted');
  await shopperByApi(page, mailCode, email, password);
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search all marketplaces' });
  await search.fill(`${unknownMercari}?source_location=share&utm_medium=line`);
  await search.press('Enter');
  // Buy-by-link needs an account: the login comes first and leads on to it.
  await logInHere(page, email);
  await expect(page).toHaveURL(/\/cart\/anybuy\?url=/);
  await expectBuyByLink(page, unknownMercari, 'Mercari');
  await expect(page.getByTestId('anybuy-site')).toContainText('We could not read this item');
});

test('Amazon addresses, a short link in shared text and a search page address all open buy-by-link', async ({ page, mailCode }) => {
  await shopper(page, mailCode);
  await page.goto('/search');
  const field = page.getByTestId('search-keyword');
  await field.fill('https://www.amazon.co.jp/-/en/dp/B0XXXXXXX1/ref=sr_1_1?psc=1&tag=x-22');
  await field.press('Enter');
  await expectBuyByLink(page, 'https://www.amazon.co.jp/-/en/dp/B0XXXXXXX1/ref=sr_1_1', 'Amazon Japan');

  await page.goto('/search?keyword=lens');
  await page.getByTestId('search-keyword').fill('Amazon.co.jp: カメラ レンズ https://amzn.asia/d/4Xk8ZfE');
  await page.getByTestId('search-keyword').press('Enter');
  await expectBuyByLink(page, 'https://amzn.asia/d/4Xk8ZfE', 'Amazon Japan');

  // An address as a search's keyword (a shared link, or a search sent before the page took over) does the same.
  await page.goto(`/search?keyword=${encodeURIComponent(`check this ${unknownMercari}`)}`);
  await expectBuyByLink(page, unknownMercari, 'Mercari');
});

test('a known item pasted with words around it still opens its page', async ({ page, request }) => {
  const item = await anItem(request, 'mercari');
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search all marketplaces' });
  await search.fill(`check this https://jp.mercari.com/item/${item.Id} !`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/mall/mercari/detail/${item.Id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.Name);
});

test('buy-by-link takes the address out of a shared message and names the shop, known or not', async ({ page, mailCode }) => {
  await shopper(page, mailCode);
  await page.goto('/cart/anybuy');
  const field = page.getByRole('textbox', { name: 'Item link' });
  await field.fill(`【メルカリ】レンズ 50mm ${unknownMercari}?utm_source=line #メルカリ`);
  await field.blur();
  await expect(field).toHaveValue(unknownMercari);
  await expect(page.getByTestId('anybuy-site')).toContainText('Mercari');

  await field.fill('https://www.creema.jp/item/12345678/detail');
  // The host is set apart as a left-to-right run (invisible marks around it) for right-to-left sentences.
  await expect(page.getByTestId('anybuy-site')).toContainText(/www\.creema\.jp\W* is not one of the marketplaces we list/);
  await expectAccessible(page);
  await page.getByLabel('Item name').fill('Handmade mug');
  await page.getByLabel('Price in yen').fill('2400');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart\/anybuyCreateOrder\?/);
});

test('the page of an item we do not hold offers buy-by-link first, with its address', async ({ page, mailCode }) => {
  await shopper(page, mailCode);
  await page.goto('/mall/mercari/detail/m99999999999');
  await expect(page.getByRole('heading', { name: 'Nothing here', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for items' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Buy it by link' }).click();
  await expectBuyByLink(page, unknownMercari, 'Mercari');
});

test('the calculator: an address of an item we hold prices it, one we do not offers buy-by-link', async ({ page, mailCode, request }) => {
  await shopper(page, mailCode);
  const item = await anItem(request, 'mercari');
  await page.goto('/calc');
  const link = page.getByRole('textbox', { name: 'Item link (optional)' });
  await link.fill(`look https://jp.mercari.com/item/${item.Id}`);
  await expect(page.getByLabel('Item price')).toHaveValue(String(item.JPYPrice));
  await expect(page.getByTestId('calc-item')).toContainText(item.Name);
  await link.blur();
  await expect(link).toHaveValue(`https://jp.mercari.com/item/${item.Id}`);

  await link.fill(unknownMercari);
  await expect(page.getByTestId('calc-item')).toContainText('We do not have this Mercari item');
  await expectAccessible(page);
  await page.getByTestId('calc-item').getByRole('link', { name: 'Buy it by link' }).click();
  await expectBuyByLink(page, unknownMercari, 'Mercari');
});

test('logged out, buy-by-link from the calculator keeps the address through the login', async ({ page, mailCode }) => {
  const email = newEmail('pasted');
  await shopperByApi(page, mailCode, email, password);
  await page.goto('/calc');
  await page.getByRole('textbox', { name: 'Item link (optional)' }).fill('https://amzn.asia/d/4Xk8ZfE');
  await page.getByTestId('calc-item').getByRole('link', { name: 'Buy it by link' }).click();
  await logInHere(page, email);
  await expectBuyByLink(page, 'https://amzn.asia/d/4Xk8ZfE', 'Amazon Japan');
});
