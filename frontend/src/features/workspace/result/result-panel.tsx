import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import { useMemo, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { FORMAT_LABELS, PERSONA_LABELS, TONE_LABELS } from '../model/enhance-options';
import {
  BUILTIN_NOTICE,
  changeNoteOf,
  engineLabel,
  servedByBuiltin,
  shownScores,
} from '../model/result-summary';
import { readableText } from '../../../lib/markup-text';
import { chooseInMarkup } from '../model/markup-choices';
import { composeOutput, sentenceHunks } from '../model/sentence-changes';
import type { ResultVersion, WorkspaceResult } from '../model/workspace-result';
import { AdviceList } from './advice-list';
import { DiffView } from './diff-view';
import { QualityScore } from './quality-score';
import { RenderedOutput } from './rendered-output';
import { ChargeNote } from '../../../components/usage/charge-note';
import { VersionPicker } from './version-picker';

type View = 'result' | 'changes';

interface ResultPanelProps {
  result: WorkspaceResult | null;
  isPending: boolean;
  /** Text a model has written so far, shown while the enhancement runs. */
  streamingText: string | null;
  onExport: () => void;
  onSaveProject: () => void;
  /** The output with the user's accepted and rejected changes: what Copy and the exports take. */
  onChooseOutput: (output: string) => void;
  /** Shows another of the result's versions (Premium with a model). */
  onChooseVersion: (version: ResultVersion) => void;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label="Result"
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '18px',
        border: 1,
        borderColor: 'divider',
        minHeight: { md: 420 },
        minWidth: 0,
      }}
    >
      {children}
    </Paper>
  );
}

function sourceLabel(result: WorkspaceResult): string | null {
  if (result.source.kind === 'history') return 'Opened from history';
  if (result.source.kind === 'project') return `Project: ${result.source.name}`;
  return null;
}

