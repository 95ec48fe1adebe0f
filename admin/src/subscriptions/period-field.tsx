import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { AdminSubscription } from '../lib/types';
import { periodText } from './period-text';

export function PeriodField(_props: { label?: string }) {
  const record = useRecordContext<AdminSubscription>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {periodText(record)}
    </Typography>
  );
}
