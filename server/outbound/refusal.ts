// Why a page was not read. The guard's refusals (the address itself) are the shopper's to fix; the others
// are the page's or its shop's doing.
export type RefusalReason = 'scheme' | 'port' | 'host' | 'address' | 'redirects' | 'tooLarge' | 'timeout' | 'status' | 'network';

export const addressReasons: ReadonlySet<RefusalReason> = new Set(['scheme', 'port', 'host', 'address']);

export class OutboundRefusal extends Error {
  constructor(readonly reason: RefusalReason, readonly detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'OutboundRefusal';
  }
}
