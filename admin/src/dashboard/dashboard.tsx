import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title, useAuthenticated, useDataProvider } from 'react-admin';
import type { AdminDataProvider, DashboardOverview } from '../providers/data-provider';
import { formatCount, formatMoney, formatPercent } from './format';
import { CompanyDetailsAlert } from '../pages/company-details-alert';
import { StatCard } from './stat-card';

// recharts loads only when the charts are shown.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** A figure that does not exist yet (no request made) shows as a dash, never as 0 or 100. */
const formatStat = (stat: Stat, value: number | null) =>
  value === null ? '—' : stat.format(value);

interface Stat {
  key: Exclude<keyof DashboardOverview, 'days'>;
  label: string;
  icon: ReactNode;
  format: (value: number) => string;
}

const groups: { title: string; stats: Stat[] }[] = [
  {
    title: 'Users',
    stats: [
      {
        key: 'total_users',
        label: 'Total users',
        icon: <PeopleOutlinedIcon />,
        format: formatCount,
      },
      {
        key: 'new_users_today',
        label: 'New today',
        icon: <PersonAddAltOutlinedIcon />,
        format: formatCount,
      },
      {
        key: 'premium_users',
        label: 'Premium users',
        icon: <WorkspacePremiumOutlinedIcon />,
        format: formatCount,
      },
    ],
  },
  {
    title: 'Usage',
    stats: [
      {
        key: 'total_requests',
        label: 'Total requests',
        icon: <AutoAwesomeIcon />,
        format: formatCount,
      },
      {
        key: 'requests_today',
        label: 'Requests today',
        icon: <TodayOutlinedIcon />,
        format: formatCount,
      },
      {
        key: 'success_rate',
        label: 'Success rate',
        icon: <CheckCircleOutlinedIcon />,
        format: formatPercent,
      },
      {
        key: 'recent_errors',
        label: 'Failed today',
        icon: <ErrorOutlineIcon />,
        format: formatCount,
      },
    ],
  },
  {
    title: 'Revenue',
    stats: [
      {
        key: 'monthly_revenue',
        label: 'Monthly revenue',
        icon: <AttachMoneyIcon />,
        format: formatMoney,
      },
      {
        key: 'active_subscriptions',
        label: 'Active subscriptions',
        icon: <CardMembershipIcon />,
        format: formatCount,
      },
    ],
  },
  {
    title: 'Support',
    stats: [
      {
        key: 'open_tickets',
        label: 'Open tickets',
        icon: <ConfirmationNumberOutlinedIcon />,
        format: formatCount,
      },
      {
        key: 'in_progress_tickets',
        label: 'Tickets in progress',
        icon: <ConfirmationNumberOutlinedIcon />,
        format: formatCount,
      },
      {
        key: 'tickets_today',
        label: 'Tickets today',
        icon: <MarkEmailUnreadOutlinedIcon />,
        format: formatCount,
      },
    ],
  },
];

export function Dashboard() {
  // Also mounted as a custom route, which react-admin does not guard by itself.
  const { authenticated, isPending: checkingAuth } = useAuthenticated();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError, refetch, isRefetching } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => dataProvider.getDashboard(signal),
    enabled: authenticated === true && !checkingAuth,
    retry: false,
  });

  return (
    <Box sx={{ py: 2, pr: { sm: 1 } }}>
      <Title title="Dashboard" />
      <CompanyDetailsAlert />
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void refetch()}
              disabled={isRefetching}
            >
              Retry
            </Button>
          }
        >
          Failed to fetch dashboard data
        </Alert>
      ) : (
        <Box aria-busy={isPending} sx={{ display: 'grid', gap: 4 }}>
          {groups.map((group) => (
            <Box component="section" key={group.title} aria-label={group.title}>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {group.title}
              </Typography>
              <Grid container spacing={2}>
                {group.stats.map((stat) => (
                  <Grid key={stat.key} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <StatCard
                      label={stat.label}
                      icon={stat.icon}
                      value={data ? formatStat(stat, data[stat.key]) : undefined}
                    />
                  </Grid>
                ))}
              </Grid>
            </Box>
          ))}
          {data && (
            <Box component="section" aria-label="Last 30 days">
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                Last 30 days
              </Typography>
              <Suspense fallback={<Typography color="text.secondary">Loading charts…</Typography>}>
                <DashboardCharts days={data.days} />
              </Suspense>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
