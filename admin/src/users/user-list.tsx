import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  SimpleList,
} from 'react-admin';
import { choices, fullName, type AdminUser } from '../lib/types';
import { ActiveToggleButton, PremiumToggleButton } from './user-actions';
import { ResponsiveRows } from '../lib/responsive-rows';

const FILTERS = ['free', 'pro', 'premium', 'admin', 'active', 'inactive', 'unverified'];

const filters = [
  <SearchInput key="search" source="search" placeholder="E-mail or name" alwaysOn />,
  <SelectInput
    key="filter_type"
    source="filter_type"
    label="Show"
    choices={choices(FILTERS)}
    emptyText="All users"
    alwaysOn
  />,
];

export default function UserList() {
  return (
    <List
      title="Users"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <ResponsiveRows
        phone={
          <SimpleList<AdminUser>
            primaryText={(user) => user.email}
            secondaryText={(user) =>
              `${fullName(user)} · ${user.subscription_tier}${user.is_active ? '' : ' · inactive'}`
            }
            tertiaryText={(user) => `${user.total_requests} requests`}
            rowClick="show"
          />
        }
        wide={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="email" label="E-mail" />
            <FunctionField<AdminUser> label="Name" sortable={false} render={fullName} />
            <TextField source="subscription_tier" label="Plan" />
            <BooleanField source="is_active" label="Active" sortable={false} />
            <BooleanField source="is_premium" label="Premium" sortable={false} />
            <NumberField source="total_requests" label="Requests" />
            <DateField source="created_at" label="Joined" />
            <ActiveToggleButton />
            <PremiumToggleButton />
          </Datagrid>
        }
      />
    </List>
  );
}
