import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TICKET_CATEGORIES = [
  'general',
  'billing',
  'technical',
  'account',
  'feedback',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export type TicketPriority = 'low' | 'medium' | 'high' | 'urgent';

export interface Ticket {
  id: string;
  subject: string;
  message: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  user_email: string;
  created_at: string;
}

/** GET /api/support/tickets: the signed-in user's tickets, newest first. */
export function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return api.get<Ticket[]>('/support/tickets', { signal });
}

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'tickets'],
    queryFn: ({ signal }) => getTickets(signal),
  });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
