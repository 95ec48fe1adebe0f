import {
  ChipField,
  Datagrid,
  DateField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  SimpleList,
} from 'react-admin';
import { choices, TICKET_PRIORITIES, TICKET_STATUSES, type AdminTicket } from '../lib/types';
import { ResponsiveRows } from '../lib/responsive-rows';

// The queue opens on every ticket still waiting on staff, so one moved to in_progress stays in view.
const STATUS_CHOICES = [
  { id: 'unresolved', name: 'Unresolved (open + in progress)' },
  ...choices(TICKET_STATUSES),
];

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
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
      filterDefaultValues={{ status: 'unresolved' }}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <ResponsiveRows
        phone={
          <SimpleList<AdminTicket>
            primaryText={(ticket) => ticket.subject}
            secondaryText={(ticket) =>
              `${ticket.user_email} · ${ticket.status.replace('_', ' ')} · ${ticket.priority}`
            }
            tertiaryText={(ticket) => new Date(ticket.created_at).toLocaleDateString()}
            rowClick="show"
          />
        }
        wide={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="subject" />
            <TextField source="user_email" label="From" sortable={false} />
            <ChipField source="status" />
            <ChipField source="priority" variant="outlined" />
            <TextField source="category" sortable={false} />
            <NumberField source="reply_count" label="Replies" sortable={false} />
            <DateField source="created_at" label="Opened" showTime />
          </Datagrid>
        }
      />
    </List>
  );
}
