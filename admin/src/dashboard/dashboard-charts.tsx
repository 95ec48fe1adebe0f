import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDay } from '../providers/data-provider';
import { formatMoney } from './format';

interface Series {
  key: keyof Omit<DashboardDay, 'day'>;
  title: string;
  format?: (value: number) => string;
  domain?: [number, number];
}

const SERIES: Series[] = [
  { key: 'sign_ups', title: 'Sign-ups per day' },
  { key: 'enhancements', title: 'Enhancements per day' },
  { key: 'revenue', title: 'Revenue per day', format: formatMoney },
  { key: 'success_rate', title: 'Success rate (%)', domain: [0, 100] },
];

const shortDay = (day: string) => day.slice(5);

/** The last 30 days, one small chart per figure. */
export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  return (
    <Grid container spacing={2}>
      {SERIES.map((series) => {
        const total = days.reduce((sum, day) => sum + (day[series.key] ?? 0), 0);
        const summary =
          series.key === 'success_rate'
            ? days.some((day) => day.success_rate !== null)
              ? 'Daily share of enhancements that succeeded'
              : 'No enhancements yet: nothing to measure'
            : `${series.format ? series.format(total) : total} in 30 days`;
        return (
          <Grid key={series.key} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {series.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {summary}
                </Typography>
                <Box
                  sx={{ height: 200, mt: 1 }}
                  role="img"
                  aria-label={`${series.title}, last 30 days: ${summary}`}
                >
                  <ResponsiveContainer>
                    <LineChart data={days}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
                      <YAxis
                        allowDecimals={series.key === 'revenue'}
                        domain={series.domain}
                        width={48}
                      />
                      <Tooltip
                        formatter={(value) =>
                          series.format ? series.format(Number(value)) : value
                        }
                      />
                      <Line
                        type="monotone"
                        dataKey={series.key}
                        stroke="#4338ca"
                        dot={false}
                        connectNulls
                        isAnimationActive={false}
                      />
                    </LineChart>
                  </ResponsiveContainer>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
