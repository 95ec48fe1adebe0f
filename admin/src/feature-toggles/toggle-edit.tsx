import { BooleanInput, Edit, SimpleForm, TextField, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../lib/save-only-toolbar';

export default function FeatureToggleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextField source="feature_name" label="Name" />
        <BooleanInput source="is_enabled" label="Enabled for everyone" />
        <TextInput source="description" fullWidth />
      </SimpleForm>
    </Edit>
  );
}
