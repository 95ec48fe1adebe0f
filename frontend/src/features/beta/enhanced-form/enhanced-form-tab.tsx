import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { labelOf, type BetaCatalog } from '../api/catalog';
import { useBetaEnhance, type BetaEnhanceResponse } from '../api/enhance-form';
import { CatalogGate } from '../components/catalog-gate';
import { StudioSettingsFields } from '../components/settings-fields';
import { betaFailureMessage } from '../model/beta-failure';
import type { BetaTabProps } from '../model/beta-tab';
import { DEFAULT_STUDIO_SETTINGS, type StudioSettings } from '../model/studio-settings';
import { ENHANCE_EMPTY, ENHANCE_SHORT } from '../model/enhance-input';
import { countWords, midpointTarget } from '../model/word-count';
import { TargetWordsField } from '../components/target-words-field';
import { engineWords } from '../../../lib/engine-words';
import { ChargeNote } from '../../../components/usage/charge-note';
import { toastEnhanced } from '../../../components/usage/enhanced-toast';

interface Result {
  answer: BetaEnhanceResponse;
  target: number;
  settings: StudioSettings;
}

function EnhancedForm({
  catalog,
  settings,
  onSettingsChange,
}: BetaTabProps & { catalog: BetaCatalog }) {
  const [text, setText] = useState('');
  // A use case chosen elsewhere (a template applied) sets the target as choosing it here does.
  const [target, setTarget] = useState(() => {
    const range = catalog.use_cases.find((option) => option.value === settings.use_case);
    return range && settings.use_case !== DEFAULT_STUDIO_SETTINGS.use_case
      ? midpointTarget(range, catalog.word_count)
      : catalog.word_count.default;
  });
  const [result, setResult] = useState<Result | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const enhance = useBetaEnhance();
  const toast = useToast();
  const useCase =
    catalog.use_cases.find((option) => option.value === settings.use_case) ?? catalog.use_cases[0];

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const run = (input: string) => {
    if (!input.trim()) return toast.error(ENHANCE_EMPTY);
    if (input.trim().length < 10) return toast.error(ENHANCE_SHORT);
    enhance.mutate(
      { text: input, ...settings, target_word_count: target },
      {
        onSuccess: (answer) => {
          setResult({ answer, target, settings });
          toastEnhanced(toast, answer.quality_score, answer.charged ? null : answer.charge_note);
        },
        onError: (error) =>
          toast.error(betaFailureMessage(error, 'Enhancement failed - please try again')),
      },
    );
  };

  const changeSettings = (change: Partial<StudioSettings>) => {
    onSettingsChange(change);
    const range = catalog.use_cases.find((option) => option.value === change.use_case);
    if (range) setTarget(midpointTarget(range, catalog.word_count));
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result!.answer.enhanced_text);
      toast.success('Copied to clipboard');
    } catch {
      toast.warning('Copying is blocked in this browser - select the text and copy it instead');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2.5 }}>
        <Typography variant="h5" component="h2">
          Enhanced Form
        </Typography>
        <TextField
          label="Your text"
          multiline
          minRows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${countWords(text)} words`}
        />
        <StudioSettingsFields catalog={catalog} settings={settings} onChange={changeSettings} />
        <TargetWordsField
          rules={catalog.word_count}
          useCase={useCase}
          value={target}
          onChange={setTarget}
          textWords={countWords(text)}
        />
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={() => run(text)}
            disabled={enhance.isPending || !text.trim()}
          >
            {enhance.isPending ? 'Enhancing…' : 'Enhance'}
          </Button>
        </Box>
      </Paper>
      {result && (
        <Paper
          ref={resultRef}
          variant="outlined"
          sx={{ p: 3, display: 'grid', gap: 2 }}
          aria-live="polite"
        >
          <Typography variant="h6" component="h3">
            Result
          </Typography>
          <ChargeNote charged={result.answer.charged} note={result.answer.charge_note} />
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Typography>
              <strong>Quality:</strong> {result.answer.quality_score.toFixed(1)} / 10 (your text:{' '}
              {result.answer.input_quality_score.toFixed(1)})
            </Typography>
            <Typography>
              <strong>Words:</strong> {result.answer.word_count} (target {result.target})
            </Typography>
          </Box>
          <Typography
            component="div"
            sx={{ whiteSpace: 'pre-wrap', p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
            data-testid="beta-form-result"
          >
            {result.answer.enhanced_text}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" onClick={() => void copy()}>
              Copy
            </Button>
            <Button
              variant="outlined"
              onClick={() => run(result.answer.enhanced_text)}
              disabled={enhance.isPending}
            >
              Refine Further
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {labelOf(catalog.tones, result.settings.emotion_tone)} · intensity{' '}
            {result.settings.intensity} · {labelOf(catalog.use_cases, result.settings.use_case)} ·{' '}
            {labelOf(catalog.output_formats, result.settings.output_format)} ·{' '}
            {engineWords(result.answer.model_used)} · {result.answer.processing_time.toFixed(2)} s
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

/** The beta form: target length by use case, tone, intensity and format, then Enhance. */
export function EnhancedFormTab(props: BetaTabProps) {
  return <CatalogGate>{(catalog) => <EnhancedForm catalog={catalog} {...props} />}</CatalogGate>;
}