export function ResultPanel({
  result,
  isPending,
  streamingText,
  onExport,
  onSaveProject,
  onChooseOutput,
  onChooseVersion,
}: ResultPanelProps) {
  const [view, setView] = useState<View>('result');
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const [choicesAsPlain, setChoicesAsPlain] = useState(false);
  const toast = useToast();
  const format = result?.settings.output_format ?? 'plain';
  // HTML and markdown are compared as text: a tag is not a word added.
  const input = format === 'plain' ? (result?.input ?? '') : readableText(result?.input ?? '');
  const rewritten =
    format === 'plain' ? (result?.rewritten ?? '') : readableText(result?.rewritten ?? '');
  const hunks = useMemo(() => sentenceHunks(input, rewritten), [input, rewritten]);

  if (isPending) {
    return (
      <Frame>
        <Box role="status" aria-live="polite">
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            Enhancing…
          </Typography>
          <LinearProgress sx={{ mb: 3, borderRadius: 2 }} />
          {streamingText ? (
            <>
              <Typography variant="overline" color="text.secondary" component="p">
                Draft: checked before it becomes your result
              </Typography>
              <Typography data-testid="streaming-output" sx={{ whiteSpace: 'pre-wrap' }}>
                {streamingText}
              </Typography>
            </>
          ) : (
            [95, 88, 92, 60].map((width) => (
              <Skeleton
                key={width}
                variant="text"
                width={`${width}%`}
                sx={{ fontSize: '1.1rem' }}
              />
            ))
          )}
        </Box>
      </Frame>
    );
  }

  if (!result) {
    return (
      <Frame>
        <Box
          sx={{
            height: '100%',
            minHeight: { xs: 160, md: 370 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            gap: 1,
            color: 'text.secondary',
          }}
        >
          <AutoAwesomeOutlinedIcon sx={{ fontSize: 44, color: 'primary.light' }} />
          <Typography variant="h3" component="h2" color="text.primary">
            Your result appears here
          </Typography>
          <Typography sx={{ maxWidth: 360 }}>
            Write or paste your text, pick a tone and press Enhance. You will see the new version,
            its quality score and exactly what changed.
          </Typography>
        </Box>
      </Frame>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.output);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Could not copy. Please select the text and copy it.');
    }
  };

  const toggle = (id: number) => {
    const next = new Set(rejected);
    if (!next.delete(id)) next.add(id);
    setRejected(next);
    if (format === 'plain' || next.size === 0) {
      setChoicesAsPlain(false);
      onChooseOutput(next.size === 0 ? result.rewritten : composeOutput(hunks, next));
      return;
    }
    const chosen = chooseInMarkup(result.rewritten, format, hunks, next);
    setChoicesAsPlain(chosen.plain);
    onChooseOutput(chosen.output);
  };

  const origin = sourceLabel(result);
  const changeNote = changeNoteOf(result);
  const builtin = servedByBuiltin(result);
  const engine = engineLabel(result);
  return (
    <Frame>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h3" component="h2" sx={{ mr: 'auto' }}>
          Result
        </Typography>
        <Chip size="small" label={TONE_LABELS[result.settings.emotion_tone]} color="primary" />
        <Chip size="small" label={PERSONA_LABELS[result.settings.persona_profile]} />
        <Chip size="small" label={FORMAT_LABELS[result.settings.output_format]} />
      </Box>
      {origin && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {origin}
        </Typography>
      )}

      {/* Not charged: the note carries the engine's reason, so it replaces the engine's notes. */}
      <ChargeNote charged={!result.chargeNote} note={result.chargeNote} sx={{ mb: 1.5 }} />
      {result.draftReplaced && (
        <Alert severity="info" variant="outlined" sx={{ mb: 1.5 }} data-testid="draft-replaced">
          The draft you saw did not pass our checks, so it was not used. This is the checked result.
        </Alert>
      )}
      {/* The built-in engine's own note says what it did, so it takes the generic notice's place. */}
      {builtin && !result.chargeNote && !result.draftReplaced && (
        <Alert
          severity="info"
          variant="outlined"
          sx={{ mb: 1.5, py: 0 }}
          data-testid="builtin-notice"
        >
          {changeNote ?? BUILTIN_NOTICE}
        </Alert>
      )}
      {changeNote && !builtin && !result.chargeNote && (
        <Typography sx={{ mb: 1.5, fontWeight: 600 }} data-testid="change-note">
          {changeNote}
        </Typography>
      )}
      {changeNote && !result.chargeNote && result.harmNotes.length > 0 && (
        <Box component="ul" sx={{ mt: -0.5, mb: 1.5, pl: 2.5 }} data-testid="harm-notes">
          {result.harmNotes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {note}
            </Typography>
          ))}
        </Box>
      )}

      <QualityScore {...shownScores(result)} />

      {result.versions.length > 1 && (
        <VersionPicker
          versions={result.versions}
          shown={result.rewritten}
          onChoose={onChooseVersion}
        />
      )}

      <Divider sx={{ my: 2 }} />

      <ToggleButtonGroup
        value={view}
        exclusive
        size="small"
        onChange={(_, next: View | null) => next && setView(next)}
        aria-label="Show"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="result">Enhanced text</ToggleButton>
        <ToggleButton value="changes">Show changes</ToggleButton>
      </ToggleButtonGroup>

      <Box sx={{ minHeight: 120 }}>
        {view === 'result' ? (
          <RenderedOutput
            output={result.output}
            format={choicesAsPlain ? 'plain' : result.settings.output_format}
          />
        ) : (
          <DiffView
            input={input}
            rewritten={rewritten}
            hunks={hunks}
            rejected={rejected}
            onToggle={toggle}
          />
        )}
      </Box>

      {rejected.size > 0 && view === 'result' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          With your choices: {rejected.size} {rejected.size === 1 ? 'change' : 'changes'} undone
          {choicesAsPlain ? ' (Copy and Export take it as plain text).' : '.'}
        </Typography>
      )}

      <AdviceList advice={result.advice} />

      {(result.wordCount !== null || engine) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="result-meta">
          {[result.wordCount !== null ? `${result.wordCount} words` : null, engine]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={onExport}>
          Export
        </Button>
        <Button variant="outlined" startIcon={<BookmarkAddOutlinedIcon />} onClick={onSaveProject}>
          Save as project
        </Button>
      </Box>
    </Frame>
  );
}
