import Box from '@mui/material/Box';
import {
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  type RaRecord,
} from 'react-admin';

const Json = ({ value }: { value: unknown }) => (
  <Box component="pre" sx={{ m: 0, fontSize: '0.85rem', whiteSpace: 'pre-wrap' }}>
    {value ? JSON.stringify(value, null, 2) : '—'}
  </Box>
);

export default function AuditShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="created_at" label="When" showTime />
        <TextField source="action" label="What" />
        <TextField source="actor_email" label="Who" emptyText="(user or system)" />
        <TextField source="ip_address" label="From IP" emptyText="—" />
        <TextField source="target_type" label="Record" emptyText="—" />
        <TextField source="target_id" label="Record id" emptyText="—" />
        <FunctionField<RaRecord>
          label="Before"
          render={(record) => <Json value={record.before} />}
        />
        <FunctionField<RaRecord> label="After" render={(record) => <Json value={record.after} />} />
        <FunctionField<RaRecord>
          label="Everything recorded"
          render={(record) => <Json value={record.details} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
