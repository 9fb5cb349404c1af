// Nothing floating covers a control or a total on any page of the buying story, at the phone widths from
// 320 to 430 px, a tablet's and a desktop's, in English and in Arabic (right to left): the header, the
// bottom bar, the cart's sticky checkout bar and the support chat's button, which loads a second after each
// page.
import type { Browser, Page } from '@playwright/test';
import { goodsDetailLink } from '../../generated/links';
import { clientAddress, expect, newEmail, registerShopper, test } from './fixtures';
import { expectNothingFloatingCovers } from './floating';
import { addressByApi, anItem, buyByApi, call, staffAction, staffPage, topUpByApi } from './shop-steps';

const password = 'correct horse 9';
// The phone widths, then a tablet and a desktop: the Help button floats free of the bottom bar there.
const widths = [320, 360, 390, 430, 768, 1280];

/**
 * Opens a page of the story as a shopper reaches it, once it shows what it is for and the chat's button,
 * then judges it at every width, the window resized under it as a shopper turns a tablet or widens a
 * window: what floats is placed by the styles and the resize listeners, with the markup loaded once.
 */
async function check(page: Page, language: 'en' | 'ar', path: string) {
  await page.goto(language === 'en' ? path : `/ar${path}`);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('#support-chat > button')).toBeVisible();
    await expectNothingFloatingCovers(page, `${path} (${language}, ${width} px)`);
  }
}

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_GLOBAL_URL, extraHTTPHeaders: clientAddress() });
  const page = await context.newPage();
  // As the fixture's pages: a server-rendered page is acted on once React has taken it over.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => !document.getElementById('ssr-queries') || document.documentElement.hasAttribute('data-ready'));
    return response;
  };
  return page;
}

// English and Arabic side by side, each with its own shopper and story.
test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'ar'] as const) {
  test(`nothing floating covers a control or a total on the story's pages, 320 to 1280 px, in ${language}`, async ({ page, browser, mailCode }) => {
    await registerShopper(page, mailCode, newEmail('floating'), password, { stayLoggedIn: true });
    const addressId = await addressByApi(page.request);
    await topUpByApi(page.request, 60_000);
    const bought = await buyByApi(page.request, addressId, await Promise.all([0, 1, 2].map((skip) => anItem(page.request, 'mercari', skip))));
    const staff = await staffPage(browser, mailCode, newEmail('floating-staff'), password);
    for (const order of bought.orders) {
      await staffAction(staff.request, order.id, 'markPurchased');
      await staffAction(staff.request, order.id, 'recordArrival', { weightGrams: 600, lengthCm: 30, widthCm: 20, heightCm: 10 });
    }
    await staff.context().close();
    // Three lines in the cart, from other shops than the orders' goods.
    const lines = await Promise.all([0, 1, 2].map((skip) => anItem(page.request, 'rakuten', skip)));
    for (const item of lines) await call(page.request, 'Sig.Front.User.AppCart.AddGoods', { site: item.Site, id: item.Id }, 'POST');
    const goods = lines[0]!;

    // The addresses of the steps that need a choice first, found as the shopper finds them.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByRole('radio', { name: /Welcome coupon/ }).click();
    await expect(page).toHaveURL(/coupon=\d+/);
    const confirm = new URL(page.url());
    await page.goto('/personal/order/merge');
    const merge = page.getByRole('checkbox', { name: /^Merge “/ });
    await expect(merge).toHaveCount(3);
    for (const checkbox of await merge.all()) await checkbox.check();
    await page.getByRole('button', { name: 'Merge and choose shipping' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose shipping' })).toBeVisible();
    const selectMail = new URL(page.url());
    await page.getByRole('radio', { name: /^EMS/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay for shipping' })).toBeVisible();
    const mailpay = new URL(page.url());

    const shopperPages = [
      '/',
      '/search?keyword=bag',
      goodsDetailLink(goods),
      '/cart',
      confirm.pathname + confirm.search,
      `/cart/paySuccess?id=${bought.id}`,
      '/personal/order/warehouse',
      `/personal/order/detail?id=${bought.orders[0]!.id}`,
      '/personal/order/merge',
      selectMail.pathname + selectMail.search,
      mailpay.pathname + mailpay.search,
      '/personal/payment',
      '/personal/message',
      '/userGuide',
      '/workOrder',
    ];
    const guest = await guestPage(browser);
    for (const path of shopperPages) await test.step(path, () => check(page, language, path));
    for (const path of ['/login', '/register/_info']) await test.step(`${path} (logged out)`, () => check(guest, language, path));
    await guest.context().close();
  });
}
