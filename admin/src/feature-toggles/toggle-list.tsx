import { Datagrid, DateField, List, TextField, SimpleList } from 'react-admin';
import { ToggleSwitch } from './toggle-switch';
import { ResponsiveRows } from '../lib/responsive-rows';

export default function FeatureToggleList() {
  return (
    <List
      title="Feature toggles"
      pagination={false}
      perPage={100}
      exporter={false}
      sort={{ field: 'feature_name', order: 'ASC' }}
    >
      <ResponsiveRows
        phone={
          <SimpleList
            primaryText={(toggle) => toggle.description}
            secondaryText={(toggle) =>
              `${toggle.feature_name} · ${toggle.is_enabled ? 'on' : 'off'}`
            }
            rowClick="edit"
          />
        }
        wide={
          <Datagrid bulkActionButtons={false} rowClick="edit">
            <TextField source="description" label="Feature" sortable={false} />
            <TextField source="feature_name" label="Name" sortable={false} />
            <ToggleSwitch />
            <TextField
              source="updated_by"
              label="Changed by"
              emptyText="(default)"
              sortable={false}
            />
            <DateField source="updated_at" label="Changed" showTime sortable={false} />
          </Datagrid>
        }
      />
    </List>
  );
}
