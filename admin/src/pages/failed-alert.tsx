import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The spec's failure message with a way to try again. */
export function FailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
