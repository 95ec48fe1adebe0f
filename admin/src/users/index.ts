import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./user-list')),
  show: lazy(() => import('./user-show')),
  edit: lazy(() => import('./user-edit')),
  icon: PeopleOutlinedIcon,
  recordRepresentation: 'email',
};
