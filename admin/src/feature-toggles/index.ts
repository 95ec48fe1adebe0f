import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./toggle-list')),
  edit: lazy(() => import('./toggle-edit')),
  icon: ToggleOnOutlinedIcon,
  recordRepresentation: 'feature_name',
  options: { label: 'Feature toggles' },
};
