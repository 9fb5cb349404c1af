// The settings page and the third-party widgets behind our own interfaces, driven through their local
// test implementations (the providers' hosts cannot be reached from here).
import { expect, expectAccessible, newEmail, solveCaptcha, test } from './fixtures';
import { shopperByApi } from './shop-steps';

const password = 'correct-horse-9';

test('change language and currency; the language is bound to the account', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('settings-lang'), password, { stayLoggedIn: true });
  await page.goto('/personal/setting');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const section = page.getByRole('region', { name: 'Language and currency' });
  await section.getByLabel('Display currency').selectOption('EUR');
  await section.getByLabel('Language', { exact: true }).selectOption('ja');
  await expect(page).toHaveURL(/\/ja\/personal\/setting$/);
  await expect(page.getByRole('heading', { name: '設定', level: 1 })).toBeVisible();
  const info = await (await page.request.get('/api/Sig.Front.User.AppUserSetting.GetUserInfo')).json();
  expect(info.data.language).toBe('ja');
  await page.reload();
  await expect(page.getByRole('region', { name: '言語と通貨' }).getByLabel('表示通貨')).toHaveValue('EUR');
});

test('change the email with the code mailed to the new address', async ({ page, mailCode }) => {
  const email = newEmail('settings-old');
  const next = newEmail('settings-new');
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  await page.goto('/personal/setting');
  await page.getByLabel('New email address').fill(next);
  await page.getByLabel('Your password').first().fill(password);
  await page.getByRole('button', { name: 'Send a code to the new address' }).click();
  await expect(page.getByText(`We sent a code to ${next}`)).toBeVisible();
  await page.getByLabel('Code from the email').fill(mailCode(next));
  await page.getByRole('button', { name: 'Change my email' }).click();
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  await expect(page.getByText(`Your email address: ${next}`)).toBeVisible();
});

test('link a social account, sign in with it, unlink it', async ({ page, mailCode }) => {
  const email = newEmail('settings-social');
  const providerEmail = newEmail('settings-google');
  await shopperByApi(page, mailCode, email, password, { stayLoggedIn: true });
  await page.goto('/personal/setting');
  await page.getByRole('button', { name: 'Link Google' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in with Google/ });
  await dialog.getByLabel('Email at the provider').fill(providerEmail);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Google is linked')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('dialog').getByLabel('Email at the provider').fill(providerEmail);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/personal/setting');
  await expect(page.getByText(`Your email address: ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(page.getByText('No other account is linked.')).toBeVisible();
});

test('after failed logins the captcha appears and is required', async ({ page, mailCode }) => {
  const email = newEmail('settings-captcha');
  await shopperByApi(page, mailCode, email, password);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  const captcha = page.getByRole('group', { name: 'Check that you are not a robot' });
  for (let i = 0; i < 3; i++) {
    await expect(captcha).toHaveCount(0);
    await passwordField.fill(`wrong-${i}-password`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong email address or password.' })).toBeVisible();
  }
  await expect(captcha).toBeVisible();
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Complete the check first.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a captcha that cannot load says so and the form stays usable', async ({ page }) => {
  // The challenge's code never arrives (as a provider's script blocked or offline would not).
  await page.route(/captcha-local[^/]*\.js$/, (route) => route.abort());
  await page.goto('/forget');
  await expect(page.getByRole('alert').filter({ hasText: 'The check could not load; try again.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

test('the support chat appears after the page has loaded and leads to the help centre and a support ticket', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Help', exact: true });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.getByRole('link', { name: 'Find an answer in the help centre' })).toHaveAttribute('href', '/userGuide');
  await expect(page.getByRole('link', { name: 'Open a support ticket' })).toHaveAttribute('href', '/workOrder');
});

test('register by a new provider account, set up nothing else, and delete the account', async ({ page }) => {
  const providerEmail = newEmail('settings-apple');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await page.getByRole('dialog').getByLabel('Email at the provider').fill(providerEmail);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await page.goto('/personal/setting');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByText('Apple is linked')).toBeVisible();
  await expect(page.getByText('This is your only way to sign in.')).toBeVisible();
  await expect(page.getByText('for 7 years after deletion')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel(/To confirm, type your email address/).fill(providerEmail);
  await remove.click();
  await expect(page).not.toHaveURL(/\/personal\/setting/);
  await page.goto('/personal/setting');
  await expect(page).toHaveURL(/\/login/);
});
