import {
  ChipField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices } from '../lib/types';
import { RefundButton } from './refund-dialog';

const STATUSES = ['active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid'];

const filters = [
  <SearchInput key="q" source="q" placeholder="User e-mail" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(STATUSES)}
    emptyText="Any status"
    alwaysOn
  />,
];

export default function SubscriptionList() {
  return (
    <List
      title="Payments"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="user_email" label="User" />
        <TextField source="plan" sortable={false} />
        <ChipField source="status" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
        <DateField source="current_period_end" label="Renews" emptyText="—" />
        <TextField source="provider_subscription_id" label="Provider id" sortable={false} />
        <RefundButton />
      </Datagrid>
    </List>
  );
}
