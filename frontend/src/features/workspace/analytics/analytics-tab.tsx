import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/error-message';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import {
  ANALYTICS_RANGES,
  RANGE_LABELS,
  useAnalytics,
  type AnalyticsRange,
  type AnalyticsReport,
} from '../api/analytics';
import { getHistoryEntry } from '../api/history';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { FORMAT_LABELS, toneLabel } from '../model/enhance-options';
import { resultFromHistory, type WorkspaceResult } from '../model/workspace-result';
import { analyticsSummary } from './analytics-summary';
import { ChartCard } from './chart-card';
import { StatTile } from './stat-tile';

const COLOURS = ['#4338ca', '#be185d', '#0369a1', '#15803d', '#b45309', '#7c3aed', '#0f766e'];
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Premium: usage, tone and format mix, and quality before → after, over a chosen range. */
export function AnalyticsTab({ onOpen }: { onOpen: (result: WorkspaceResult) => void }) {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const analytics = useAnalytics(range);

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" sx={{ mr: 'auto' }}>
          Analytics
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label="Period"
          onChange={(_, next: AnalyticsRange | null) => next && setRange(next)}
        >
          {ANALYTICS_RANGES.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {RANGE_LABELS[choice]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {analytics.isPending ? (
        <ListLoading label="Loading your analytics" />
      ) : analytics.isError ? (
        <ListError
          error={analytics.error}
          fallback="Could not load your analytics."
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {analytics.isPlaceholderData && (
            <LinearProgress sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />
          )}
          <Report report={analytics.data} onOpen={onOpen} />
        </Box>
      )}
    </Box>
  );
}

function Report({
  report,
  onOpen,
}: {
  report: AnalyticsReport;
  onOpen: (result: WorkspaceResult) => void;
}) {
  const summary = analyticsSummary(report);
  const animate = !useReducedMotion();
  if (report.totals.enhancements === 0) {
    return (
      <ListEmpty icon={<InsightsOutlinedIcon />} title="Nothing to chart yet">
        No enhancements in the last {RANGE_LABELS[report.range]}. Enhance a few texts and your
        usage, tones and quality gains appear here.
      </ListEmpty>
    );
  }
  const days = report.per_day.map((day) => ({ ...day, label: shortDate(day.date) }));
  const tones = report.tone_mix.map((item) => ({ name: toneLabel(item.tone), count: item.count }));
  const formats = report.format_mix.map((item) => ({
    name: FORMAT_LABELS[item.format],
    count: item.count,
  }));
  const quality = [
    { name: 'Before', score: report.totals.average_quality_before ?? 0 },
    { name: 'After', score: report.totals.average_quality_after ?? 0 },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="analytics-report">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <StatTile label="Enhancements" value={summary.enhancements} />
        <StatTile label="Words processed" value={summary.words} />
        <StatTile
          label="Quality after"
          value={summary.qualityAfter}
          hint={`from ${summary.qualityBefore}`}
        />
        <StatTile label="Average gain" value={summary.improvement} hint="points out of 10" />
      </Box>

      <ChartCard title="Enhancements per day" summary={summary.perDay}>
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={days} margin={{ left: -20, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar
              isAnimationActive={animate}
              dataKey="enhancements"
              name="Enhancements"
              fill={COLOURS[0]}
              maxBarSize={28}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChartCard title="Quality before → after" summary={summary.quality}>
          <ResponsiveContainer>
            <BarChart
              accessibilityLayer={false}
              data={quality}
              margin={{ left: -20, right: 8, top: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" />
              <YAxis domain={[0, 10]} tick={{ fontSize: 12 }} />
              <Tooltip formatter={(value) => Number(value).toFixed(1)} />
              <Bar
                isAnimationActive={animate}
                dataKey="score"
                name="Average quality"
                radius={[8, 8, 0, 0]}
              >
                {quality.map((entry, index) => (
                  <Cell key={entry.name} fill={index === 0 ? '#a5b4fc' : COLOURS[0]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Output formats" summary={summary.formats}>
          <ResponsiveContainer>
            <PieChart accessibilityLayer={false}>
              <Pie
                isAnimationActive={animate}
                rootTabIndex={-1}
                data={formats}
                dataKey="count"
                nameKey="name"
                innerRadius="50%"
                outerRadius="80%"
              >
                {formats.map((entry, index) => (
                  <Cell key={entry.name} fill={COLOURS[(index + 1) % COLOURS.length]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
      </Box>

      <ChartCard title="Tones used" summary={summary.tones}>
        <ResponsiveContainer>
          <BarChart
            accessibilityLayer={false}
            data={tones}
            layout="vertical"
            margin={{ left: 40, right: 16 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="name" width={130} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar
              isAnimationActive={animate}
              dataKey="count"
              name="Enhancements"
              fill={COLOURS[1]}
              maxBarSize={32}
              radius={[0, 8, 8, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <BestImproved items={summary.improved} onOpen={onOpen} />
    </Box>
  );
}

function BestImproved({
  items,
  onOpen,
}: {
  items: AnalyticsReport['best_improved'];
  onOpen: (result: WorkspaceResult) => void;
}) {
  const toast = useToast();
  const open = async (id: string) => {
    try {
      onOpen(resultFromHistory(await getHistoryEntry(id)));
    } catch (error) {
      toast.error(errorMessage(error, 'This entry is no longer in your history.'));
    }
  };
  if (items.length === 0) return null;
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '18px', border: 1, borderColor: 'divider' }}
    >
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        Most improved texts
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
        {items.map((item) => (
          <Box component="li" key={item.history_id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {item.input_preview}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'success.main', whiteSpace: 'nowrap' }}>
                {item.quality_before.toFixed(1)} → {item.quality_after.toFixed(1)}
              </Typography>
              <Button size="small" onClick={() => void open(item.history_id)}>
                Open
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
