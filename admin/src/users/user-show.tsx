import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { fullName, type AdminUser } from '../lib/types';
import { ActiveToggleButton, ExportUserDataButton, PremiumToggleButton } from './user-actions';

function UserShowActions() {
  return (
    <TopToolbar>
      <EditButton />
      <ActiveToggleButton />
      <PremiumToggleButton />
      <ExportUserDataButton />
    </TopToolbar>
  );
}

export default function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Account">
          <TextField source="email" label="E-mail" />
          <FunctionField<AdminUser> label="Name" render={fullName} />
          <TextField source="username" />
          <TextField source="subscription_tier" label="Plan" />
          <BooleanField source="is_active" label="Active" />
          <BooleanField source="is_premium" label="Premium" />
          <BooleanField source="is_admin" label="Staff" />
          <BooleanField source="is_verified" label="E-mail verified" />
          <BooleanField source="onboarding_completed" label="Onboarding completed" />
          <DateField source="created_at" label="Joined" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Usage">
          <NumberField source="usage.enhancements_this_period" label="Enhancements this period" />
          <NumberField source="usage.free_uses_remaining" label="Free uses left" />
          <NumberField source="usage.monthly_requests_used" label="Pro uses this month" />
          <DateField source="usage.usage_period_start" label="Period start" emptyText="—" />
          <DateField source="usage.usage_period_end" label="Period end" emptyText="—" />
          <NumberField source="total_requests" label="Requests in total" />
          <NumberField source="history_count" label="History entries kept" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Sessions">
          <ArrayField source="sessions" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No sessions.</p>}>
              <DateField source="created_at" label="Signed in" showTime />
              <BooleanField source="active" />
              <DateField source="revoked_at" label="Ended" showTime emptyText="—" />
              <TextField source="ip_address" label="IP" emptyText="—" />
              <TextField source="user_agent" label="Device" emptyText="—" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Consents">
          <ArrayField source="consents" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No consent records.</p>}>
              <TextField source="consent_type" label="Consent" />
              <BooleanField source="granted" />
              <TextField source="policy_version" label="Policy" />
              <TextField source="source" />
              <DateField source="recorded_at" label="Recorded" showTime />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Tickets">
          <ArrayField source="tickets" label={false}>
            <Datagrid
              bulkActionButtons={false}
              rowClick={(id) => `/tickets/${id}/show`}
              resource="tickets"
              empty={<p>No tickets.</p>}
            >
              <TextField source="subject" />
              <TextField source="status" />
              <TextField source="priority" />
              <DateField source="created_at" label="Opened" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Payments">
          <ArrayField source="payments" label={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No payments.</p>}>
              <TextField source="plan" />
              <NumberField source="amount" options={{ style: 'currency', currency: 'USD' }} />
              <NumberField
                source="amount_refunded"
                label="Refunded"
                options={{ style: 'currency', currency: 'USD' }}
              />
              <TextField source="status" />
              <DateField source="paid_at" label="Paid" showTime emptyText="—" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
