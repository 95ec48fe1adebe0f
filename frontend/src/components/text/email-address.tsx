import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps only after its '@' or before a dot when the line is too short,
 * never in the middle of a word ('example.co / m').
 */
export function EmailAddress({ email, sx }: { email: string; sx?: SxProps<Theme> }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <Box
      component="strong"
      data-testid="email-address"
      sx={[
        { color: 'text.primary', overflowWrap: 'break-word' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
