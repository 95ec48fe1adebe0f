import Box from '@mui/material/Box';
import { visuallyHidden } from '../a11y/visually-hidden';
import type { DiffToken } from '../../lib/word-diff';

/** Words a rewrite added (marked) and removed (struck through), announced as such to readers. */
export function DiffWords({ tokens }: { tokens: DiffToken[] }) {
  return tokens.map((token, index) => {
    if (token.kind === 'same') return <span key={index}>{token.text}</span>;
    const added = token.kind === 'added';
    return (
      <Box
        key={index}
        component={added ? 'ins' : 'del'}
        data-diff={token.kind}
        sx={{
          textDecoration: added ? 'none' : 'line-through',
          bgcolor: added ? 'rgba(21, 128, 61, 0.14)' : 'rgba(185, 28, 28, 0.1)',
          color: added ? 'success.dark' : 'error.dark',
          borderRadius: '4px',
          px: '2px',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {added ? ' added: ' : ' removed: '}
        </Box>
        {token.text}
      </Box>
    );
  });
}
