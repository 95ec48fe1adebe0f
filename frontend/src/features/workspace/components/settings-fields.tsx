import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  EMOTION_TONES,
  FORMAT_LABELS,
  OUTPUT_FORMATS,
  PERSONA_LABELS,
  PERSONA_PROFILES,
  TONE_LABELS,
  type EnhanceSettings,
  type EmotionTone,
  type OutputFormat,
  type PersonaProfile,
} from '../model/enhance-options';
import { honoursPersona, useCapabilities } from '../../../lib/capabilities/capabilities';
import { NeedsModelOption } from '../../../lib/capabilities/needs-model-option';
import { IntensityField } from './intensity-field';

interface SettingsFieldsProps {
  settings: EnhanceSettings;
  onChange: (changes: Partial<EnhanceSettings>) => void;
}

/** Tone, persona, output format and intensity: the settings every enhancement needs. */
export function SettingsFields({ settings, onChange }: SettingsFieldsProps) {
  const capabilities = useCapabilities();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <TextField
          select
          label="Tone"
          value={settings.emotion_tone}
          onChange={(event) => onChange({ emotion_tone: event.target.value as EmotionTone })}
        >
          {EMOTION_TONES.map((tone) => (
            <MenuItem key={tone} value={tone}>
              {TONE_LABELS[tone]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Persona"
          value={settings.persona_profile}
          onChange={(event) => onChange({ persona_profile: event.target.value as PersonaProfile })}
        >
          {PERSONA_PROFILES.map((persona) =>
            honoursPersona(capabilities, persona) || persona === settings.persona_profile ? (
              <MenuItem key={persona} value={persona}>
                {PERSONA_LABELS[persona]}
              </MenuItem>
            ) : (
              <MenuItem key={persona} value={persona} disabled>
                <NeedsModelOption>{PERSONA_LABELS[persona]}</NeedsModelOption>
              </MenuItem>
            ),
          )}
        </TextField>
        <TextField
          select
          label="Output format"
          value={settings.output_format}
          onChange={(event) => onChange({ output_format: event.target.value as OutputFormat })}
        >
          {OUTPUT_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {FORMAT_LABELS[format]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <IntensityField
        value={settings.intensity}
        onChange={(intensity) => onChange({ intensity })}
      />
    </Box>
  );
}
