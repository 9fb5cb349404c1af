// The optional services an order paid for at checkout are kept on the order as a JSON list of service ids
// (server/checkout/pay.ts writes it); the console, the parcel pages and the merge quote read it back here.

export function paidServices(column: string): string[] {
  const parsed: unknown = JSON.parse(column);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}
