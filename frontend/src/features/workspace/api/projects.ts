import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EnhanceSettings } from '../model/enhance-options';

interface ProjectBase {
  id: string;
  name: string;
  settings: EnhanceSettings;
  quality_score: number | null;
  created_at: string;
  /** When it was last saved. */
  updated_at: string;
}

export interface ProjectItem extends ProjectBase {
  input_preview: string;
  output_preview: string;
  notes_preview: string;
}

export interface Project extends ProjectBase {
  notes: string;
  input: string;
  output: string;
}

export interface ProjectList {
  items: ProjectItem[];
  total: number;
}

export interface NewProject {
  name?: string;
  notes?: string;
  input: string;
  output: string;
  settings: EnhanceSettings;
  quality_score?: number | null;
}

export interface ProjectChanges {
  name?: string;
  notes?: string;
}

export const projectKeys = { all: ['projects'] as const };

/** GET /api/projects (Premium): newest first, with 150-character previews. */
export const projectListQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.all,
    queryFn: ({ signal }) => api.get<ProjectList>('/projects', { signal, query: { limit: 100 } }),
  });

export function useProjectList(enabled: boolean) {
  return useQuery({ ...projectListQueryOptions(), enabled });
}

/** GET /api/projects/:id */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.get<Project>(`/projects/${encodeURIComponent(id)}`, { signal });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: [...projectKeys.all, id],
    queryFn: ({ signal }) => getProject(id, signal),
  });
}

/** POST /api/projects */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (project: NewProject) => api.post<Project>('/projects', project),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** PATCH /api/projects/:id: rename or change the notes. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProjectChanges }) =>
      api.patch<Project>(`/projects/${encodeURIComponent(id)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** DELETE /api/projects/:id */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ message: string }>(`/projects/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
