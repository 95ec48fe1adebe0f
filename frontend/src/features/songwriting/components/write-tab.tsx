import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LyricAnalysis, SongSettings, SongwritingOptions } from '../api/types';
import { useAuth } from '../../../lib/auth/auth-context';
import { LyricsEditor } from './lyrics-editor';
import { SavedSongs } from './saved-songs';
import { SongSettingsFields } from './song-settings-fields';

export interface WriteTabProps {
  lyrics: string;
  onLyricsChange: (lyrics: string) => void;
  settings: SongSettings;
  onSettingChange: (id: keyof SongSettings, value: string) => void;
  options: SongwritingOptions;
  analysis: LyricAnalysis | null;
  analyzing: boolean;
  enhancing: boolean;
  saving: boolean;
  onAnalyze: () => void;
  onEnhance: () => void;
  onSave: () => void;
  onNew: () => void;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}

/** Write and Edit: the lyric with its margin, the song's settings, and the main actions. */
export function WriteTab(props: WriteTabProps) {
  const { analysis, settings } = props;
  // Privacy mode keeps no song (the server refuses the save): no button that cannot work.
  const keepsTexts = useAuth().user?.keep_texts !== false;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <TextField
            id="song-title"
            label="Song title"
            size="small"
            value={settings.song_title}
            onChange={(event) => props.onSettingChange('song_title', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box>
            <LyricsEditor
              value={props.lyrics}
              onChange={props.onLyricsChange}
              lines={analysis?.lines}
            />
            <Typography id="lyrics-help" variant="caption" color="text.secondary">
              Label sections like [Verse 1] or Chorus: (or leave blank lines between them). The
              margin shows each line's syllables and rhyme letter.
            </Typography>
          </Box>
          {analysis && analysis.line_count > 0 && (
            <Box aria-live="polite" data-testid="scheme-summary">
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {analysis.sections.map((section, index) => (
                  <Chip
                    key={`${section.label}-${index}`}
                    size="small"
                    color={section.follows_requested_scheme ? 'success' : 'warning'}
                    variant="outlined"
                    label={`${section.label}: ${section.rhyme_scheme}${section.follows_requested_scheme ? '' : ` (not ${section.requested_scheme})`}`}
                  />
                ))}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {analysis.line_count} lines · {analysis.rhyme.perfect} perfect and{' '}
                {analysis.rhyme.slant} slant rhymes · {analysis.meter.lines_off_meter} off the meter
                · craft score {analysis.quality_score}/10
              </Typography>
            </Box>
          )}
          <TextField
            id="song-guidance"
            label="Custom guidance"
            placeholder="e.g. keep the harbour imagery, make the bridge angrier"
            multiline
            minRows={2}
            value={settings.custom_guidance}
            onChange={(event) => props.onSettingChange('custom_guidance', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={props.onEnhance} disabled={props.enhancing}>
              {props.enhancing ? 'Enhancing…' : 'Enhance Lyrics'}
            </Button>
            <Button variant="outlined" onClick={props.onAnalyze} disabled={props.analyzing}>
              {props.analyzing ? 'Analyzing…' : 'Analyze Lyrics'}
            </Button>
            {keepsTexts && (
              <Button variant="outlined" onClick={props.onSave} disabled={props.saving}>
                Save Song
              </Button>
            )}
            <Button onClick={props.onNew}>New Song</Button>
          </Stack>
          {!keepsTexts && (
            <Typography variant="body2" color="text.secondary">
              Songs are not saved while “Don’t keep my texts” is on (Account, Privacy &amp; GDPR).
            </Typography>
          )}
          {analysis?.meter.estimated_words.length ? (
            <Alert severity="info" variant="outlined">
              Not in the pronouncing dictionary, counted by spelling:{' '}
              {analysis.meter.estimated_words.slice(0, 12).join(', ')}
            </Alert>
          ) : null}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <SongSettingsFields
            settings={settings}
            options={props.options}
            onChange={props.onSettingChange}
          />
          <SavedSongs onOpen={props.onOpen} onDeleted={props.onDeleted} />
        </Stack>
      </Grid>
    </Grid>
  );
}
