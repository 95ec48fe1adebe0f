import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { choiceOf, type BetaCatalog } from '../api/catalog';
import type { WorkspaceSettings } from './workspace-model';

interface LanguagePairFieldsProps {
  catalog: BetaCatalog;
  settings: WorkspaceSettings;
  onChange: (change: Partial<WorkspaceSettings>) => void;
}

/** The language the text is written in and the one to write the result in. */
export function LanguagePairFields({ catalog, settings, onChange }: LanguagePairFieldsProps) {
  const field = (key: 'input_language' | 'output_language', label: string) => (
    <TextField
      select
      label={label}
      value={settings[key]}
      onChange={(event) => {
        const language = choiceOf(catalog.languages, event.target.value);
        if (language) onChange({ [key]: language });
      }}
    >
      {catalog.languages.map((language) => (
        <MenuItem key={language.value} value={language.value}>
          {language.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const english = settings.input_language === 'en' && settings.output_language === 'en';
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('input_language', 'Input language')}
        {field('output_language', 'Output language')}
      </Box>
      {!english && (
        <Box component="p" sx={{ m: 0, mt: 1, typography: 'body2', color: 'text.secondary' }}>
          Languages other than English need a model provider; without one the server says so and
          nothing is charged.
        </Box>
      )}
    </Box>
  );
}
