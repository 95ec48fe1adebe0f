import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type Ref } from 'react';
import { DiffWords } from '../../../../components/text/diff-words';
import { useToast } from '../../../../components/toast/toast-context';
import { describeDiffStats, diffStats, wordDiff } from '../../../../lib/word-diff';
import { labelOf, type BetaCatalog } from '../../api/catalog';
import type { WorkspaceOutcome } from './use-workspace-document';
import { engineWords } from '../../../../lib/engine-words';
import { ChargeNote } from '../../../../components/usage/charge-note';

type View = 'result' | 'changes';

/** The result with its measured score, and what changed word by word. */
export function WorkspaceResult({
  catalog,
  outcome,
  ref,
}: {
  catalog: BetaCatalog;
  outcome: WorkspaceOutcome;
  ref?: Ref<HTMLElement>;
}) {
  const [view, setView] = useState<View>('result');
  const toast = useToast();
  const tokens = useMemo(() => wordDiff(outcome.input, outcome.text), [outcome]);
  const stats = useMemo(() => diffStats(tokens), [tokens]);
  const { settings } = outcome;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(outcome.text);
      toast.success('Copied to clipboard');
    } catch {
      toast.warning('Copying is blocked in this browser - select the text and copy it instead');
    }
  };

  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="workspace-result-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="workspace-result-title" variant="h6" component="h3" sx={{ flex: 1 }}>
          Result
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: View | null) => next && setView(next)}
          aria-label="Show"
        >
          <ToggleButton value="result">Result</ToggleButton>
          <ToggleButton value="changes">Changes</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <ChargeNote charged={!outcome.chargeNote} note={outcome.chargeNote} />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} aria-live="polite">
        <Typography data-testid="workspace-quality">
          <strong>Quality:</strong> {outcome.quality.toFixed(1)} / 10 (your text:{' '}
          {outcome.inputQuality.toFixed(1)})
        </Typography>
        <Typography>
          <strong>Words:</strong> {outcome.wordCount} (target {settings.target_word_count})
        </Typography>
      </Box>
      {view === 'result' ? (
        <Typography
          component="div"
          data-testid="workspace-result"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {outcome.text}
        </Typography>
      ) : (
        <Box data-testid="workspace-diff">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {describeDiffStats(stats)}
          </Typography>
          <Box sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, overflowWrap: 'anywhere' }}>
            <DiffWords tokens={tokens} />
          </Box>
        </Box>
      )}
      {outcome.changeNote && (
        <Typography variant="body2" color="text.secondary">
          {outcome.changeNote}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {labelOf(catalog.tones, settings.emotion_tone)} · intensity {settings.intensity} ·{' '}
        {labelOf(catalog.use_cases, settings.use_case)} ·{' '}
        {labelOf(catalog.output_formats, settings.output_format)} ·{' '}
        {labelOf(catalog.languages, settings.input_language)} →{' '}
        {labelOf(catalog.languages, settings.output_language)} ·{' '}
        {engineWords(outcome.modelUsed, outcome.builtin ? 'builtin' : 'provider')}
      </Typography>
    </Paper>
  );
}
