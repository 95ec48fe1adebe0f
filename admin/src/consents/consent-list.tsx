import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  SimpleList,
} from 'react-admin';
import { choices } from '../lib/types';
import { ResponsiveRows } from '../lib/responsive-rows';

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
      <ResponsiveRows
        phone={
          <SimpleList
            primaryText={(row) => row.user_email}
            secondaryText={(row) =>
              `${row.consent_type} · ${row.granted ? 'granted' : 'withdrawn'} · ${row.policy_version}`
            }
            tertiaryText={(row) => new Date(row.recorded_at).toLocaleDateString()}
            rowClick={(_id, _resource, record) => `/users/${record.user_id}/show`}
          />
        }
        wide={
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
        }
      />
    </List>
  );
}
