// Content in the browser against the real server: staff write an article in two languages in the console
// (Markdown with a heading, a list, a link and an attempted script), publish it, and a shopper reads it in
// both languages rendered, with no script run; a guide in a language without a help file shows the English
// one with a note; the home page's content cards show drawn pictures, not the placeholder.
import { constants } from '../../generated/constants';
import { goodsDetailLink } from '../../generated/links';
import { expect, expectAccessible, newEmail, test } from './fixtures';
import { anItem, staffPage } from './shop-steps';

const password = 'correct-horse-9';

test('staff write and publish an article in two languages; a shopper reads both, rendered and without the script', async ({ browser, page, mailCode }) => {
  const staff = await staffPage(browser, mailCode, newEmail('content-staff'), password);
  const code = `e2e-${Date.now().toString(36)}`;
  await staff.goto('/ops');
  await staff.getByTestId('ops-content-link').click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByTestId('content-new').click();
  const editor = staff.getByTestId('content-editor');
  await editor.getByLabel('Kind').selectOption('article');
  await editor.getByLabel('Code', { exact: true }).fill(code);
  // Published from a minute ago, in the browser's own zone as the input holds it.
  const from = new Date(Date.now() - 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await editor.getByLabel('Publish from').fill(`${from.getFullYear()}-${pad(from.getMonth() + 1)}-${pad(from.getDate())}T${pad(from.getHours())}:${pad(from.getMinutes())}`);

  const en = staff.getByTestId('text-en');
  await en.getByLabel('Title').fill('Packing fragile figures');
  await en.getByLabel('Overview').fill('How we keep them whole');
  await en.getByLabel('Body (Markdown)').fill('## Before you merge\n\n- ask for protective packaging\n- keep the box\n\nSee [the fees](/userGuide/fees).\n\n<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">');
  await en.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.getByTestId('preview-en');
  await expect(preview.getByRole('heading', { level: 2, name: 'Before you merge' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);

  await editor.getByTestId('add-language').selectOption('ja');
  const ja = staff.getByTestId('text-ja');
  await ja.getByLabel('Title').fill('壊れやすいフィギュアの梱包');
  await ja.getByLabel('Body (Markdown)').fill('## 同梱の前に\n\n- 補強梱包を申し込む\n- 箱は残す\n\n[料金](/userGuide/fees)');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(staff).toHaveURL(/\/ops\/contents\/\d+$/);
  const id = Number(new URL(staff.url()).pathname.split('/').pop());
  await staff.context().close();

  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = 0;
  });
  await page.goto(`/article/detail/${code}-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing fragile figures' })).toBeVisible();
  const body = page.getByTestId('content-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Before you merge' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['ask for protective packaging', 'keep the box']);
  await expect(body.getByRole('link', { name: 'the fees' })).toHaveAttribute('href', '/userGuide/fees');
  await expect(body.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(0);
  await expectAccessible(page);

  // The id alone finds it too, in Japanese.
  await page.goto(`/ja/article/detail/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '壊れやすいフィギュアの梱包' })).toBeVisible();
  await expect(page.getByTestId('content-body').getByRole('listitem')).toHaveText(['補強梱包を申し込む', '箱は残す']);
  await expect(page.getByTestId('language-note')).toHaveCount(0);

  // German has no text of its own: English, with the note.
  await page.goto(`/de/article/detail/${code}-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing fragile figures' })).toBeVisible();
  await expect(page.getByTestId('language-note')).toContainText('English');
});

test('a user guide in a language without a help file shows the English one, with a note', async ({ page }) => {
  await page.goto('/ko/userGuide');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('language-note')).toContainText('English');
  await page.getByRole('link', { name: /How to buy/ }).click();
  await expect(page).toHaveURL(/\/ko\/userGuide\/how-to-buy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How to buy' })).toBeVisible();
  await expect(page.getByTestId('language-note')).toContainText('English');
  await expectAccessible(page);

  // Japanese has its own help file: no note.
  await page.goto('/ja/userGuide/how-to-buy');
  await expect(page.getByRole('heading', { level: 1, name: '購入方法' })).toBeVisible();
  await expect(page.getByTestId('language-note')).toHaveCount(0);
});

test('notices, the about page, a landing page and the web view read as shoppers see them', async ({ page }) => {
  await page.goto('/notice');
  const notices = page.getByTestId('notice-list').getByRole('listitem');
  await expect(notices.first()).toContainText('Pinned');
  await notices.first().locator('summary').click();
  await expect(notices.first().getByTestId('content-body')).toContainText('greyed out');
  await expectAccessible(page);

  await page.goto('/introduction/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.goto('/landing/figure-week');
  await expect(page.getByRole('heading', { level: 1, name: 'Figure week: ship them safely' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See these goods' })).toHaveAttribute('href', /\/search\?keyword=/);
  await expect(page.getByRole('heading', { name: 'Goods for this campaign' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/webview?kind=article&id=two-payments');
  await expect(page.getByTestId('webview').getByRole('heading', { level: 1 })).toContainText('two payments');
  await expect(page.locator('header, footer')).toHaveCount(0);
});

test("the home page's campaign and guide cards show drawn pictures, not the placeholder", async ({ page }) => {
  await page.goto('/');
  for (const rail of ['#rail-activity', '#rail-article']) {
    const section = page.locator(`section:has(${rail})`);
    await section.scrollIntoViewIfNeeded();
    const images = section.locator('img');
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /^\/img\/content\/[a-z]+\.svg$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  }
  await page.goto('/article');
  await expect(page.getByTestId('article-list').getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
});

test('the help centre’s search finds an answer in English, and the goods page links to its own address', async ({ page, request }) => {
  await page.goto('/userGuide');
  const questions = page.locator('details');
  await expect(questions).toHaveCount(10);
  await page.getByLabel('Search the help centre').fill('STORAGE free');
  const storage = page.locator('details#storage');
  await expect(storage).toHaveAttribute('open', '');
  await expect(storage).toContainText(`stored free for ${constants.warehouse.freeStorageDays} days`);
  await expect(page.locator('details#auctions')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Search the help centre').fill('zzqx nothing');
  await expect(page.getByRole('status')).toHaveText('No answer matches “zzqx nothing”.');
  await expect(questions).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'No answer? Open a support ticket' })).toHaveAttribute('href', '/workOrder/add');

  // The goods page's estimate links to the fees answer, which opens at its own address.
  const item = await anItem(request, 'mercari');
  await page.goto(goodsDetailLink(item));
  await page.getByRole('link', { name: 'Fees, storage and customs: your questions answered' }).click();
  await expect(page).toHaveURL(/\/userGuide#fees$/);
  await expect(page.locator('details#fees')).toHaveAttribute('open', '');
  await expect(page.locator('details#fees')).toBeInViewport();
  await expect(page.locator('details#storage')).not.toHaveAttribute('open', '');
});

test('the help centre answers in Arabic: a search in Arabic finds the customs answer', async ({ page }) => {
  await page.goto('/ar/userGuide');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('ابحث في مركز المساعدة').fill('الرسوم الجمركية');
  const customs = page.locator('details#customs');
  await expect(customs).toHaveAttribute('open', '');
  await expect(customs.locator('summary')).toHaveText('هل أدفع الرسوم الجمركية؟');
  await expect(page.locator('details#auctions')).toHaveCount(0);
  // Its own address opens it for whoever is sent there (a new visit: not the same page's hash change).
  await page.goto('about:blank');
  await page.goto('/ar/userGuide#storage');
  await expect(page.locator('details#storage')).toHaveAttribute('open', '');
  await expect(page.locator('details#storage')).toContainText(String(constants.warehouse.freeStorageDays));
  await expect(page.getByRole('link', { name: 'لم تجد إجابة؟ افتح تذكرة دعم' })).toHaveAttribute('href', '/ar/workOrder/add');
});
