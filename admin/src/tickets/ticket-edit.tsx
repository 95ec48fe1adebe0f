import { Edit, SelectInput, SimpleForm, TextField } from 'react-admin';
import { choices, TICKET_PRIORITIES, TICKET_STATUSES } from '../lib/types';

export default function TicketEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <TextField source="subject" />
        <SelectInput source="status" choices={choices(TICKET_STATUSES)} />
        <SelectInput source="priority" choices={choices(TICKET_PRIORITIES)} />
      </SimpleForm>
    </Edit>
  );
}
