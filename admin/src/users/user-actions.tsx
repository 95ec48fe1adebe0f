import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import type { AdminUser } from '../lib/types';
import { saveJson } from '../lib/save-json';

function useUserChange() {
  const [update, { isPending }] = useUpdate<AdminUser>();
  const notify = useNotify();
  const change = (record: AdminUser, data: Partial<AdminUser>, done: string) =>
    update(
      'users',
      { id: record.id, data, previousData: record },
      {
        onSuccess: () => notify(done, { type: 'info' }),
        onError: (error) =>
          notify((error as Error).message || 'Failed to update user', { type: 'error' }),
      },
    );
  return { change, isPending };
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** Activate or deactivate; deactivation (asked to confirm first) signs the user out at once. */
export function ActiveToggleButton() {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const { change, isPending } = useUserChange();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const self = identity?.id === record.id;
  const toggle = () =>
    change(
      record,
      { is_active: !record.is_active },
      record.is_active ? `${record.email} deactivated and signed out` : `${record.email} activated`,
    );
  return (
    <>
      <Button
        label={record.is_active ? 'Deactivate' : 'Activate'}
        color={record.is_active ? 'error' : 'primary'}
        disabled={isPending || (self && record.is_active)}
        title={self ? 'You cannot deactivate your own account' : undefined}
        aria-label={`${record.is_active ? 'Deactivate' : 'Activate'} ${record.email}`}
        onClick={(event) => {
          stop(event);
          if (record.is_active) setConfirming(true);
          else void toggle();
        }}
      >
        {record.is_active ? <BlockIcon /> : <CheckCircleOutlineIcon />}
      </Button>
      {/* The dialog is portalled, but its clicks still bubble to the list row in React. */}
      <span onClick={stop}>
        <Confirm
          isOpen={confirming}
          loading={isPending}
          title={`Deactivate ${record.email}?`}
          content="They are signed out everywhere at once and cannot sign in until reactivated."
          confirm="Deactivate"
          confirmColor="warning"
          onConfirm={() => {
            setConfirming(false);
            void toggle();
          }}
          onClose={() => setConfirming(false)}
        />
      </span>
    </>
  );
}

export function PremiumToggleButton() {
  const record = useRecordContext<AdminUser>();
  const { change, isPending } = useUserChange();
  if (!record) return null;
  return (
    <Button
      label={record.is_premium ? 'Remove Premium' : 'Make Premium'}
      disabled={isPending}
      aria-label={`${record.is_premium ? 'Remove Premium from' : 'Make Premium'} ${record.email}`}
      onClick={(event) => {
        stop(event);
        void change(
          record,
          { is_premium: !record.is_premium },
          record.is_premium ? `${record.email} moved to Free` : `${record.email} is now Premium`,
        );
      }}
    >
      <WorkspacePremiumIcon />
    </Button>
  );
}

/** A subject access request: everything held about the user, as a JSON file (logged). */
export function ExportUserDataButton() {
  const record = useRecordContext<AdminUser>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Button
      label="Export data"
      onClick={async (event) => {
        stop(event);
        try {
          const { data } = await dataProvider.exportUserData(record.id);
          saveJson(
            `resonate-data-${record.email}-${new Date().toISOString().slice(0, 10)}.json`,
            data,
          );
          notify('Data exported (recorded in the audit log)', { type: 'info' });
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
        }
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
