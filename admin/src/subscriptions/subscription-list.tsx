import {
  ChipField,
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  SimpleList,
} from 'react-admin';
import { SUBSCRIPTION_STATUSES } from '@api/catalog';
import { choices, type AdminSubscription } from '../lib/types';
import { PeriodField } from './period-field';
import { periodText } from './period-text';
import { RefundButton } from './refund-dialog';
import { ResponsiveRows } from '../lib/responsive-rows';

const filters = [
  <SearchInput key="q" source="q" placeholder="User e-mail" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choices(SUBSCRIPTION_STATUSES)}
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
      <ResponsiveRows
        phone={
          <SimpleList<AdminSubscription>
            primaryText={(row) => row.user_email ?? '(account deleted)'}
            secondaryText={(row) =>
              `${row.plan} · ${row.status.replace('_', ' ')} · ${periodText(row)}`
            }
            tertiaryText={(row) => `$${row.amount.toFixed(2)}`}
            rowClick="show"
          />
        }
        wide={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="user_email" label="User" />
            <TextField source="plan" sortable={false} />
            <ChipField source="status" />
            <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
            <PeriodField label="Period" />
            <TextField source="provider_subscription_id" label="Provider id" sortable={false} />
            <RefundButton />
          </Datagrid>
        }
      />
    </List>
  );
}
