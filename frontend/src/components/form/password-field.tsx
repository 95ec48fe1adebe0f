import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Controlled visibility, for a pair of fields that share one toggle. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Hide the eye button (the paired field shows it). */
  hideToggle?: boolean;
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  visible,
  onVisibleChange,
  hideToggle = false,
  slotProps,
  ...props
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    if (onVisibleChange) onVisibleChange(!shown);
    else setOwnVisible(!shown);
  };
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: hideToggle
          ? slotProps?.input
          : {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={toggle}
                    edge="end"
                    aria-label={shown ? 'Hide password' : 'Show password'}
                    aria-pressed={shown}
                  >
                    {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
      }}
    />
  );
}
