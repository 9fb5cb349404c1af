import { describe, expect, it } from 'vitest';
import { itemList, renderNotice } from './notices';

describe('itemList', () => {
  it('quotes each item as the template quotes one and joins them as the language joins a list', () => {
    expect(itemList('en', 'We bought “{{item}}”.', ['A'])).toBe('A');
    expect(`“${itemList('en', 'We bought “{{item}}”.', ['A', 'B', 'C'])}”`).toBe('“A”, “B”, and “C”');
    expect(`「${itemList('ja', '「{{item}}」を購入しました。', ['A', 'B'])}」`).toBe('「A」、「B」');
    expect(`«${itemList('ar', 'اشترينا «{{item}}».', ['A', 'B'])}»`).toBe('«\u2068A\u2069» و«\u2068B\u2069»');
    expect(itemList('ar', 'اشترينا «{{item}}».', ['ニューバランス 574'])).toBe('\u2068ニューバランス 574\u2069');
    // A template that does not quote the item lists the titles bare.
    expect(itemList('en', 'We bought {{item}}.', ['A', 'B'])).toBe('A and B');
  });
});

describe('renderNotice', () => {
  const notice = { titleKey: 'orderEvent_cancel_title', bodyKey: 'orderEvent_cancel_body', shared: {} } as const;
  it('tells one order as before and several with their count, summed amount and every order number', () => {
    const one = renderNotice('en', notice, [{ orderId: 7, item: 'Lens', amountYen: 1200 }]);
    expect(one.title).toBe('Order cancelled');
    expect(one.body).toBe('The order for “Lens” was cancelled. The full refund of ¥1,200 is already in your wallet.');
    expect(one.mailBody).toContain('Order no. 7.');
    const two = renderNotice('en', notice, [{ orderId: 7, item: 'Lens', amountYen: 1200 }, { orderId: 9, item: 'Bag', amountYen: 800 }]);
    expect(two.title).toBe('Order cancelled: 2 items');
    expect(two.body).toBe('The order for “Lens” and “Bag” was cancelled. The full refund of ¥2,000 is already in your wallet.');
    expect(two.mailBody).toContain('Orders no. 7, 9.');
  });
});
