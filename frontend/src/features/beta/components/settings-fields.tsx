import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { choiceOf, type BetaCatalog } from '../api/catalog';
import type { StudioSettings } from '../model/studio-settings';

interface StudioSettingsFieldsProps {
  catalog: BetaCatalog;
  settings: StudioSettings;
  onChange: (change: Partial<StudioSettings>) => void;
  /** Which of the four settings to show (all by default). */
  fields?: (keyof StudioSettings)[];
}

/** Tone, intensity, use case and output format, with the server's choices. */
export function StudioSettingsFields({
  catalog,
  settings,
  onChange,
  fields = ['emotion_tone', 'use_case', 'output_format', 'intensity'],
}: StudioSettingsFieldsProps) {
  const intensityLabel = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {fields.includes('emotion_tone') && (
        <TextField
          select
          label="Tone"
          value={settings.emotion_tone}
          onChange={(event) => {
            const emotion_tone = choiceOf(catalog.tones, event.target.value);
            if (emotion_tone) onChange({ emotion_tone });
          }}
        >
          {catalog.tones.map((tone) => (
            <MenuItem key={tone.value} value={tone.value}>
              {tone.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {fields.includes('use_case') && (
        <TextField
          select
          label="Content type (use case)"
          value={settings.use_case}
          onChange={(event) => {
            const use_case = choiceOf(catalog.use_cases, event.target.value);
            if (use_case) onChange({ use_case });
          }}
        >
          {catalog.use_cases.map((useCase) => (
            <MenuItem key={useCase.value} value={useCase.value}>
              {useCase.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {fields.includes('output_format') && (
        <TextField
          select
          label="Output format"
          value={settings.output_format}
          onChange={(event) => {
            const output_format = choiceOf(catalog.output_formats, event.target.value);
            if (output_format) onChange({ output_format });
          }}
        >
          {catalog.output_formats.map((format) => (
            <MenuItem key={format.value} value={format.value}>
              {format.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {fields.includes('intensity') && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Typography id={intensityLabel} gutterBottom>
            Intensity: {settings.intensity} of 10
          </Typography>
          <Slider
            aria-labelledby={intensityLabel}
            value={settings.intensity}
            min={1}
            max={10}
            step={1}
            marks
            valueLabelDisplay="auto"
            onChange={(_, value) => onChange({ intensity: value as number })}
          />
        </Box>
      )}
    </Box>
  );
}
