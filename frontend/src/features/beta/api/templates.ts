import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type Template = ApiSchema<'TemplateDto'>;
export type TemplateInput = ApiSchema<'TemplateInputDto'>;

export const templatesQuery = queryOptions({
  queryKey: ['beta', 'templates'],
  queryFn: async () => (await api.GET('/api/beta/templates')).templates,
});

export const useTemplates = () => useQuery(templatesQuery);

function useTemplateMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
}

export const useSaveTemplate = () =>
  useTemplateMutation(({ id, input }: { id: string | null; input: TemplateInput }) =>
    id
      ? api.PUT('/api/beta/templates/{id}', { params: { path: { id } }, body: input })
      : api.POST('/api/beta/templates', { body: input }),
  );

export const useDuplicateTemplate = () =>
  useTemplateMutation((id: string) =>
    api.POST('/api/beta/templates/{id}/duplicate', { params: { path: { id } } }),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) =>
    api.DELETE('/api/beta/templates/{id}', { params: { path: { id } } }),
  );
