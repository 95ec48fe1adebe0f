import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ticket-list')),
  show: lazy(() => import('./ticket-show')),
  edit: lazy(() => import('./ticket-edit')),
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
  options: { label: 'Support' },
};
