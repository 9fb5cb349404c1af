import type { OpsTicketStatus } from './queries';

export const ticketStatuses: readonly OpsTicketStatus[] = ['open', 'awaitingStaff', 'awaitingShopper', 'resolved', 'closed'];

export const ticketStatusParam = (value: string | null): OpsTicketStatus | undefined =>
  (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as OpsTicketStatus) : undefined;
