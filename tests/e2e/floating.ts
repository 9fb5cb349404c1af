// Nothing that floats (position fixed or sticky) may hide a control or a total. Content scrolls under a
// band anchored to the screen's top or bottom edge (the header, the bottom bar, a sticky action bar stacked
// on it), so such a band is judged where no scrolling can uncover what it hides: a top band with the page
// at its start, a bottom band with the page at its end. Anything floating free of the edges (a chat
// button in mid-air) is judged at both, since it sits over the page wherever it is scrolled.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a shopper taps or must read: a total is marked `data-total` where it is drawn, or known by its test id. */
const targets = [
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary, label, [data-total]',
  '[data-testid="order-costs"] dd, [data-testid="pay-success"] dd, [data-testid="parcel-total"], [data-testid="merge-totals"], [data-testid="wallet-balance"]',
].join(', ');

interface Finding {
  float: string;
  covered: string;
}

function findOverlaps(args: { targets: string; at: 'start' | 'end'; scrolls: boolean }): Finding[] {
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${testId}> "${text}"`;
  };
  const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const vh = window.innerHeight;
  const vw = document.documentElement.clientWidth;
  type Box = { top: number; bottom: number; left: number; right: number };
  // The part of an element a shopper can see: cut by the screen and by every ancestor that clips it.
  const seen = (el: Element): Box | null => {
    const r = el.getBoundingClientRect();
    const box = { top: Math.max(r.top, 0), bottom: Math.min(r.bottom, vh), left: Math.max(r.left, 0), right: Math.min(r.right, vw) };
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') {
        const p = parent.getBoundingClientRect();
        if (style.overflowY !== 'visible' || style.clipPath !== 'none') Object.assign(box, { top: Math.max(box.top, p.top), bottom: Math.min(box.bottom, p.bottom) });
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') Object.assign(box, { left: Math.max(box.left, p.left), right: Math.min(box.right, p.right) });
      }
    }
    return box.bottom - box.top >= 2 && box.right - box.left >= 2 ? box : null;
  };
  const floats = [...document.body.querySelectorAll('*')].filter((el) => {
    const position = getComputedStyle(el).position;
    // A dialog covers the page on purpose, and the shopper closes it.
    return (position === 'fixed' || position === 'sticky') && visible(el) && !el.closest('dialog, [role="dialog"], [aria-modal="true"]');
  });
  const outermost = floats.filter((el) => !floats.some((other) => other !== el && other.contains(el)));
  const boxes = new Map(outermost.flatMap((el) => {
    const box = seen(el);
    return box ? [[el, box] as const] : [];
  }));
  // Anchored to an edge: touching it, or stacked on something that is (a sticky bar resting on the bottom bar).
  const anchored = (edge: 'top' | 'bottom') => {
    const set = new Set<Element>();
    for (let grew = true; grew; ) {
      grew = false;
      for (const [el, box] of boxes) {
        if (set.has(el)) continue;
        const rests =
          edge === 'top'
            ? box.top <= 1 || [...set].some((o) => Math.abs(boxes.get(o)!.bottom - box.top) <= 1)
            : box.bottom >= vh - 1 || [...set].some((o) => Math.abs(boxes.get(o)!.top - box.bottom) <= 1);
        if (rests) {
          set.add(el);
          grew = true;
        }
      }
    }
    return set;
  };
  const top = anchored('top');
  const bottom = anchored('bottom');
  const judged = [...boxes].filter(([el]) => {
    if (!args.scrolls) return true;
    if (top.has(el)) return args.at === 'start';
    if (bottom.has(el)) return args.at === 'end';
    return true;
  });
  const findings: Finding[] = [];
  for (const target of document.body.querySelectorAll(args.targets)) {
    if (!visible(target)) continue;
    const box = seen(target);
    if (!box) continue;
    for (const [float, area] of judged) {
      if (float.contains(target) || target.contains(float)) continue;
      const overlapX = Math.min(box.right, area.right) - Math.max(box.left, area.left);
      const overlapY = Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top);
      if (overlapX <= 1 || overlapY <= 1) continue;
      // Covered only where the floating box is drawn above the target (the chat's button lies on the bar).
      const x = (Math.max(box.left, area.left) + Math.min(box.right, area.right)) / 2;
      const y = (Math.max(box.top, area.top) + Math.min(box.bottom, area.bottom)) / 2;
      const stack = document.elementsFromPoint(x, y);
      const floatAt = stack.findIndex((el) => float.contains(el));
      const targetAt = stack.findIndex((el) => target.contains(el) || el.contains(target));
      if (floatAt !== -1 && (targetAt === -1 || floatAt < targetAt)) findings.push({ float: describe(float), covered: describe(target) });
    }
  }
  return findings;
}

/**
 * Fails naming each floating element and the control or total it covers, with the page at its start and
 * at its end. Call it once the page shows what it is for (and, in the global edition, the chat's button).
 */
export async function expectNothingFloatingCovers(page: Page, where = page.url()): Promise<void> {
  const findings: string[] = [];
  const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
  for (const at of ['start', 'end'] as const) {
    await page.evaluate((to) => {
      // Instant, whatever the page's scroll-behavior: the check reads where things are now.
      window.scrollTo({ top: to === 'start' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
    }, at);
    // Sticky and fixed boxes are placed by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const found = await page.evaluate(findOverlaps, { targets, at, scrolls });
    findings.push(...found.map((f) => `${where} at its ${at}: ${f.float} covers ${f.covered}`));
    if (!scrolls) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(findings).toEqual([]);
}
