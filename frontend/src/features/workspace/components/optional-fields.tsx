import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import {
  TARGET_WORDS_MAX,
  TARGET_WORDS_MIN,
  targetWordsForUseCase,
  USE_CASE_LABELS,
  USE_CASE_WORD_RANGES,
  USE_CASES,
  type EnhanceSettings,
  type UseCase,
} from '../model/enhance-options';
import { canLengthen, SHORTEN_ONLY, useCapabilities } from '../../../lib/capabilities/capabilities';
import { LockedTermsField } from './locked-terms-field';

interface OptionalFieldsProps {
  settings: EnhanceSettings;
  /** Words in the text now, to say when a target asks for more than the engine can write. */
  textWords: number;
  onChange: (changes: Partial<EnhanceSettings>) => void;
  targetWordsError: string | null;
}

const NO_USE_CASE = '';

/** Use case, target words and locked words: folded away until wanted. */
export function OptionalFields({
  settings,
  onChange,
  targetWordsError,
  textWords,
}: OptionalFieldsProps) {
  const capabilities = useCapabilities();
  const target = settings.target_word_count;
  const beyondReach = !canLengthen(capabilities) && target !== null && target > textWords;
  const used =
    settings.use_case !== null ||
    settings.target_word_count !== null ||
    settings.locked_terms.length > 0;
  // The workspace remounts this when it opens an entry, so options in use start unfolded.
  const [expanded, setExpanded] = useState(used);
  const range = settings.use_case ? USE_CASE_WORD_RANGES[settings.use_case] : null;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      elevation={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>More options</Typography>
        <Typography color="text.secondary" sx={{ ml: 1 }}>
          use case, target words, locked words
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            label="Use case"
            value={settings.use_case ?? NO_USE_CASE}
            onChange={(event) => {
              const value = event.target.value;
              if (value === NO_USE_CASE) onChange({ use_case: null });
              else
                onChange({
                  use_case: value as UseCase,
                  target_word_count: targetWordsForUseCase(value as UseCase),
                });
            }}
          >
            <MenuItem value={NO_USE_CASE}>
              <em>None</em>
            </MenuItem>
            {USE_CASES.map((useCase) => (
              <MenuItem key={useCase} value={useCase}>
                {USE_CASE_LABELS[useCase]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Target words"
            type="number"
            value={settings.target_word_count ?? ''}
            onChange={(event) => {
              const raw = event.target.value;
              onChange({ target_word_count: raw === '' ? null : Number(raw) });
            }}
            error={targetWordsError !== null}
            helperText={
              targetWordsError ??
              (beyondReach
                ? `Your text has ${textWords} words. ${SHORTEN_ONLY}`
                : range
                  ? `Recommended: ${range[0]}–${range[1]} words`
                  : 'Optional, 25 to 1000')
            }
            slotProps={{
              htmlInput: { min: TARGET_WORDS_MIN, max: TARGET_WORDS_MAX, step: 25 },
              formHelperText: { 'data-testid': 'target-words-help' } as object,
            }}
          />
        </Box>
        <LockedTermsField
          value={settings.locked_terms}
          onChange={(locked_terms) => onChange({ locked_terms })}
        />
      </AccordionDetails>
    </Accordion>
  );
}
