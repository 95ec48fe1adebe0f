import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCapabilities } from '../../../../lib/capabilities/capabilities';
import { NeedsModelOption } from '../../../../lib/capabilities/needs-model-option';
import { choiceOf, type BetaCatalog } from '../../api/catalog';
import type { WorkspaceSettings } from './workspace-model';

interface LanguagePairFieldsProps {
  catalog: BetaCatalog;
  settings: WorkspaceSettings;
  onChange: (change: Partial<WorkspaceSettings>) => void;
}

/** The language the text is written in and the one to write the result in. */
export function LanguagePairFields({ catalog, settings, onChange }: LanguagePairFieldsProps) {
  const capabilities = useCapabilities();
  const honoured = (key: 'input_language' | 'output_language', language: string) =>
    !capabilities ||
    language === settings[key] ||
    (
      capabilities[key === 'input_language' ? 'input_languages' : 'output_languages'] as string[]
    ).includes(language);
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
      {catalog.languages.map((language) =>
        honoured(key, language.value) ? (
          <MenuItem key={language.value} value={language.value}>
            {language.label}
          </MenuItem>
        ) : (
          <MenuItem key={language.value} value={language.value} disabled>
            <NeedsModelOption>{language.label}</NeedsModelOption>
          </MenuItem>
        ),
      )}
    </TextField>
  );
  const english = settings.input_language === 'en' && settings.output_language === 'en';
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('input_language', 'Input language')}
        {field('output_language', 'Output language')}
      </Box>
      {!english && capabilities?.engine === 'builtin' && (
        <Box component="p" sx={{ m: 0, mt: 1, typography: 'body2', color: 'text.secondary' }}>
          This installation rewrites English only: other languages need a connected model.
        </Box>
      )}
    </Box>
  );
}
