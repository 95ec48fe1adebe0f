import Alert from '@mui/material/Alert';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorMessage } from '../../../lib/error-message';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';
import { useCreateProject } from '../api/projects';
import { defaultProjectName } from '../model/project-name';
import type { WorkspaceResult } from '../model/workspace-result';
import { ProjectDetailsDialog } from './project-details-dialog';

/** Saves the result on screen, with its original and settings, as a Premium project. */
export function SaveProjectDialog({
  result,
  onClose,
}: {
  result: WorkspaceResult;
  onClose: () => void;
}) {
  const createProject = useCreateProject();
  // Privacy mode: a project is the one place texts are kept, so the dialog asks first.
  const keepsTexts = useAuth().user?.keep_texts !== false;
  const toast = useToast();
  const { openUpgrade } = useUpgradePrompt();
  const error =
    createProject.isError &&
    !(isApiError(createProject.error) && createProject.error.status === 403)
      ? errorMessage(createProject.error, 'Could not save the project. Please try again.')
      : null;

  return (
    <ProjectDetailsDialog
      title="Save as project"
      submitLabel={keepsTexts ? 'Save project' : 'Keep this text in a project'}
      notice={
        keepsTexts ? undefined : (
          <Alert severity="warning" data-testid="privacy-project-notice">
            &ldquo;Don&rsquo;t keep my texts&rdquo; is on, so nothing you write is kept. Saving a
            project is the exception you choose: this text and its result stay on our servers until
            you delete the project.
          </Alert>
        )
      }
      initial={{ name: defaultProjectName(), notes: '' }}
      pending={createProject.isPending}
      error={error}
      onClose={onClose}
      onSubmit={({ name, notes }) =>
        createProject.mutate(
          {
            name,
            notes,
            input: result.input,
            output: result.output,
            settings: result.settings,
            quality_score: result.qualityScore,
          },
          {
            onSuccess: (project) => {
              toast.success(`Saved “${project.name}”`);
              onClose();
            },
            onError: (failure) => {
              if (isApiError(failure) && failure.status === 403) {
                onClose();
                openUpgrade('premium-feature');
              }
            },
          },
        )
      }
    />
  );
}
