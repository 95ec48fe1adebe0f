import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminApiKey, AdminDataProvider } from '../providers/data-provider';
import { ResponsiveRows } from '../lib/responsive-rows';

const filters = [
  <SearchInput key="search" source="search" placeholder="Name, prefix or e-mail" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'active', name: 'Active' },
      { id: 'revoked', name: 'Revoked' },
      { id: 'expired', name: 'Expired' },
    ]}
    emptyText="All"
    alwaysOn
  />,
];

/** Ends a key at once; the audit log records who did it. */
function RevokeButton() {
  const record = useRecordContext<AdminApiKey>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== 'active') return null;
  return (
    <Button
      label="Revoke"
      color="error"
      onClick={async (event) => {
        event.stopPropagation();
        if (!window.confirm(`Revoke “${record.name}” (${record.prefix}) of ${record.email}?`))
          return;
        try {
          await dataProvider.revokeApiKey(record.id);
          notify('Key revoked (recorded in the audit log)', { type: 'info' });
          refresh();
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <BlockIcon />
    </Button>
  );
}

/** Customers' API keys: name, prefix, scopes and last use; never a secret. */
export default function ApiKeyList() {
  return (
    <List
      title="API keys"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <ResponsiveRows
        phone={
          <SimpleList<AdminApiKey>
            primaryText={(row) => `${row.name} · ${row.prefix}`}
            secondaryText={(row) => `${row.email} · ${row.status}`}
            tertiaryText={(row) => row.scopes.join(', ')}
          />
        }
        wide={
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" label="Name" sortable={false} />
            <TextField source="prefix" label="Prefix" sortable={false} />
            <TextField source="email" label="Owner" sortable={false} />
            <TextField source="scopes" label="Scopes" sortable={false} />
            <TextField source="status" label="Status" sortable={false} />
            <DateField source="created_at" label="Created" />
            <DateField
              source="last_used_at"
              label="Last used"
              showTime
              emptyText="never"
              sortable={false}
            />
            <TextField source="last_used_ip" label="From" emptyText="—" sortable={false} />
            <RevokeButton />
          </Datagrid>
        }
      />
    </List>
  );
}
