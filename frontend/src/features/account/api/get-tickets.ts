import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export { TICKET_CATEGORIES, type TicketCategory } from '@api/catalog';

export type TicketStatus = ApiSchema<'TicketStatus'>;
export type Ticket = ApiSchema<'TicketDto'>;

/** GET /api/support/tickets: the signed-in user's tickets, newest first. */
export function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return api.GET('/api/support/tickets', { signal });
}

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'tickets'],
    queryFn: ({ signal }) => getTickets(signal),
  });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
