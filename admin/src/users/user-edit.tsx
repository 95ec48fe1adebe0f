import { BooleanInput, Edit, SimpleForm, TextField } from 'react-admin';
import { SaveOnlyToolbar } from '../lib/save-only-toolbar';

/** The three switches staff may change; deactivation signs the user out everywhere at once. */
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextField source="email" label="E-mail" />
        <BooleanInput source="is_active" label="Active (off signs the user out everywhere)" />
        <BooleanInput source="is_premium" label="Premium (off moves the account to Free)" />
        <BooleanInput source="is_admin" label="Staff access" />
      </SimpleForm>
    </Edit>
  );
}
