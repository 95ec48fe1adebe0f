import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./feedback-list')),
  show: lazy(() => import('./feedback-show')),
  icon: FeedbackOutlinedIcon,
  recordRepresentation: 'email',
  options: { label: 'Beta feedback' },
};
