import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import type { SongEnhancement } from '../api/types';
import { changedLineIndexes } from '../model/lyric-lines';
import { engineWords } from '../../../lib/engine-words';
import { ChargeNote } from '../../../components/usage/charge-note';

function LyricColumn({
  title,
  lines,
  changed,
}: {
  title: string;
  lines: string[];
  changed?: Set<number>;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%' }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => {
          const isChanged = changed?.has(index) ?? false;
          return (
            <Box
              component="li"
              key={index}
              data-changed={isChanged || undefined}
              sx={{
                minHeight: 26,
                lineHeight: '26px',
                px: 1,
                borderRadius: 1,
                backgroundColor: isChanged ? 'rgba(46, 125, 50, 0.12)' : undefined,
                whiteSpace: 'pre-wrap',
              }}
            >
              {line}
              {isChanged && (
                <Box component="span" style={visuallyHidden}>
                  {' '}
                  (changed)
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function BulletSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item) => (
          <li key={item}>
            <Typography variant="body2">{item}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

type RhymeSuggestion = SongEnhancement['rhyme_suggestions'][number];

/** Replacements for weak or broken rhymes, line by line: the writer accepts one, or none. */
function RhymeSuggestions({
  suggestions,
  onAccept,
}: {
  suggestions: RhymeSuggestion[];
  onAccept: (suggestion: RhymeSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  const byLine = new Map<number, RhymeSuggestion[]>();
  for (const suggestion of suggestions)
    byLine.set(suggestion.line, [...(byLine.get(suggestion.line) ?? []), suggestion]);
  return (
    <Box data-testid="rhyme-suggestions">
      <Typography variant="h6" component="h3" gutterBottom>
        Rhyme suggestions
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Same syllables and stress as the word they replace; nothing changes until you accept one.
      </Typography>
      <Stack spacing={1.5}>
        {[...byLine.entries()].map(([line, options]) => (
          <Box key={line}>
            <Typography variant="body2">
              Line {line + 1}: “{options[0].before}” — {options[0].reason.split(';')[0]}.
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {options.map((option) => (
                <Button
                  key={option.replacement}
                  size="small"
                  variant="outlined"
                  onClick={() => onAccept(option)}
                  aria-label={`Accept “${option.after}” for line ${line + 1}`}
                >
                  {option.replacement}
                </Button>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Enhanced Version: the original and the rewrite side by side, changed lines marked, and why. */
export function EnhancedTab({
  original,
  result,
  busy,
  onUse,
  onAcceptRhyme,
  onFeedbackLoop,
}: {
  original: string;
  result: SongEnhancement | null;
  busy: boolean;
  onUse: () => void;
  onAcceptRhyme: (suggestion: RhymeSuggestion) => void;
  onFeedbackLoop: () => void;
}) {
  if (!result) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          No enhanced version yet: write your lyric and press Enhance Lyrics.
        </Typography>
        <Button variant="outlined" onClick={onUse}>
          Use these lyrics
        </Button>
      </Stack>
    );
  }
  const changed = changedLineIndexes(original, result.enhanced_lyrics);
  const review = result.agentic_review;
  const structure = result.structure_analysis;
  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {/* While a feedback loop runs, this version is about to be replaced. */}
        <Button variant="contained" onClick={onUse} disabled={busy}>
          Use these lyrics
        </Button>
        <Button variant="outlined" onClick={onFeedbackLoop} disabled={busy}>
          {busy ? 'Enhancing…' : 'Feedback loop'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Craft score {result.original_quality_score} → {result.quality_score}/10 ·{' '}
          {result.changes.length} line
          {result.changes.length === 1 ? '' : 's'} changed · {engineWords(result.model_used)}
        </Typography>
      </Stack>
      <ChargeNote charged={result.charged} note={result.charge_note} />
      <Alert severity={review.decision === 'keep_original' ? 'success' : 'info'} variant="outlined">
        <Typography component="p" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          {review.decision.replace(/_/g, ' ')} · original:{' '}
          {review.originalClassification.replace(/_/g, ' ')}
        </Typography>
        {review.feedback}
      </Alert>
      <Typography variant="body2" data-testid="shape-checks">
        Sections and line count {structure.structure_kept ? 'kept' : 'changed'} · rhyme scheme{' '}
        {structure.rhyme_scheme_kept ? 'kept' : 'changed'} · syllables{' '}
        {structure.meter_kept ? 'within ±2 on every line' : 'moved on some lines'}
        {structure.rejected_candidates.length > 0 &&
          ` · ${structure.rejected_candidates.length} model rewrite(s) rejected for breaking the song's shape`}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <LyricColumn title="Original" lines={original.split(/\r?\n/)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <LyricColumn
            title="Enhanced"
            lines={result.enhanced_lyrics.split(/\r?\n/)}
            changed={changed}
          />
        </Grid>
      </Grid>
      <BulletSection
        title="What changed"
        items={result.changes.map((change) => `Line ${change.line + 1}: ${change.reason}`)}
      />
      <RhymeSuggestions suggestions={result.rhyme_suggestions ?? []} onAccept={onAcceptRhyme} />
      <BulletSection title="Songwriting tips" items={result.songwriting_tips} />
    </Stack>
  );
}
