import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices } from '../lib/types';

const TYPES = ['gdpr', 'data_retention', 'marketing', 'analytics', 'terms', 'privacy'];

const filters = [
  <SearchInput key="search" source="search" placeholder="User e-mail" alwaysOn />,
  <SelectInput
    key="consent_type"
    source="consent_type"
    label="Consent"
    choices={choices(TYPES)}
    emptyText="Any consent"
    alwaysOn
  />,
  <NullableBooleanInput key="granted" source="granted" label="Granted" />,
];

export default function ConsentList() {
  return (
    <List
      title="Consent records"
      filters={filters}
      debounce={300}
      sort={{ field: 'recorded_at', order: 'DESC' }}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => `/users/${record.user_id}/show`}
      >
        <TextField source="user_email" label="User" sortable={false} />
        <TextField source="consent_type" label="Consent" sortable={false} />
        <BooleanField source="granted" sortable={false} />
        <TextField source="policy_version" label="Policy" sortable={false} />
        <TextField source="source" sortable={false} />
        <DateField source="recorded_at" label="Recorded" showTime />
      </Datagrid>
    </List>
  );
}
