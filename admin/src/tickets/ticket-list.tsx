import {
  ChipField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices, TICKET_PRIORITIES, TICKET_STATUSES } from '../lib/types';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choices(TICKET_STATUSES)}
    emptyText="Any status"
    alwaysOn
  />,
  <SelectInput
    key="priority"
    source="priority"
    choices={choices(TICKET_PRIORITIES)}
    emptyText="Any priority"
    alwaysOn
  />,
  <SearchInput key="search" source="search" placeholder="Subject or e-mail" alwaysOn />,
];

export default function TicketList() {
  return (
    <List
      title="Support"
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="subject" />
        <TextField source="user_email" label="From" sortable={false} />
        <ChipField source="status" />
        <ChipField source="priority" variant="outlined" />
        <TextField source="category" sortable={false} />
        <NumberField source="reply_count" label="Replies" sortable={false} />
        <DateField source="created_at" label="Opened" showTime />
      </Datagrid>
    </List>
  );
}
