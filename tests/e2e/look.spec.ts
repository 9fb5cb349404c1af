import { axeResults } from './axe';
import { expect, test } from './fixtures';

for (const path of ['/', '/login', '/register', '/register/_info']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await axeResults(page);
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

for (const language of ['en', 'ja', 'ar']) {
  for (const width of [390, 1280]) {
    test(`home in ${language} at ${width} px: screenshot kept, nothing wider than the screen`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(language === 'en' ? '/' : `/${language}/`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`home-${language}-${width}.png`), fullPage: true });
    });
  }
}
