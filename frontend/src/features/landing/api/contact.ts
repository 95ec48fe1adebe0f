import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type Company = ApiSchema<'CompanyDto'>;

export type ContactMessage = ApiSchema<'ContactMessageDto'>;

/** GET /api/company: who runs the service, for the contact section. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => api.GET('/api/company', { signal, auth: false }),
    staleTime: 60 * 60_000,
  });

export function useCompany() {
  return useQuery(companyQueryOptions());
}

/** POST /api/contact: the message becomes a support ticket. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) =>
      api.POST('/api/contact', { body: message, auth: false }),
  });
}
