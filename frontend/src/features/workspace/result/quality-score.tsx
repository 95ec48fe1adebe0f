import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import type { QualityBreakdown } from '../api/enhance';
import { scoreChange, type ScoreTrend } from '../model/result-summary';

const TREND_COLOR: Record<ScoreTrend, string> = {
  up: 'success.main',
  same: 'text.secondary',
  down: 'warning.dark',
};
const TREND_WORDS: Record<ScoreTrend, string> = {
  up: 'higher than before',
  same: 'the same as before',
  down: 'lower than before',
};

const CRITERIA: { key: keyof QualityBreakdown; label: string }[] = [
  { key: 'tone_match', label: 'Tone match' },
  { key: 'clarity', label: 'Clarity' },
  { key: 'meaning_kept', label: 'Meaning kept' },
  { key: 'length_fit', label: 'Length fit' },
  { key: 'fluency', label: 'Fluency' },
];

const format = (score: number) => score.toFixed(1);

interface QualityScoreProps {
  before: number | null;
  after: number | null;
  breakdown: QualityBreakdown | null;
  breakdownBefore: QualityBreakdown | null;
}

/** The quality score out of 10, before → after, and what it is made of. */
export function QualityScore({ before, after, breakdown, breakdownBefore }: QualityScoreProps) {
  if (after === null) return null;
  const change = before === null ? null : scoreChange(before, after);

  return (
    <Box data-testid="quality-score">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Quality
        </Typography>
        {before !== null && (
          <>
            <Typography component="span" sx={{ fontSize: '1.4rem', color: 'text.secondary' }}>
              {format(before)}
            </Typography>
            <ArrowForwardIcon
              fontSize="small"
              titleAccess="to"
              sx={{ alignSelf: 'center', color: 'text.secondary' }}
            />
          </>
        )}
        <Typography
          component="span"
          data-testid="quality-after"
          sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'primary.main' }}
        >
          {format(after)}
        </Typography>
        <Typography component="span" color="text.secondary">
          / 10
        </Typography>
        {change !== null && (
          <Typography
            component="span"
            data-testid="quality-change"
            data-trend={change.trend}
            sx={{
              fontWeight: change.trend === 'same' ? 400 : 700,
              color: TREND_COLOR[change.trend],
            }}
          >
            {change.text}
            <Box component="span" sx={visuallyHidden}>
              {` (${TREND_WORDS[change.trend]})`}
            </Box>
          </Typography>
        )}
      </Box>
      {breakdown && (
        <Box
          component="dl"
          aria-label="Quality breakdown"
          sx={{
            m: 0,
            mt: 1.5,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {CRITERIA.map(({ key, label }) => (
            // A dl may hold only dt/dd groups: the bar is a second description, hidden from AT.
            <Box key={key} sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {breakdownBefore ? `${format(breakdownBefore[key])} → ` : ''}
                {format(breakdown[key])}
              </Typography>
              <Box component="dd" aria-hidden="true" sx={{ m: 0, gridColumn: '1 / -1' }}>
                <LinearProgress
                  variant="determinate"
                  value={breakdown[key] * 10}
                  sx={{ height: 6, borderRadius: 3, mt: 0.25 }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
