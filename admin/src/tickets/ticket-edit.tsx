import { Edit, SelectInput, SimpleForm, TextField } from 'react-admin';
import { choices, TICKET_PRIORITIES, TICKET_STATUSES } from '../lib/types';
import { SaveOnlyToolbar } from '../lib/save-only-toolbar';

export default function TicketEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextField source="subject" />
        <SelectInput source="status" choices={choices(TICKET_STATUSES)} />
        <SelectInput source="priority" choices={choices(TICKET_PRIORITIES)} />
      </SimpleForm>
    </Edit>
  );
}
