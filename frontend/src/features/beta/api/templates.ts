import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StudioSettings } from '../model/studio-settings';

export interface Template extends StudioSettings {
  id: string;
  name: string;
  description: string;
  tags: string[];
  is_default: boolean;
  category: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface TemplateInput extends StudioSettings {
  name: string;
  description: string;
  tags: string[];
}

const templatesQuery = queryOptions({
  queryKey: ['beta', 'templates'],
  queryFn: async () => (await api.get<{ templates: Template[] }>('/beta/templates')).templates,
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
      ? api.put<Template>(`/beta/templates/${id}`, input)
      : api.post<Template>('/beta/templates', input),
  );

export const useDuplicateTemplate = () =>
  useTemplateMutation((id: string) => api.post<Template>(`/beta/templates/${id}/duplicate`));

export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) => api.delete<{ message: string }>(`/beta/templates/${id}`));
