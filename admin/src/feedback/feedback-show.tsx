import { DateField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';

export default function FeedbackShow() {
  return (
    <Show title="Beta feedback">
      <SimpleShowLayout>
        <DateField source="created_at" label="Sent" showTime />
        <ReferenceField source="user_id" reference="users" label="From" link="show" />
        <TextField source="tab" label="Tab" emptyText="—" />
        <TextField source="message" label="Feedback" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
