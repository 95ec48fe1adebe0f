import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Title } from 'react-admin';
import type { UsageShare } from '../providers/data-provider';
import { FailedAlert } from './failed-alert';
import { useAdminQuery } from './use-admin-query';

function ShareChart({ title, rows }: { title: string; rows: UsageShare[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">No enhancements in the last 30 days.</Typography>
        ) : (
          <Box
            sx={{ height: 260 }}
            role="img"
            aria-label={`${title}: ${rows.map((row) => `${row.name} ${row.enhancements}`).join(', ')}`}
          >
            <ResponsiveContainer>
              <BarChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Bar
                  dataKey="enhancements"
                  name="Enhancements"
                  fill="#4338ca"
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function QualityChart({ rows }: { rows: UsageShare[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Quality before vs after, by tone (0-10)
        </Typography>
        <Box
          sx={{ height: 280 }}
          role="img"
          aria-label="Average quality of the texts sent in and of the results, by tone"
        >
          <ResponsiveContainer>
            <BarChart data={rows}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" />
              <YAxis domain={[0, 10]} />
              <Tooltip />
              <Legend />
              <Bar
                dataKey="quality_before"
                name="Before"
                fill="#a5b4fc"
                isAnimationActive={false}
              />
              <Bar dataKey="quality_after" name="After" fill="#312e81" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

export default function AnalyticsPage() {
  const { data, isError, refetch } = useAdminQuery('analytics', (provider, signal) =>
    provider.getAnalytics(signal),
  );
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <Title title="Analytics" />
      {isError && (
        <FailedAlert message="Failed to fetch analytics" onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <Typography>
            Last {data.days} days: <strong>{data.enhancements}</strong> enhancements; average
            quality <strong>{data.quality_before ?? '—'}</strong> before,{' '}
            <strong>{data.quality_after ?? '—'}</strong> after.
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <ShareChart title="By tone" rows={data.by_tone} />
            <ShareChart title="By output format" rows={data.by_format} />
            <ShareChart title="By plan" rows={data.by_plan} />
            {data.by_tone.length > 0 && <QualityChart rows={data.by_tone} />}
          </Box>
        </>
      )}
    </Box>
  );
}
