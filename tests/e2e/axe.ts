import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it is now. Run as axe.run() in the page (the builder's legacy mode) rather than in
 * parts finished in a blank page the builder opens for each run, which doubled the cost of every check
 * (about 0.7 s a page here); that way only cross-origin frames go unchecked, and no page of ours has one.
 * Passing rules are counted but not listed node by node: the tests read the violations. `within` limits the
 * check to the part of the page a test is about.
 */
export function axeResults(page: Page, within?: string): ReturnType<AxeBuilder['analyze']> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  return (within ? builder.include(within) : builder).analyze();
}
