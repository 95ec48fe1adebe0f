import Alert from '@mui/material/Alert';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { PAYMENT_MESSAGES } from '../model/payment-messages';

/** On every payment screen while the built-in test provider is active. */
export function TestModeNotice() {
  return (
    <Alert
      severity="info"
      icon={<ScienceOutlinedIcon />}
      data-testid="test-mode-notice"
      sx={{ fontWeight: 600 }}
    >
      {PAYMENT_MESSAGES.testMode}
    </Alert>
  );
}
