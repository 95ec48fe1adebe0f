import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import { useId, useState, type KeyboardEvent } from 'react';
import type { EnhanceSettings } from '../model/enhance-options';
import type { EnhanceFailure } from '../model/enhance-failure';
import { useTextLimits } from '../api/text-limits';
import { overLimitMessage, validateTargetWords, validateText } from '../model/validate-text';
import { readerWordCount } from '../../../lib/markup-text';
import { OptionalFields } from './optional-fields';
import { SettingsFields } from './settings-fields';

interface EnhanceFormProps {
  text: string;
  onTextChange: (text: string) => void;
  settings: EnhanceSettings;
  onSettingsChange: (changes: Partial<EnhanceSettings>) => void;
  onEnhance: () => void;
  isPending: boolean;
  failure: EnhanceFailure | null;
  onUpgrade: () => void;
  /** Changes when an entry is opened, so folded options reflect it. */
  loadKey: number;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function EnhanceForm({
  text,
  onTextChange,
  settings,
  onSettingsChange,
  onEnhance,
  isPending,
  failure,
  onUpgrade,
  loadKey,
}: EnhanceFormProps) {
  const [textError, setTextError] = useState<string | null>(null);
  const [showTargetError, setShowTargetError] = useState(false);
  const hintId = useId();
  const targetWordsError = validateTargetWords(settings.target_word_count);
  const maxChars = useTextLimits().data?.max_input_chars ?? null;
  const tooLong = maxChars !== null ? overLimitMessage(text, maxChars) : null;

  const submit = () => {
    if (isPending || tooLong) return;
    const problem = validateText(text);
    setTextError(problem);
    setShowTargetError(targetWordsError !== null);
    if (problem || targetWordsError) return;
    onEnhance();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Paper
      component="form"
      aria-label="Enhance your text"
      noValidate
      elevation={0}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '18px', border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box>
          <TextField
            label="Your text"
            placeholder="Paste an e-mail, a post or any text you want to sound just right…"
            multiline
            minRows={7}
            maxRows={20}
            fullWidth
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              if (textError) setTextError(validateText(event.target.value));
            }}
            error={textError !== null || tooLong !== null}
            slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
          />
          <Box
            id={hintId}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.75, px: 0.5 }}
          >
            <Typography
              variant="body2"
              color="error"
              role={textError || tooLong ? 'alert' : undefined}
            >
              {textError ?? tooLong}
            </Typography>
            <Typography
              variant="body2"
              color={tooLong ? 'error' : 'text.secondary'}
              data-testid="character-count"
              sx={{ flexShrink: 0, fontWeight: tooLong ? 700 : undefined }}
            >
              {text.length.toLocaleString('en-US')}
              {maxChars !== null && ` / ${maxChars.toLocaleString('en-US')}`}{' '}
              {text.length === 1 ? 'character' : 'characters'}
            </Typography>
          </Box>
        </Box>

        <SettingsFields settings={settings} onChange={onSettingsChange} />
        <OptionalFields
          key={loadKey}
          settings={settings}
          onChange={onSettingsChange}
          targetWordsError={showTargetError ? targetWordsError : null}
          textWords={readerWordCount(text)}
        />

        {failure && (
          <Alert
            severity={failure.kind === 'failed' || failure.kind === 'invalid' ? 'error' : 'warning'}
            action={
              failure.kind === 'free-limit' || failure.kind === 'premium' ? (
                <Button color="inherit" size="small" onClick={onUpgrade}>
                  Upgrade
                </Button>
              ) : undefined
            }
          >
            {failure.message}
          </Alert>
        )}

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={text.trim() === '' || isPending || tooLong !== null}
            startIcon={
              isPending ? <CircularProgress size={18} color="inherit" /> : <AutoFixHighIcon />
            }
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            Enhance
          </Button>
          <Typography variant="body2" color="text.secondary">
            {isPending ? 'Enhancing your text…' : `or press ${isMac ? '⌘' : 'Ctrl'}+Enter`}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
