import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryOptions, type Ticket, type TicketCategory } from './get-tickets';

export interface CreateTicketInput {
  subject: string;
  message: string;
  category: TicketCategory;
}

/** POST /api/support/tickets: a message to support from the Help Center. */
export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  // Not retried: a retry after a lost answer would file the ticket twice.
  return api.post<Ticket>('/support/tickets', input, { retries: 0 });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey }),
  });
}
