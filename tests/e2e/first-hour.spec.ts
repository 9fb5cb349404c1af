// A new shopper's first hour on a phone (390 px), once in English and once in Arabic, against the real
// server in real Chromium: the Help button leads to the help centre, which answers a search; three goods
// in the cart are paid at checkout with the wallet's little and a card for the rest; staff bring them to the
// warehouse; the shopper merges them into one parcel insured on SAL and pays its postage by card; staff
// ship and deliver it; the messages tell each event of the checkout and of the parcel once, naming all
// three goods. On every screen nothing floating (the header, the bottom bar, the Help button) may cover a
// control or a total. Controls are found by the words of the shopper's language (tests/e2e/words.ts).
import type { Page } from '@playwright/test';
import type { GoodsListItem, OpsParcelRow, OrderList } from '../../generated/api/schemas';
import type { LanguageCode } from '../../generated/languages';
import { goodsDetailLink } from '../../generated/links';
import { expect, newEmail, registerShopper, test } from './fixtures';
import { expectNothingFloatingCovers } from './floating';
import { addressByApi, anItem, call, staffAction, staffPage, topUpByApi } from './shop-steps';
import { wordsOf } from './words';

test.use({ viewport: { width: 390, height: 844 } });

const password = 'correct horse 22';

async function fillCard(page: Page, say: ReturnType<typeof wordsOf>, number: string) {
  await page.getByLabel(say('wallet:recharge.cardNumber')).fill(number);
  await page.getByLabel(say('wallet:recharge.expiry')).fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await page.getByLabel(say('wallet:recharge.cvc')).fill('123');
}

