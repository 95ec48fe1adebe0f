import { Datagrid, DateField, List, SearchInput, TextField, SimpleList } from 'react-admin';
import { ResponsiveRows } from '../lib/responsive-rows';

const filters = [
  <SearchInput key="search" source="search" placeholder="Action or staff e-mail" alwaysOn />,
];

export default function AuditList() {
  return (
    <List
      title="Audit log"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <ResponsiveRows
        phone={
          <SimpleList
            primaryText={(row) => row.action}
            secondaryText={(row) => row.actor_email ?? '(user or system)'}
            tertiaryText={(row) => new Date(row.created_at).toLocaleString()}
            rowClick="show"
          />
        }
        wide={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <DateField source="created_at" label="When" showTime />
            <TextField source="action" label="What" />
            <TextField
              source="actor_email"
              label="Who"
              emptyText="(user or system)"
              sortable={false}
            />
            <TextField source="target_type" label="Record" emptyText="—" sortable={false} />
            <TextField source="target_id" label="Record id" emptyText="—" sortable={false} />
            <TextField source="ip_address" label="IP" emptyText="—" sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
