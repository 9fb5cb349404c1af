// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import type { CallOptions, Transport } from './client';
import type { EndpointCall } from './endpoints';
import type { OperationName, OperationParams, OperationResult } from './operations';

let transport: Transport | undefined;

/** Sends the calls of api/calls.ts through the given transport (src/lib/api/client.ts, at start-up). */
export function connectTransport(next: Transport): void {
  transport = next;
}

export function call<N extends OperationName>(endpoint: EndpointCall<N>, params: OperationParams<N>, options?: CallOptions): Promise<OperationResult<N>> {
  if (!transport) throw new Error(`${endpoint.name} was called before connectTransport`);
  return transport(endpoint, params, options);
}
