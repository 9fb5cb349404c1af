import { describe, expect, it } from 'vitest';
import { routes } from '../../../generated/routes';
import { centrePageOf, centrePagesOf, centreSiteOf, centreViewOf, detailIdOf } from './pages';

describe('centre pages from their routes', () => {
  it('reads the page and the marketplace', () => {
    expect(centrePageOf(routes['mall.yahoo.center'])).toBe('index');
    expect(centrePageOf(routes['mall.mercari.center.biddingFail'])).toBe('biddingFail');
    expect(centreSiteOf(routes['mall.mercari.center.quota'])).toBe('mercari');
    expect(centreSiteOf(routes['mall.yahoo.center.seller'])).toBe('yahoo');
  });
  it('goods and seller are Yahoo only', () => {
    expect(centrePagesOf('yahoo')).toContain('seller');
    expect(centrePagesOf('mercari')).not.toContain('goods');
    expect(centrePagesOf('mercari')).toHaveLength(9);
  });
  it('list pages ask for their own view of the bids', () => {
    expect(centreViewOf('notPaid')).toBe('notPaid');
    expect(centreViewOf('goods')).toBe('all');
    // The seller page asks for the sellers themselves (grouped by the server), not a page of bids.
    expect(centreViewOf('seller')).toBeNull();
    expect(centreViewOf('quota')).toBeNull();
  });
  it('the detail page names an auction by ?id=', () => {
    expect(detailIdOf(new URLSearchParams('id=x123'))).toBe('x123');
    expect(detailIdOf(new URLSearchParams('id='))).toBeNull();
  });
});
