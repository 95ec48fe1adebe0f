import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./subscription-list')),
  show: lazy(() => import('./subscription-show')),
  icon: CreditCardIcon,
  recordRepresentation: 'user_email',
  options: { label: 'Payments' },
};
