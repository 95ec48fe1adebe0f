import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  SimpleList,
} from 'react-admin';
import { FEEDBACK_TABS } from './feedback-tabs';
import { ResponsiveRows } from '../lib/responsive-rows';

const filters = [
  <SearchInput key="search" source="search" placeholder="Words or e-mail" alwaysOn />,
  <SelectInput
    key="tab"
    source="tab"
    label="Tab"
    choices={FEEDBACK_TABS}
    emptyText="All tabs"
    alwaysOn
  />,
];

/** Read-only: what people wrote in the beta studio's feedback box (CSV export included). */
export default function FeedbackList() {
  return (
    <List
      title="Beta feedback"
      filters={filters}
      debounce={300}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <ResponsiveRows
        phone={
          <SimpleList
            primaryText={(row) => row.email}
            secondaryText={(row) => row.tab ?? ''}
            tertiaryText={(row) => new Date(row.created_at).toLocaleDateString()}
            rowClick="show"
          />
        }
        wide={
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <DateField source="created_at" label="Sent" showTime />
            <TextField source="email" label="From" />
            <TextField source="tab" label="Tab" emptyText="—" />
            <TextField
              source="message"
              label="Feedback"
              sortable={false}
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            />
          </Datagrid>
        }
      />
    </List>
  );
}
