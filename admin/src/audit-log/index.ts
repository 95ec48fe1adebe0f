import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./audit-list')),
  show: lazy(() => import('./audit-show')),
  icon: HistoryEduOutlinedIcon,
  recordRepresentation: 'action',
  options: { label: 'Audit log' },
};
