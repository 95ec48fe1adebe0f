import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./api-key-list')),
  icon: KeyOutlinedIcon,
  recordRepresentation: 'name',
  options: { label: 'API keys' },
};
