import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type ApiKey = ApiSchema<'ApiKeyDto'>;
export type CreatedApiKey = ApiSchema<'CreatedApiKeyDto'>;
export type CreateApiKeyInput = ApiSchema<'CreateApiKeyDto'>;
export type ApiKeyScope = CreateApiKeyInput['scopes'][number];

/** GET /api/api-keys: the person's keys and whether the plan may create them. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'api-keys'],
    queryFn: ({ signal }) => api.GET('/api/api-keys', { signal }),
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** POST /api/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not retried: a retry after a lost answer would make a second key whose secret nobody saw.
    mutationFn: (input: CreateApiKeyInput): Promise<CreatedApiKey> =>
      api.POST('/api/api-keys', { body: input, retries: 0 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

/** DELETE /api/api-keys/{id}: the key answers 401 from its next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<ApiKey> =>
      api.DELETE('/api/api-keys/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
