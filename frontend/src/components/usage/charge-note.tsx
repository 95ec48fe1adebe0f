import Alert, { type AlertProps } from '@mui/material/Alert';

interface ChargeNoteProps {
  /** The answer's `charged`: false when the result did not use the plan. */
  charged: boolean | undefined;
  /** The answer's `charge_note` ("Nothing changed, so this did not use your plan…" and why). */
  note: string | null | undefined;
  sx?: AlertProps['sx'];
}

/** Beside any result that did not use the plan: says so, with the reason, on every screen alike. */
export function ChargeNote({ charged, note, sx }: ChargeNoteProps) {
  if (charged !== false || !note) return null;
  return (
    <Alert severity="success" sx={sx} data-testid="charge-note" role="status">
      {note}
    </Alert>
  );
}
