import Switch from '@mui/material/Switch';
import { useNotify, useRecordContext, useUpdate, type RaRecord } from 'react-admin';

interface FeatureToggle extends RaRecord {
  feature_name: string;
  is_enabled: boolean;
  description: string;
}

/** Flips a feature for every user; the API's instances follow within a second. */
export function ToggleSwitch() {
  const record = useRecordContext<FeatureToggle>();
  const [update, { isPending }] = useUpdate<FeatureToggle>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Switch
      checked={record.is_enabled}
      slotProps={{
        input: { 'aria-label': `${record.description || record.feature_name} enabled` },
      }}
      onClick={(event) => event.stopPropagation()}
      // Ignored while a change is saving rather than disabled: a disabled switch drops the
      // keyboard's focus to the page.
      onChange={(_event, checked) =>
        !isPending &&
        void update(
          'feature-toggles',
          { id: record.id, data: { is_enabled: checked }, previousData: record },
          {
            onSuccess: () =>
              notify(
                `${record.description || record.feature_name} ${checked ? 'enabled' : 'disabled'}`,
                {
                  type: 'info',
                },
              ),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}
