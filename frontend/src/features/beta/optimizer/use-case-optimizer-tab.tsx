import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import type { BetaCatalog } from '../api/catalog';
import { useOptimize, type OptimizeResponse } from '../api/optimizer';
import { CatalogGate } from '../components/catalog-gate';
import { StudioSettingsFields } from '../components/settings-fields';
import { betaFailureMessage } from '../model/beta-failure';
import type { BetaTabProps } from '../model/beta-tab';
import { countWords } from '../model/word-count';
import { PlatformCard } from './platform-card';
import { engineWords } from '../../../lib/engine-words';
import { ChargeNote } from '../../../components/usage/charge-note';

export const OPTIMIZE_MISSING = 'Please select a use case and enter text';
export const OPTIMIZE_FAILED = 'Optimization failed - please try again';

function Optimizer({
  catalog,
  settings,
  onSettingsChange,
}: BetaTabProps & { catalog: BetaCatalog }) {
  const [platformId, setPlatformId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [result, setResult] = useState<OptimizeResponse | null>(null);
  const optimize = useOptimize();
  const toast = useToast();
  const platform = catalog.platforms.find((candidate) => candidate.id === platformId);

  const run = () => {
    if (!platform || !text.trim()) return toast.error(OPTIMIZE_MISSING);
    optimize.mutate(
      {
        platform: platform.id,
        text,
        emotion_tone: settings.emotion_tone,
        intensity: settings.intensity,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          const passed = answer.checklist.filter((check) => check.passed).length;
          const summary = `${passed} of ${answer.checklist.length} ${platform.name} checks passed`;
          if (answer.meets_all) toast.success(`Optimised: ${summary}`);
          else toast.warning(`Optimised: ${summary}`);
        },
        onError: (error) => toast.error(betaFailureMessage(error, OPTIMIZE_FAILED)),
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h5" component="h2">
        Use Case Optimizer
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {catalog.platforms.map((candidate) => (
          <PlatformCard
            key={candidate.id}
            platform={candidate}
            selected={candidate.id === platformId}
            onSelect={() => setPlatformId(candidate.id)}
            onUseSample={() => {
              setPlatformId(candidate.id);
              setText(candidate.sample);
            }}
          />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h3">
          {platform ? `Optimise for ${platform.name}` : 'Select a platform above'}
        </Typography>
        <TextField
          label="Your text"
          multiline
          minRows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${countWords(text)} words`}
        />
        <StudioSettingsFields
          catalog={catalog}
          settings={settings}
          onChange={onSettingsChange}
          fields={['emotion_tone', 'intensity']}
        />
        <Box>
          <Button variant="contained" onClick={run} disabled={optimize.isPending}>
            {optimize.isPending ? 'Optimising…' : 'Optimise'}
          </Button>
        </Box>
      </Paper>
      {result && (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h3">
            Result: quality {result.quality_score.toFixed(1)} / 10 (your text{' '}
            {result.input_quality_score.toFixed(1)})
          </Typography>
          <ChargeNote charged={result.charged} note={result.charge_note} />
          <Typography
            component="div"
            sx={{ whiteSpace: 'pre-wrap', p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
            data-testid="optimizer-result"
          >
            {result.enhanced_text}
          </Typography>
          {result.notes.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
          {result.limit_notes.map((note) => (
            <Alert key={note} severity="info" data-testid="optimizer-limit-note">
              {note}
            </Alert>
          ))}
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            Platform checklist
          </Typography>
          <List dense aria-label="Platform checklist">
            {result.checklist.map((check) => (
              <ListItem
                key={check.rule}
                sx={{ color: check.passed ? 'success.dark' : 'error.dark' }}
              >
                {check.passed ? '✓ Meets' : '✗ Misses'}: {check.detail}
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            {engineWords(result.model_used)} · {result.processing_time.toFixed(2)} s
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

/** Nine platforms; the text is rewritten for the chosen one and checked against its limits. */
export function UseCaseOptimizerTab(props: BetaTabProps) {
  return <CatalogGate>{(catalog) => <Optimizer catalog={catalog} {...props} />}</CatalogGate>;
}
