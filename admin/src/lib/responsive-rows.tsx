import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';

/** A list's table on wide screens, its one-line-a-record form on a phone (no sideways scroll). */
export function ResponsiveRows({ phone, wide }: { phone: ReactElement; wide: ReactElement }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return narrow ? phone : wide;
}
