import {
  BooleanField,
  DateField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PeriodField } from './period-field';
import { RefundButton } from './refund-dialog';

export default function SubscriptionShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="user_email" label="User" emptyText="(account deleted)" />
        <TextField source="plan" />
        <TextField source="status" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
        <TextField source="currency" />
        <PeriodField label="Period" />
        <NumberField
          source="refundable_amount"
          label="Left to refund"
          options={{ style: 'currency', currency: 'USD' }}
        />
        <BooleanField source="cancel_at_period_end" label="Cancels at period end" />
        <TextField source="provider" />
        <TextField source="provider_subscription_id" label="Provider subscription id" />
        <DateField source="created_at" label="Created" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
