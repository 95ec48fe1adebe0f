import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePrivacy, useSetKeepTexts } from '../api/privacy';

/** Where the text still travels in privacy mode: the configured AI service, or nowhere. */
function travels(destinations: string[] | undefined): string {
  if (!destinations) return '';
  if (destinations.length === 0)
    return 'Your text is rewritten on our server and never leaves it: no outside AI service receives it.';
  return `Your text still goes to the AI service that rewrites it (${destinations.join('; ')}), and nowhere else.`;
}

/** "Don't keep my texts": texts and results are never stored, logged or queued. */
export function PrivacyModeCard() {
  const toast = useToast();
  const { user } = useAuth();
  const privacy = usePrivacy();
  const setKeepTexts = useSetKeepTexts();
  const on = (privacy.data?.keep_texts ?? user?.keep_texts) === false;

  const toggle = (dontKeep: boolean) => {
    // Ignored while a change is saving rather than disabled: a disabled switch drops the
    // keyboard's focus to the page, and Escape then no longer closes the account dialog.
    if (setKeepTexts.isPending) return;
    setKeepTexts.mutate(!dontKeep, {
      onSuccess: () =>
        toast.success(
          dontKeep
            ? 'Your texts are no longer kept.'
            : 'Your texts are kept in your history again.',
        ),
      onError: () => toast.error('Could not change this setting. Please try again.'),
    });
  };

  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '18px', border: 1, borderColor: 'divider' }}
    >
      <Typography variant="h4" component="h3">
        Privacy mode
      </Typography>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={on}
            disabled={!privacy.data && !user}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
        label="Don’t keep my texts"
      />
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        When this is on, the texts you paste and every result are never written to our database,
        logs or queues, and this browser does not store them. Your history keeps only the date,
        tone, settings, word counts and scores, marked &ldquo;text not kept&rdquo;; AI Chat
        conversations and songs are not saved. Saving a project is the one exception, and we ask
        first. What is already kept stays until you delete it.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="privacy-travels">
        {travels(privacy.data?.text_goes_to)}
      </Typography>
    </Paper>
  );
}
