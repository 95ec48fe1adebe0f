import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import type { HealthStatus } from '../providers/data-provider';
import { FailedAlert } from './failed-alert';
import { useAdminQuery } from './use-admin-query';

const COLORS: Record<HealthStatus, 'success' | 'warning' | 'error'> = {
  healthy: 'success',
  warning: 'warning',
  critical: 'error',
};

const LABELS: Record<string, string> = {
  database: 'Database',
  redis: 'Redis',
  queues: 'Job queues',
  mail: 'Mail transport',
  payments: 'Payment provider',
  model_provider: 'Model provider',
};

export function StatusChip({ status }: { status: HealthStatus }) {
  return <Chip size="small" color={COLORS[status]} label={status} />;
}

export default function MonitoringPage() {
  const { data, isError, refetch, isPending } = useAdminQuery(
    'health',
    (provider, signal) => provider.getHealth(signal),
    15_000,
  );
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <Title title="Monitoring" />
      {isError && (
        <FailedAlert message="Failed to fetch system health" onRetry={() => void refetch()} />
      )}
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h6" component="h2">
              System health
            </Typography>
            {data && <StatusChip status={data.status} />}
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {isPending
                ? 'Checking…'
                : data
                  ? `Checked ${new Date(data.checked_at).toLocaleTimeString()} · refreshes every 15 s`
                  : ''}
            </Typography>
          </Box>
          <Table size="small" aria-label="Health checks">
            <TableHead>
              <TableRow>
                <TableCell>Service</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Message</TableCell>
                <TableCell align="right">Response time</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.health_checks.map((check) => (
                <TableRow key={check.service}>
                  <TableCell>{LABELS[check.service] ?? check.service}</TableCell>
                  <TableCell>
                    <StatusChip status={check.status} />
                  </TableCell>
                  <TableCell>{check.message}</TableCell>
                  <TableCell align="right">{(check.response_time * 1000).toFixed(0)} ms</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {data && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Queues ({data.queues.mode})
            </Typography>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              {(['waiting', 'active', 'delayed', 'failed'] as const).map((key) => (
                <Box key={key}>
                  <Typography variant="body2" color="text.secondary">
                    {key}
                  </Typography>
                  <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
                    {data.queues[key]}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
      <Typography>
        API reference:{' '}
        <Link href="/api/docs" target="_blank" rel="noopener">
          /api/docs
        </Link>
      </Typography>
    </Box>
  );
}
