import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import { diffStats, wordDiff } from '../model/word-diff';

/** What the rewrite changed, word by word: removed words struck through, added ones marked. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const tokens = useMemo(() => wordDiff(before, after), [before, after]);
  const stats = useMemo(() => diffStats(tokens), [tokens]);

  return (
    <Box data-testid="diff-view">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
          +{stats.added}
        </Box>{' '}
        words added,{' '}
        <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
          −{stats.removed}
        </Box>{' '}
        removed, {stats.kept} kept
      </Typography>
      <Box sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, overflowWrap: 'anywhere' }}>
        {tokens.map((token, index) => {
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
        })}
      </Box>
    </Box>
  );
}