for (const language of ['en', 'ar'] as const satisfies readonly LanguageCode[]) {
  test(`the first hour at 390 px in ${language}: help centre, card at checkout, merge insured, card at postage, one message per event`, async ({ page, browser, mailCode }, testInfo) => {
    const say = wordsOf(language);
    const at = (path: string) => (language === 'en' ? path : `/${language}${path}`);
    // Every screen of the story is checked where the shopper reads it, and kept as a screenshot.
    const look = async (name: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await expectNothingFloatingCovers(page, `${name} (${language}, 390 px)`);
      await page.screenshot({ path: testInfo.outputPath(`first-hour-${name}-${language}.png`), fullPage: true });
    };

    const email = newEmail(`first-${language}`);
    await registerShopper(page, mailCode, email, password, { stayLoggedIn: true });
    if (language !== 'en') {
      await test.step('the shopper picks their language in the footer; the account keeps it for messages', async () => {
        await page.goto('/');
        const bound = page.waitForResponse((r) => r.url().includes('AppUser.BindLanguage') && r.ok());
        await page.getByRole('contentinfo').getByLabel('Language').selectOption(language);
        await bound;
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      });
    }
    // An address on file, as a shopper adds one before the first checkout (the address book has its own tests).
    await addressByApi(page.request);

    await test.step('the Help button opens the help centre, whose search answers about storage', async () => {
      await page.goto(at('/'));
      await look('home');
      await page.locator('#support-chat > button').click();
      await page.getByRole('region', { name: say('account:chat.title') }).getByRole('link', { name: say('account:chat.help') }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/userGuide')}$`));
      await page.getByLabel(say('help:search.label')).fill(say('help:questions.storage.q'));
      await expect(page.locator('details#storage')).toHaveAttribute('open', '');
      await look('help-centre');
    });

    const items: GoodsListItem[] = [];
    for (const skip of [0, 1, 2]) items.push(await anItem(page.request, 'mercari', skip + (language === 'en' ? 0 : 3)));
    await test.step('three goods into the cart from their pages', async () => {
      for (const [i, item] of items.entries()) {
        await page.goto(at(goodsDetailLink(item)));
        if (i === 0) await look('goods');
        await page.getByRole('button', { name: say('goods:detail.addToCart') }).click();
        await expect(page.getByRole('link', { name: say('header.cartWithCount', { count: i + 1 }) }).first()).toBeVisible();
      }
      await page.goto(at('/cart'));
      await expect(page.getByTestId('cart-line')).toHaveCount(3);
      await look('cart');
      await page.getByRole('link', { name: say('cart:checkout') }).click();
    });

    await test.step('checkout: the wallet’s 1,000 yen and a card for the shortfall', async () => {
      await topUpByApi(page.request, 1000);
      await expect(page.getByRole('heading', { name: say('cart:confirm.title') })).toBeVisible();
      // The top-up came after the page opened: the shopper's reload shows the wallet's money in the choice.
      await page.reload();
      const choice = page.getByTestId('pay-choice');
      await expect(choice.locator('input[value="shortfall"]')).toBeChecked();
      await fillCard(page, say, '4242 4242 4242 4242');
      await look('confirm');
      await page.getByTestId('pay').click();
      await expect(page.getByRole('dialog', { name: say('cart:notices.title', { site: say('sites.mercari') }) })).toBeVisible();
      await page.getByTestId('accept-notice').click();
      await expect(page.getByRole('heading', { name: say('cart:success.title') })).toBeVisible();
      await look('pay-success');
    });

    const orders = await call<OrderList>(page.request, 'Sig.Front.User.AppOrder.List', { group: 'all' });
    const orderIds = orders.items.map((o) => o.id);
    expect(orderIds).toHaveLength(3);
    const staff = await staffPage(browser, mailCode, newEmail(`first-staff-${language}`), password);
    for (const id of orderIds) {
      await staffAction(staff.request, id, 'markPurchased');
      await staffAction(staff.request, id, 'recordArrival', { weightGrams: 600, lengthCm: 25, widthCm: 20, heightCm: 10 });
    }

    let parcelId = 0;
    await test.step('merge the three, SAL insured, postage paid by card', async () => {
      await page.goto(at('/personal/order/warehouse'));
      await page.getByTestId('merge-link').click();
      for (const item of items) await page.getByRole('checkbox', { name: say('parcels:merge.choose', { title: item.Name }) }).check();
      await look('merge');
      await page.getByRole('button', { name: say('parcels:merge.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: say('parcels:select.title') })).toBeVisible();
      await page.locator('#method-sal').check();
      await page.getByTestId('insurance').getByRole('checkbox').check();
      await look('select-mail');
      await page.getByRole('button', { name: say('parcels:select.continue') }).click();
      await expect(page.getByRole('heading', { level: 1, name: say('parcels:pay.title') })).toBeVisible();
      await expect(page.getByTestId('parcel-insurance')).toBeVisible();
      parcelId = Number(new URL(page.url()).searchParams.get('id'));
      expect(parcelId).toBeGreaterThan(0);
      // The wallet is empty after the checkout: the card pays the whole.
      await expect(page.getByTestId('pay-choice').locator('input[value="whole"]')).toBeChecked();
      await fillCard(page, say, '4242 4242 4242 4242');
      await look('mailpay');
      await page.getByTestId('pay').click();
      await expect(page.getByRole('heading', { level: 1, name: say('parcels:success.title') })).toBeVisible();
      await look('mailpay-success');
    });

    await test.step('staff ship and deliver the parcel; each event is one message naming all three goods', async () => {
      await call<OpsParcelRow>(staff.request, 'Sig.Ops.ParcelShip', { id: parcelId, carrier: 'japanPost', trackingNo: 'RR123456785JP' }, 'POST');
      await call<OpsParcelRow>(staff.request, 'Sig.Ops.ParcelDeliver', { id: parcelId }, 'POST');
      await page.goto(at('/personal/message'));
      const messages = page.getByTestId('message');
      const ofTheGoods = items.reduce((found, item) => found.filter({ hasText: item.Name }), messages);
      // Placed, bought, arrived, added to a parcel, shipped, delivered: six events, one message each.
      await expect(ofTheGoods).toHaveCount(6);
      // No message tells one of the goods alone.
      for (const item of items) await expect(messages.filter({ hasText: item.Name })).toHaveCount(6);
      await expect(ofTheGoods.filter({ hasText: 'RR123456785JP' })).toHaveCount(1);
      await look('messages');
    });
    await staff.context().close();
  });
}
