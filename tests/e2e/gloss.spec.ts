// Titles a shopper can read: beside each Japanese title, the words the glossary knows in the shopper's
// language (locales/gloss/), marked as machine-made, with the Japanese title itself always on screen.
import type { ConsoleMessage, Page } from '@playwright/test';
import de from '../../locales/gloss/de.json' with { type: 'json' };
import { expect, expectAccessible, test } from './fixtures';

// Every seeded Louis Vuitton listing writes the brand in katakana; the glossary knows it in every language.
const brand = 'ルイヴィトン';
const search = (prefix = '') => `${prefix}/search?keyword=${encodeURIComponent(brand)}`;
const brandCards = (page: Page) => page.getByTestId('goods-grid').getByTestId('goods-card').filter({ hasText: brand });

/** Console errors (a render that differs from the server's is one) and uncaught exceptions. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // Pictures of goods live on hosts this machine cannot reach: not the page's doing.
    if (message.type() === 'error' && !(message.text().startsWith('Failed to load resource') && !message.location().url.startsWith(new URL(page.url()).origin))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an English shopper reads a gloss of the known words under the Japanese title, marked machine-made, on cards and the item page', async ({ page, request }) => {
  const errors = errorsOf(page);
  await page.goto(search());
  const card = brandCards(page).first();
  await expect(card).toBeVisible();
  // The original stays the card's link, in Japanese; the gloss is a line of its own beneath it.
  const title = card.getByRole('heading').getByRole('link');
  await expect(title).toContainText(brand);
  await expect(title.locator('[lang="ja"]')).toHaveCount(1);
  const gloss = card.getByTestId('goods-gloss');
  await expect(gloss).toContainText('Louis Vuitton');
  await expect(gloss).toHaveAttribute('lang', 'en');
  await expect(gloss).not.toContainText(brand);
  const mark = gloss.getByRole('img', { name: 'Machine translation of known words' });
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('title', 'Machine translation of known words');

  const name = (await title.textContent())!.trim();
  await title.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The page's title (what a search engine and the browser's tab show) is the listing's own.
  await expect(page).toHaveTitle(new RegExp(brand));
  const pageGloss = page.getByTestId('title-gloss');
  await expect(pageGloss).toContainText('Louis Vuitton');
  await expect(pageGloss.locator('p[lang="en"]')).toContainText('Louis Vuitton');
  const label = pageGloss.getByText('Machine translation of known words');
  await expect(label).toBeVisible();
  const explanation = pageGloss.getByText("The seller's Japanese title above is the original.");
  await expect(explanation).toBeHidden();
  await label.click();
  await expect(explanation).toBeVisible();
  await expectAccessible(page);

  // The server's page carries the gloss already, and the browser took it over without a mismatch.
  const html = await (await request.get(page.url())).text();
  expect(html).toContain('data-testid="title-gloss"');
  expect(errors).toEqual([]);
});

test('a Japanese shopper sees the titles alone', async ({ page }) => {
  await page.goto(search('/ja'));
  const card = brandCards(page).first();
  await expect(card).toBeVisible();
  await expect(page.getByTestId('goods-gloss')).toHaveCount(0);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
  await expect(page.getByTestId('title-gloss')).toHaveCount(0);
  await expect(page.getByText('既知の語の機械翻訳')).toHaveCount(0);
});

test('in Arabic the Latin brand name is isolated left to right inside the right-to-left gloss', async ({ page }) => {
  await page.goto(search('/ar'));
  const gloss = brandCards(page).first().getByTestId('goods-gloss');
  await expect(gloss).toHaveAttribute('lang', 'ar');
  await expect(gloss.locator('bdi[dir="ltr"]', { hasText: 'Louis Vuitton' })).toHaveCount(1);
  await expect(gloss.getByRole('img', { name: 'ترجمة آلية للكلمات المعروفة' })).toBeVisible();
});

test('choosing another language on a page of goods glosses its titles in that language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(search());
  const wallet = brandCards(page).filter({ hasText: '長財布' }).first().getByTestId('goods-gloss');
  await expect(wallet).toContainText('long wallet');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(page).toHaveURL(/\/de\/search/);
  await expect(wallet).toHaveAttribute('lang', 'de');
  await expect(wallet).toContainText(de.terms['長財布']);
});
