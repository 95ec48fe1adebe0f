import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { BetaCatalog, UseCaseOption } from '../api/catalog';
import { canLengthen, SHORTEN_ONLY, useCapabilities } from '../../../lib/capabilities/capabilities';
import { wordGuidance } from '../model/word-count';

interface TargetWordsFieldProps {
  rules: BetaCatalog['word_count'];
  useCase: UseCaseOption;
  value: number;
  onChange: (value: number) => void;
  /** Words in the text now: a target above it needs an engine that can lengthen. */
  textWords?: number;
}

/** Target words by preset, slider or number, with guidance from the use case's range. */
export function TargetWordsField({
  rules,
  useCase,
  value,
  onChange,
  textWords,
}: TargetWordsFieldProps) {
  const label = useId();
  const capabilities = useCapabilities();
  const beyondReach =
    !canLengthen(capabilities) && textWords !== undefined && textWords > 0 && value > textWords;
  const guidance = wordGuidance(value, useCase);
  const clamp = (next: number) => Math.min(rules.max, Math.max(rules.min, Math.round(next)));
  return (
    <Box>
      <Typography id={label} gutterBottom>
        Target words: {value} (recommended for {useCase.label}: {useCase.min_words}-
        {useCase.max_words})
      </Typography>
      <ButtonGroup size="small" aria-label="Word count presets" sx={{ flexWrap: 'wrap', mb: 1 }}>
        {rules.presets.map((preset) => (
          <Button
            key={preset}
            variant={preset === value ? 'contained' : 'outlined'}
            aria-pressed={preset === value}
            onClick={() => onChange(preset)}
          >
            {preset}
          </Button>
        ))}
      </ButtonGroup>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
        <Slider
          aria-labelledby={label}
          value={value}
          min={rules.min}
          max={rules.max}
          step={rules.step}
          onChange={(_, next) => onChange(next as number)}
          sx={{ flex: 1 }}
        />
        <TextField
          type="number"
          label="Words"
          size="small"
          value={value}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next) && event.target.value !== '') onChange(clamp(next));
          }}
          slotProps={{ htmlInput: { min: rules.min, max: rules.max, step: rules.step } }}
          sx={{ width: 110 }}
        />
      </Box>
      <Alert severity={guidance.kind === 'perfect' ? 'success' : 'warning'} sx={{ mt: 1 }}>
        {guidance.message}
      </Alert>
      {beyondReach && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="target-words-reach">
          Your text has {textWords} words. {SHORTEN_ONLY}
        </Alert>
      )}
    </Box>
  );
}
