import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type ProjectItem = ApiSchema<'ProjectItemDto'>;
export type Project = ApiSchema<'ProjectDto'>;
export type NewProject = ApiSchema<'CreateProjectDto'>;
export type ProjectChanges = ApiSchema<'UpdateProjectDto'>;

export const projectKeys = { all: ['projects'] as const };

/** GET /api/projects (Premium): newest first, with 150-character previews. */
export const projectListQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.all,
    queryFn: ({ signal }) =>
      api.GET('/api/projects', { signal, params: { query: { limit: 100 } } }),
  });

export function useProjectList(enabled: boolean) {
  return useQuery({ ...projectListQueryOptions(), enabled });
}

/** GET /api/projects/:id */
export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return api.GET('/api/projects/{id}', { params: { path: { id } }, signal });
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
    mutationFn: (project: NewProject) => api.POST('/api/projects', { body: project }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** PATCH /api/projects/:id: rename or change the notes. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProjectChanges }) =>
      api.PATCH('/api/projects/{id}', { params: { path: { id } }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** DELETE /api/projects/:id */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/projects/{id}', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
