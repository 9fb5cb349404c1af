import { type Page } from '@playwright/test';
import { constants } from '../../generated/constants';
import { goodsDetailLink } from '../../generated/links';
import { captchaToken, clientAddress, expect, newEmail, solveCaptcha, test } from './fixtures';
import { anItem, shopperByApi } from './shop-steps';
import { latestMail } from './servers';

const password = 'correct-horse-9';
// The sign-up pages are what the first test and the item-prompt tests go through; the tests about logging
// in, resets and a taken address start from an account made through the same calls (shopperByApi).

/** Asks for a password reset's code from the forgotten-password page, which then waits for the code. */
async function askForResetCode(page: Page, email: string) {
  await page.goto('/forget');
  await page.getByLabel('Email').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forget\/_info\?/);
}

/** From the reset's code step, once its code is accepted: the new password is saved and logs the shopper in. */
async function setNewPasswordAndLogIn(page: Page, newPassword: string) {
  await expect(page).toHaveURL(/\/forget\/_verification$/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Welcome back');
}

test('register, verify with the mailed code, log in, see the home greeting, log out', async ({ page, mailCode }) => {
  const email = newEmail('reg');
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign up with email' }).click();
  await expect(page).toHaveURL(/\/register\/_info$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
  await page.getByLabel('Nickname').fill('Aiko');
  await page.getByLabel(/I agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/register\/_verification\?/);
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  // The nickname was given: no step asks for it again.
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome back, Aiko');

  // A fresh browser session: log in with the new account.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome back, Aiko');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Aiko/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page.getByTestId('home-greeting')).toHaveText('Buy anything from Japan');
});

test('a logged-out shopper sent from /cart to /login keeps the query and comes back after login', async ({ page, mailCode }) => {
  const email = newEmail('cart');
  await shopperByApi(page, mailCode, email, password);

  await page.goto('/cart?coupon=WELCOME');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('coupon')).toBe('WELCOME');
  expect(url.searchParams.get('redirect')).toBe('/cart?coupon=WELCOME');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/cart\?coupon=WELCOME$/);
});

test('a wrong password is refused with the server’s message and no login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: code from the mail, new password, log in with it', async ({ page, mailCode }) => {
  const email = newEmail('reset');
  await shopperByApi(page, mailCode, email, password);

  await askForResetCode(page, email);
  // The code belongs to this browser's reset (its cookie), and the page says so.
  await expect(page.getByText('in this browser: it works nowhere else')).toBeVisible();
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await setNewPasswordAndLogIn(page, 'brand-new-pass-7');
});

test('a stranger’s reset requests and wrong codes do not keep the owner from resetting: the code page asks for the check, then goes on', async ({ page, mailCode, playwright }) => {
  const email = newEmail('reset-pestered');
  await shopperByApi(page, mailCode, email, password);
  await askForResetCode(page, email);
  const ownersCode = mailCode(email);

  // From an address of their own: new codes without a captcha, a reset of their own, and wrong codes past the
  // email's limit, solving the check where asked.
  const origin = new URL(process.env.E2E_GLOBAL_URL!).origin;
  const stranger = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() });
  const call = (name: string, data: object) => stranger.post(`/?n=Sig.Front.AppApi.${name}&from=INTERNATIONAL&language=en`, { data, headers: { Origin: origin } });
  for (let i = 0; i <= constants.rateLimits.code.account.max; i++) expect((await call('SendVerifyCode', { email, purpose: 'reset' })).status()).toBe(200);
  expect((await call('ForgetPassword', { email, captchaToken: await captchaToken(stranger, origin) })).status()).toBe(200);
  const guess = ownersCode === '000000' ? '111111' : '000000';
  for (let i = 0; i <= constants.rateLimits.code.failures.max; i++) {
    const token = i >= constants.accounts.captchaAfterFailures ? await captchaToken(stranger, origin) : undefined;
    expect((await call('CheckVerifyCode', { email, code: guess, purpose: 'reset', captchaToken: token })).status()).toBe(400);
  }
  await stranger.dispose();

  await page.getByLabel('Verification code').fill(ownersCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete the check that you are not a robot.' })).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await setNewPasswordAndLogIn(page, 'brand-new-pass-8');
});

test('a stranger’s wrong passwords do not lock the owner out: the page asks for the check, then lets them in', async ({ page, mailCode, playwright }) => {
  const email = newEmail('targeted');
  await shopperByApi(page, mailCode, email, password);
  // The stranger guesses from an address of their own, past the account's limit, solving the check where asked.
  const origin = new URL(process.env.E2E_GLOBAL_URL!).origin;
  const stranger = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: clientAddress() });
  for (let i = 0; i <= constants.rateLimits.login.account.max; i++) {
    const token = i >= constants.accounts.captchaAfterFailures ? await captchaToken(stranger, origin) : undefined;
    const response = await stranger.post('/?n=Sig.Front.AppApi.Login&from=INTERNATIONAL&language=en', { data: { email, password: 'a-wrong-guess-1', captchaToken: token }, headers: { Origin: origin } });
    expect(response.status()).toBe(401);
  }
  await stranger.dispose();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete the check that you are not a robot.' })).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Welcome back');
});

test('registering an address that has an account looks the same as a new one, and only its owner hears of it', async ({ page, mailCode }) => {
  const email = newEmail('taken');
  await shopperByApi(page, mailCode, email, password);

  await page.goto('/register/_info');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('someone-elses-9');
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('someone-elses-9');
  await page.getByLabel(/I agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/_verification\?/);
  await expect(page.getByText(`We sent an email to ${email}. Enter its code here, in this browser: it works nowhere else. If this address already has an account, the email tells you how to log in instead.`)).toBeVisible();
  const mail = latestMail(process.env.E2E_GLOBAL_DATA!, email);
  expect(mail).toContain('Your email address already has an account');
  expect(mail).toContain(`/login?email=${encodeURIComponent(email)}`);

  // The account is as it was: its own password opens it, the new one does not.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('someone-elses-9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email address or password.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Welcome back');
});

test('sign-up from an item’s login prompt reads the terms, keeps the nickname and comes back to the item', async ({ page, request, mailCode }) => {
  const item = await anItem(request, 'mercari');
  const path = goodsDetailLink(item);
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  await page.getByRole('link', { name: 'Sign up with email' }).click();
  await expect(page).toHaveURL(/\/register\/_info\?redirect=/);

  // The terms open in a tab of their own, so what was typed stays.
  const email = newEmail('reg-item');
  await page.getByLabel('Email').fill(email);
  const [terms] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Terms of service' }).click()]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(terms).toHaveURL(/\/introduction\/terms$/);
  await terms.close();
  const [privacy] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Privacy policy' }).click()]);
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await privacy.close();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
  await page.getByLabel('Nickname').fill('Mika');
  await page.getByLabel(/I agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/_verification\?.*redirect=/);
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Verify and finish' }).click();

  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  // Asked for later, the name is the one given, not a blank field.
  await page.goto('/register/update');
  await expect(page.getByLabel('Nickname')).toHaveValue('Mika');
});

test('sign-up without a nickname asks for it once, filled with what the account has, then returns to the item', async ({ page, request, mailCode }) => {
  const item = await anItem(request, 'mercari', 1);
  const path = goodsDetailLink(item);
  const email = newEmail('reg-noname');
  await page.goto(`/register/_info?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
  await page.getByLabel(/I agree/).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/register\/_verification\?/);
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expect(page).toHaveURL(/\/register\/update\?redirect=/);
  await expect(page.getByLabel('Nickname')).toHaveValue(email.split('@')[0]!);
  await page.getByLabel('Nickname').fill('Ren');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
});
