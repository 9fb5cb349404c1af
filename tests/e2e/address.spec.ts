import { expect, newEmail, test } from './fixtures';
import { shopperByApi } from './shop-steps';

// The address book as a shopper uses it: fields that follow the country, a postcode fixed after the
// inline error, the default moving, a deletion confirmed, and the trip back to the page that sent them.
test('adds addresses with country-specific fields, fixes a postcode, moves the default and deletes one', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('address'), 'correct horse 1', { stayLoggedIn: true });
  await page.goto('/personal/address');
  await expect(page.getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();

  const form = page.getByRole('form', { name: 'New address' });
  const country = form.getByLabel('Country or region');
  await country.selectOption('GB');
  await expect(form.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'State' })).toHaveCount(0);
  await country.selectOption('HK');
  await expect(form.getByRole('textbox', { name: 'Area' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Postcode|ZIP code/ })).toHaveCount(0);
  await country.selectOption('US');
  await expect(form.getByRole('textbox', { name: 'State' })).toHaveAttribute('required', '');

  await form.getByRole('textbox', { name: 'Recipient' }).fill('Ann Lee');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 0199');
  await form.getByRole('textbox', { name: 'Street address' }).fill('1 Main St');
  await form.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await form.getByRole('textbox', { name: 'State' }).fill('IL');
  const zip = form.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('6270');
  await zip.blur();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This does not look like a postcode in this country (United States). For example: 12345')).toBeVisible();
  await zip.fill('62701');
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save address' }).click();

  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Springfield, IL 62701');
  await expect(cards.first().getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const second = page.getByRole('form', { name: 'New address' });
  await second.getByLabel('Country or region').selectOption('GB');
  await second.getByRole('textbox', { name: 'Recipient' }).fill('Bob Stone');
  await second.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0018');
  await second.getByRole('textbox', { name: 'Street address' }).fill('10 Downing St');
  await second.getByRole('textbox', { name: 'City' }).fill('London');
  await second.getByRole('textbox', { name: 'Postcode' }).fill('sw1a 2aa');
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(cards).toHaveCount(2);
  const bob = cards.filter({ hasText: 'Bob Stone' });
  await expect(bob).toContainText('SW1A 2AA');
  await expect(bob.getByText('Default', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Make the address of Bob Stone the default' }).click();
  await expect(bob.getByText('Default', { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText('Bob Stone');

  await page.getByRole('button', { name: 'Delete the address of Ann Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bob Stone');
});

test('goes back to the page that sent the shopper, and the calculator ships to the default address', async ({ page, mailCode }) => {
  await shopperByApi(page, mailCode, newEmail('address-return'), 'correct horse 1', { stayLoggedIn: true });
  await page.goto('/personal/address?add=1&return=%2Fcalc');
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Country or region').selectOption('CA');
  await form.getByRole('textbox', { name: 'Recipient' }).fill('Cleo Roy');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('+1 613 555 0100');
  await form.getByRole('textbox', { name: 'Street address' }).fill('24 Sussex Dr');
  await form.getByRole('textbox', { name: 'City' }).fill('Ottawa');
  await form.getByRole('textbox', { name: 'Province' }).fill('ON');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('K1M 1M4');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/calc/);
  await expect(page.getByLabel('Destination')).toHaveValue('CA');
});
