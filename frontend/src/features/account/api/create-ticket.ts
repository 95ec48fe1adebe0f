import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';
import { ticketsQueryOptions, type Ticket } from './get-tickets';

export type CreateTicketInput = ApiSchema<'CreateTicketDto'>;

/** POST /api/support/tickets: a message to support from the Help Center. */
export function createTicket(input: CreateTicketInput): Promise<Ticket> {
  // Not retried: a retry after a lost answer would file the ticket twice.
  return api.POST('/api/support/tickets', { body: input, retries: 0 });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey }),
  });
}
