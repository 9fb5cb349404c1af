import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { idParam } from './params';
import { ticketQuery } from './queries';

/** The ticket of a /workOrder/…/{id} page; the loader has already answered 404 for a missing or foreign one. */
export function useTicket() {
  const id = idParam(useParams().id) ?? 0;
  return useSuspenseQuery(ticketQuery(id)).data;
}
