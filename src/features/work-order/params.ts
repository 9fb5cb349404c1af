import { constants } from '../../../generated/constants';

export const ticketStatuses = ['open', 'awaitingShopper', 'awaitingStaff', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketCategory = (typeof constants.workOrder.categories)[number];

export const statusParam = (value: string | null): TicketStatus | undefined =>
  (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : undefined;

/** A positive integer id from the address, or null (the loader answers 404). */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * What went wrong, as the error widget's "contact service" button passes it in the query of
 * /workOrder/add: kept to the fields we know, each cut to a sane length, shown before sending.
 */
export interface ProblemContext {
  kind?: string;
  status?: string;
  message?: string;
  page?: string;
  goods?: string;
  order?: string;
}
const contextKeys = ['kind', 'status', 'message', 'page', 'goods', 'order'] as const;

export function contextOf(search: URLSearchParams): ProblemContext | null {
  const context: ProblemContext = {};
  for (const key of contextKeys) {
    const value = search.get(key)?.trim();
    if (value) context[key] = value.slice(0, 300);
  }
  return Object.keys(context).length > 0 ? context : null;
}

export const categoryParam = (value: string | null): TicketCategory | undefined =>
  (constants.workOrder.categories as readonly string[]).includes(value ?? '') ? (value as TicketCategory) : undefined;
