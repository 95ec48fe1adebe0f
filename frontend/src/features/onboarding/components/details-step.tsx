import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';

interface DetailsStepProps {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  error: string | null;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  onContinue: () => void;
}

/** Step 1: names, with the e-mail and username shown read-only. */
export function DetailsStep({
  firstName,
  lastName,
  email,
  username,
  error,
  onFirstNameChange,
  onLastNameChange,
  onContinue,
}: DetailsStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  const missingFirst = Boolean(error) && firstName.trim() === '';
  const missingLast = Boolean(error) && lastName.trim() === '';

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="First name"
          name="given-name"
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => onFirstNameChange(event.target.value)}
          error={missingFirst}
          helperText={missingFirst ? error : undefined}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Last name"
          name="family-name"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => onLastNameChange(event.target.value)}
          error={missingLast}
          helperText={missingLast ? error : undefined}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <TextField
        label="Email"
        value={email}
        fullWidth
        helperText="The address you verified. It cannot be changed here."
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        label="Username"
        value={username}
        fullWidth
        helperText="Taken from your e-mail address."
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" sx={{ minWidth: 160 }}>
          Continue
        </Button>
      </Box>
    </Box>
  );
}
