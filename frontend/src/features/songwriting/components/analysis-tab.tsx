import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { EmotionalAnalysis, LyricAnalysis } from '../api/types';

const pct = (value: number) => `${Math.round(value * 100)}%`;

function ArcChart({ emotional }: { emotional: EmotionalAnalysis }) {
  const arc = emotional.arc;
  const summary = `${arc.verdict} ${arc.points.map((point) => `${point.section}: ${point.valence.toFixed(2)} (arc expects ${point.expected.toFixed(2)})`).join('; ')}.`;
  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 2, borderRadius: 3 }}>
      <Typography component="figcaption" variant="h6">
        Emotional arc: {arc.requested.replace(/-/g, ' ')} (fit {pct(arc.fit)})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <LineChart
            accessibilityLayer={false}
            data={arc.points}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="section" />
            <YAxis domain={[-1, 1]} ticks={[-1, -0.5, 0, 0.5, 1]} />
            <Tooltip />
            <Legend />
            <Line
              type="monotone"
              dataKey="valence"
              name="Your song"
              stroke="#6a1b9a"
              strokeWidth={3}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="expected"
              name="Requested arc"
              stroke="#9e9e9e"
              strokeDasharray="6 4"
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}

/** Emotional Analysis: the arc per section, emotions with strengths, suggestions tied to lines, and craft notes. */
export function AnalysisTab({
  analysis,
  emotional,
}: {
  analysis: LyricAnalysis | null;
  emotional: EmotionalAnalysis | null;
}) {
  if (!analysis || !emotional) {
    return (
      <Typography color="text.secondary">
        No analysis yet: write some lyrics and press Analyze Lyrics.
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="body1">
        Emotional score <strong>{emotional.overall_score}/10</strong> · dominant feeling{' '}
        <strong>{emotional.dominant_emotion ?? 'none found'}</strong> · target{' '}
        {emotional.target_emotion} at {pct(emotional.target_strength)}
      </Typography>
      <ArcChart emotional={emotional} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              Emotions
            </Typography>
            <Stack spacing={1.5}>
              {emotional.emotions.map((emotion) => (
                <Box key={emotion.name}>
                  <Typography
                    variant="body2"
                    sx={{ textTransform: 'capitalize' }}
                    id={`emotion-${emotion.name}`}
                  >
                    {emotion.name} · {pct(emotion.strength)}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={emotion.strength * 100}
                    aria-labelledby={`emotion-${emotion.name}`}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {emotion.description}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              Suggestions
            </Typography>
            {emotional.suggestions.length === 0 ? (
              <Typography color="text.secondary">Nothing to flag line by line.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {emotional.suggestions.map((suggestion, index) => (
                  <li key={index}>
                    <Typography variant="body2">
                      <strong>Line {suggestion.line + 1}</strong> “{suggestion.text}”:{' '}
                      {suggestion.suggestion}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Paper>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          Hook, clichés and vocabulary
        </Typography>
        <Typography variant="body2">
          Hook strength {analysis.hook.strength}/10
          {analysis.hook.hook_line
            ? ` · hook line “${analysis.hook.hook_line}” sung ${analysis.hook.hook_repeats} times`
            : ''}{' '}
          · {analysis.hook.chorus_count} chorus
          {analysis.hook.chorus_count === 1 ? '' : 'es'}
        </Typography>
        {analysis.hook.notes.map((note) => (
          <Typography key={note} variant="body2" color="text.secondary">
            {note}
          </Typography>
        ))}
        <Typography variant="body2" sx={{ mt: 1 }}>
          Clichés:{' '}
          {analysis.cliches.length === 0
            ? 'none found'
            : analysis.cliches
                .map((cliche) => `“${cliche.phrase}” (line ${cliche.line + 1})`)
                .join(', ')}
        </Typography>
        <Typography variant="body2">
          Word variety {pct(analysis.word_variety.ratio)} ({analysis.word_variety.unique_words}{' '}
          different of {analysis.word_variety.total_words} words): {analysis.word_variety.verdict}
        </Typography>
      </Paper>
    </Stack>
  );
}
