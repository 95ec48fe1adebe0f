import { DateField, Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { TicketReplyForm, TicketStatusControls } from './ticket-reply';
import { TicketThread } from './ticket-thread';

export default function TicketShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="subject" variant="h6" label={false} />
        <TextField source="user_email" label="From" />
        <TextField source="category" />
        <DateField source="created_at" label="Opened" showTime />
        <Labeled label="Status and priority">
          <TicketStatusControls />
        </Labeled>
        <TicketThread />
        <TicketReplyForm />
      </SimpleShowLayout>
    </Show>
  );
}
