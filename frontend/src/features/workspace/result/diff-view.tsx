import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import type { SentenceHunk } from '../model/sentence-changes';
import { DiffWords } from '../../../components/text/diff-words';
import { describeDiffStats, diffStats, wordDiff } from '../../../lib/word-diff';

interface DiffViewProps {
  input: string;
  rewritten: string;
  hunks: SentenceHunk[];
  rejected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * What the rewrite changed, sentence by sentence: each change shows its words struck through
 * or marked, and can be rejected (the original sentence comes back) or accepted again.
 */
export function DiffView({ input, rewritten, hunks, rejected, onToggle }: DiffViewProps) {
  const stats = useMemo(() => diffStats(wordDiff(input, rewritten)), [input, rewritten]);
  const changes = hunks.filter((hunk) => hunk.kind === 'change').length;

  return (
    <Box data-testid="diff-view">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {changes === 0
          ? 'No sentence was changed.'
          : `${changes} changed ${changes === 1 ? 'sentence' : 'sentences'}, ${rejected.size} rejected · ${describeDiffStats(stats)}`}
      </Typography>
      <Box sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, overflowWrap: 'anywhere' }}>
        {hunks.map((hunk, index) => {
          if (hunk.kind === 'same') return <span key={index}>{hunk.text}</span>;
          const isRejected = rejected.has(hunk.id);
          const shown = isRejected ? hunk.before : hunk.after;
          const label = `change ${hunk.id + 1} of ${changes}`;
          return (
            <Box
              key={index}
              component="span"
              data-testid="sentence-change"
              data-state={isRejected ? 'rejected' : 'accepted'}
            >
              {isRejected ? (
                <Box component="span" sx={{ bgcolor: 'action.hover', borderRadius: '4px' }}>
                  <Box component="span" sx={visuallyHidden}>
                    {' kept original: '}
                  </Box>
                  {hunk.before.trimEnd() || '(sentence left out)'}
                </Box>
              ) : (
                <DiffWords tokens={wordDiff(hunk.before.trimEnd(), hunk.after.trimEnd())} />
              )}
              <Button
                size="small"
                variant="text"
                color={isRejected ? 'primary' : 'inherit'}
                aria-label={isRejected ? `Accept ${label}` : `Reject ${label}`}
                onClick={() => onToggle(hunk.id)}
                sx={{
                  minWidth: 0,
                  py: 0,
                  px: 0.75,
                  mx: 0.5,
                  fontSize: '0.75rem',
                  lineHeight: 1.6,
                  verticalAlign: 'baseline',
                }}
              >
                {isRejected ? 'Accept' : 'Reject'}
              </Button>
              {/\s*$/.exec(shown)?.[0]}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
