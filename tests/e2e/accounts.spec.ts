import { expect, newEmail, registerShopper, solveCaptcha, test } from './fixtures';

const password = 'correct-horse-9';

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
  await expect(page).toHaveURL(/\/register\/update$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
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
  await registerShopper(page, mailCode, email, password);

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
  await registerShopper(page, mailCode, email, password);

  await page.goto('/forget');
  await page.getByLabel('Email').fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forget\/_info\?/);
  await page.getByLabel('Verification code').fill(mailCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/forget\/_verification$/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brand-new-pass-7');
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Welcome back');
});
