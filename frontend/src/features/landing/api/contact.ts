import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Company {
  name: string;
  postal_address: string | null;
  email: string | null;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject?: string;
  message: string;
  /** The hidden spam trap: people leave it empty. */
  website: string;
  elapsed_ms: number;
}

/** GET /api/company: who runs the service, for the contact section. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => api.get<Company>('/company', { signal, auth: false }),
    staleTime: 60 * 60_000,
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}

/** POST /api/contact: the message becomes a support ticket. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      api.post<{ message: string }>('/contact', message, { auth: false }),
  });
}
