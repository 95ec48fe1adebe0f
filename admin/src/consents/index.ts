import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./consent-list')),
  icon: FactCheckOutlinedIcon,
  options: { label: 'Consents' },
};
