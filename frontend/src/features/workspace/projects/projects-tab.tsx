import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/error-message';
import {
  getProject,
  useDeleteProject,
  useProject,
  useProjectList,
  useUpdateProject,
  type ProjectItem,
} from '../api/projects';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { PremiumUpsell } from '../components/premium-upsell';
import { resultFromProject, type WorkspaceResult } from '../model/workspace-result';
import { ProjectCard } from './project-card';
import { ProjectDetailsDialog } from './project-details-dialog';

export const DELETE_PROJECT_CONFIRM = 'Delete this project? This cannot be undone.';

interface ProjectsTabProps {
  premium: boolean;
  onOpen: (result: WorkspaceResult) => void;
}

/** Premium: the saved projects, newest first; others see the 'Premium Feature' upsell. */
export function ProjectsTab({ premium, onOpen }: ProjectsTabProps) {
  if (!premium) {
    return (
      <PremiumUpsell description="Save any result as a named project with notes, and pick it up again whenever you like. Projects come with Premium." />
    );
  }
  return <ProjectList onOpen={onOpen} />;
}

function ProjectList({ onOpen }: { onOpen: (result: WorkspaceResult) => void }) {
  const projects = useProjectList(true);
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);
  const [editing, setEditing] = useState<ProjectItem | null>(null);

  const open = async (id: string) => {
    setOpening(id);
    try {
      onOpen(resultFromProject(await getProject(id)));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not open this project. Please try again.'));
    } finally {
      setOpening(null);
    }
  };

  const remove = (project: ProjectItem) => {
    if (!window.confirm(DELETE_PROJECT_CONFIRM)) return;
    deleteProject.mutate(project.id, {
      onSuccess: () => toast.success(`Deleted “${project.name}”`),
      onError: (error) => toast.error(errorMessage(error, 'Could not delete the project.')),
    });
  };

  if (projects.isPending) return <ListLoading label="Loading your projects" />;
  if (projects.isError) {
    return (
      <ListError
        error={projects.error}
        fallback="Could not load your projects."
        onRetry={() => void projects.refetch()}
      />
    );
  }
  const { items, total } = projects.data;
  if (items.length === 0) {
    return (
      <ListEmpty icon={<FolderOpenOutlinedIcon />} title="No projects yet">
        After an enhancement, choose “Save as project” to keep the text, its result and your notes
        under a name.
      </ListEmpty>
    );
  }

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {total === 1 ? '1 project' : `${total} projects`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            busy={
              opening === project.id ||
              (deleteProject.isPending && deleteProject.variables === project.id)
            }
            onOpen={() => void open(project.id)}
            onEdit={() => setEditing(project)}
            onDelete={() => remove(project)}
          />
        ))}
      </Box>
      {editing && (
        <EditProjectDialog
          project={editing}
          pending={updateProject.isPending}
          error={
            updateProject.isError
              ? errorMessage(updateProject.error, 'Could not save the changes.')
              : null
          }
          onClose={() => {
            updateProject.reset();
            setEditing(null);
          }}
          onSubmit={(changes) =>
            updateProject.mutate(
              { id: editing.id, changes },
              {
                onSuccess: () => {
                  toast.success('Project updated');
                  setEditing(null);
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}

interface EditProjectDialogProps {
  project: ProjectItem;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (changes: { name: string; notes: string }) => void;
}

/** Rename a project or change its notes (the full notes are loaded first: the list has previews). */
function EditProjectDialog({ project, pending, error, onClose, onSubmit }: EditProjectDialogProps) {
  const full = useProject(project.id);
  if (full.isPending) return null;
  return (
    <ProjectDetailsDialog
      title="Edit project"
      submitLabel="Save changes"
      initial={{ name: project.name, notes: full.data?.notes ?? '' }}
      pending={pending || full.isError}
      error={
        error ?? (full.isError ? errorMessage(full.error, 'Could not load the project.') : null)
      }
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
