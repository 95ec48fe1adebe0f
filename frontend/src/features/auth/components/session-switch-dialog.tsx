import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface SessionSwitchDialogProps {
  currentEmail: string;
  incomingEmail: string;
  onSwitch: () => void;
  onStay: () => void;
}

/** A link wants to sign in another account while one is signed in: only the person decides. */
export function SessionSwitchDialog({
  currentEmail,
  incomingEmail,
  onSwitch,
  onStay,
}: SessionSwitchDialogProps) {
  return (
    <Dialog open onClose={onStay} aria-labelledby="session-switch-title">
      <DialogTitle id="session-switch-title">Switch accounts?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are signed in as <strong>{currentEmail}</strong>. The link you opened would sign you
          in as <strong>{incomingEmail}</strong> instead. If you did not expect this, stay signed
          in.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSwitch}>Switch to {incomingEmail}</Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          Stay signed in as {currentEmail}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
