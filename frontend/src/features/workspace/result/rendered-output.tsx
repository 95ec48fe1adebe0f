import Box from '@mui/material/Box';
import { useMemo } from 'react';
import type { OutputFormat } from '../model/enhance-options';
import { renderOutputHtml } from './render-output';

const proseStyles = {
  fontSize: '1.02rem',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 2, mb: 1 },
  '& h1': { fontSize: '1.5rem' },
  '& h2': { fontSize: '1.3rem' },
  '& h3, & h4': { fontSize: '1.1rem' },
  '& p': { my: 1.25 },
  '& ul, & ol': { pl: 3, my: 1.25 },
  '& a': { color: 'primary.main' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
} as const;

/** The result as it will look: Markdown and HTML rendered (sanitised), plain text as written. */
export function RenderedOutput({ output, format }: { output: string; format: OutputFormat }) {
  const html = useMemo(
    () => (format === 'plain' ? null : renderOutputHtml(output, format)),
    [output, format],
  );
  if (html === null) {
    return (
      <Box
        data-testid="result-output"
        data-format="plain"
        sx={{ ...proseStyles, whiteSpace: 'pre-wrap' }}
      >
        {output}
      </Box>
    );
  }
  return (
    <Box
      data-testid="result-output"
      data-format={format}
      sx={proseStyles}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
