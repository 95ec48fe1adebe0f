import { BooleanInput, Edit, SimpleForm, TextField, TextInput } from 'react-admin';

export default function FeatureToggleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextField source="feature_name" label="Name" />
        <BooleanInput source="is_enabled" label="Enabled for everyone" />
        <TextInput source="description" fullWidth />
      </SimpleForm>
    </Edit>
  );
}
