import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';
import type { AnalyzedLine } from '../api/types';
import { linesBySource } from '../model/lyric-lines';

const LINE_HEIGHT = 26;

/**
 * The lyric textarea with a margin that shows, beside each sung line, its syllable count and
 * rhyme letter (amber when the line breaks its section's meter). The margin scrolls with the text.
 */
export function LyricsEditor({
  value,
  onChange,
  lines,
}: {
  value: string;
  onChange: (value: string) => void;
  lines: readonly AnalyzedLine[] | undefined;
}) {
  const margin = useRef<HTMLDivElement>(null);
  const bySource = linesBySource(lines);
  const rows = Math.max(14, value.split('\n').length + 1);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          ref={margin}
          aria-hidden="true"
          data-testid="lyrics-margin"
          sx={{
            width: 64,
            flexShrink: 0,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            py: 1,
            height: rows * LINE_HEIGHT + 16,
            maxHeight: 560,
          }}
        >
          {value.split('\n').map((_, index) => {
            const line = bySource.get(index);
            return (
              <Typography
                key={index}
                component="div"
                title={
                  line
                    ? `${line.syllables} syllables, rhyme ${line.rhyme_letter}${line.breaks_meter ? ', breaks the meter' : ''}`
                    : undefined
                }
                sx={{
                  height: LINE_HEIGHT,
                  lineHeight: `${LINE_HEIGHT}px`,
                  fontSize: 13,
                  fontFamily: 'monospace',
                  textAlign: 'right',
                  pr: 1,
                  color: line?.breaks_meter ? 'warning.dark' : 'text.secondary',
                  fontWeight: line?.breaks_meter ? 700 : 400,
                }}
              >
                {line ? `${line.syllables} ${line.rhyme_letter}` : ''}
              </Typography>
            );
          })}
        </Box>
        <Box
          component="textarea"
          id="song-lyrics"
          aria-label="Lyrics"
          aria-describedby="lyrics-help"
          wrap="off"
          spellCheck
          value={value}
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
          onScroll={(event: React.UIEvent<HTMLTextAreaElement>) => {
            if (margin.current) margin.current.scrollTop = event.currentTarget.scrollTop;
          }}
          placeholder={'[Verse 1]\nWrite your first line here\n\n[Chorus]\n…'}
          sx={{
            flex: 1,
            border: 0,
            outline: 0,
            resize: 'none',
            py: 1,
            px: 1.5,
            fontFamily: 'inherit',
            fontSize: 16,
            lineHeight: `${LINE_HEIGHT}px`,
            height: rows * LINE_HEIGHT + 16,
            maxHeight: 560,
            overflow: 'auto',
            bgcolor: 'transparent',
            color: 'text.primary',
            '&:focus-visible': {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
          }}
        />
      </Box>
      {/* The margin is drawn for the eye; this is the same information for screen readers. */}
      <div style={visuallyHidden} aria-live="polite" id="lyrics-line-details">
        {lines?.length
          ? lines
              .map(
                (line) =>
                  `Line ${line.index + 1}: ${line.syllables} syllables, rhyme ${line.rhyme_letter}${line.breaks_meter ? ', breaks the meter' : ''}.`,
              )
              .join(' ')
          : ''}
      </div>
    </>
  );
}
