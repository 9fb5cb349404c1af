// Buy-by-link's "read from the page": the shop's item page through the guarded client, read into what the
// form prefills. An address we may not read is the shopper's to change (400 naming why); a page we could
// not read or that says nothing readable is 422, and the shopper fills the form in by hand.
import { constants } from '../../generated/constants';
import { ApiFailure } from '../http/failure';
import { fetchPage } from '../outbound/client';
import type { Resolver } from '../outbound/guard';
import { OutboundRefusal, addressReasons } from '../outbound/refusal';
import { decodePage, htmlFacts } from './html-facts';
import type { PageReaderConfig } from './page-config';
import { type PageItem, pageItem } from './product-facts';

// PAGE_READER=off: no name is resolved, so nothing leaves the machine; the address checks still answer.
const offline: Resolver = () => Promise.reject(new Error('PAGE_READER is off'));

function failureOf(refusal: OutboundRefusal): ApiFailure {
  if (refusal.reason === 'host') return new ApiFailure(400, 'pageHostNotListed', { field: 'url', host: refusal.detail });
  if (addressReasons.has(refusal.reason)) return new ApiFailure(400, 'pageAddressRefused', { field: 'url' });
  return new ApiFailure(422, 'pageUnreadable', { field: 'url' });
}

export async function readShopPage(config: PageReaderConfig, address: string): Promise<PageItem & { url: string }> {
  let page;
  try {
    page = await fetchPage(address, {
      hosts: constants.anybuy.pageHosts,
      resolve: config.network ? config.resolve : offline,
      connect: config.connect,
    });
  } catch (error) {
    if (error instanceof OutboundRefusal) throw failureOf(error);
    throw error;
  }
  const item = pageItem(htmlFacts(decodePage(page.body, page.contentType)), page.url);
  if (!item) throw new ApiFailure(422, 'pageUnreadable', { field: 'url' });
  return { url: page.url.toString(), ...item };
}
