import { axeResults } from './axe';
import { expect, test } from './fixtures';

// The duty estimate under the calculator's methods, for a parcel under and over the EU's 150 EUR duty
// threshold. Seeded rates: 0.0059 EUR per yen; the cheapest method to Germany for 1 kg is surface, ¥1,750.
test('the calculator estimates duty and tax under and over the destination’s de minimis', async ({ page }) => {
  await page.goto('/calc?price=10000&kg=1&to=DE');
  const duty = page.getByTestId('duty-estimate');
  await expect(duty.getByRole('heading', { name: 'Import duty and tax' })).toBeVisible();
  await expect(duty).toContainText('Estimate — the carrier collects it on delivery');
  await expect(duty).toContainText('Source: European Commission, Taxation and Customs Union');
  // ¥10,000 + ¥1,750 postage is about 69 EUR: no duty, 19% VAT on goods and postage (¥2,233).
  await expect(page.getByTestId('duty-duty')).toHaveText('Not charged up to €150.00');
  await expect(page.getByTestId('duty-tax')).toContainText('€13.17');
  await expect(page.getByTestId('duty-total')).toContainText('¥2,233');

  // ¥41,750 is about 246 EUR: 4% duty (¥1,670), then VAT on the duty-paid value (¥8,250).
  await page.getByLabel('Item price').fill('40000');
  await expect(page.getByTestId('duty-duty')).toContainText('€9.85');
  await expect(page.getByTestId('duty-total')).toContainText('¥9,920');

  // Australia collects nothing up to 1,000 AUD.
  await page.getByLabel('Destination').selectOption('AU');
  await expect(duty).toContainText('Likely nothing due on delivery');
  await expect(page.getByTestId('duty-duty')).toHaveText('Not charged up to A$1,000.00');
});

test('the goods page’s cost estimate shows the duty for the chosen destination, accessibly', async ({ page }) => {
  // The seed lists Pokémon goods on most marketplaces.
  await page.goto(`/search?keyword=${encodeURIComponent('ポケモン')}`);
  await page.locator('a[href*="/detail/"]').first().click();
  const duty = page.getByTestId('duty-estimate');
  // An English-speaking shopper with dollars is guessed to live in the USA: no de minimis, 15% duty.
  await expect(duty).toContainText('Duty 15%');
  await page.getByLabel('Ship to').selectOption('DE');
  await expect(duty).toContainText('VAT 19%');
  await expect(duty).toContainText('Estimate — the carrier collects it on delivery');
  const results = await axeResults(page, '[data-testid="duty-estimate"]');
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
