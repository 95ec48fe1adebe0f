import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  TOAST_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastSeverity,
} from './toast-context';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** One toast at a time: a new one replaces the current one and restarts the 5 s timer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);

  const api = useMemo<ToastApi>(() => {
    const show = (message: string, severity: ToastSeverity = 'info') => {
      nextId.current += 1;
      setToast({ id: nextId.current, message, severity });
      setOpen(true);
    };
    return {
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      warning: (message) => show(message, 'warning'),
      info: (message) => show(message, 'info'),
      dismiss: () => setOpen(false),
    };
  }, []);

  const handleClose = (_event: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const urgent = toast?.severity === 'error' || toast?.severity === 'warning';

  return (
    <ToastContext value={api}>
      {children}
      {toast && (
        <Snackbar
          key={toast.id}
          open={open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={handleClose}
          // Primary actions (Continue, a dialog's buttons, Cancel subscription) sit low on the page:
          // toasts show at the top, under the header, where no action is.
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          sx={{ top: { xs: 72, md: 84 } }}
          slotProps={{ transition: { onExited: () => setToast(null) } }}
        >
          <Alert
            variant="filled"
            severity={toast.severity}
            role={urgent ? 'alert' : 'status'}
            aria-live={urgent ? 'assertive' : 'polite'}
            onClose={() => setOpen(false)}
            closeText="Close notification"
            sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 6 }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext>
  );
}
