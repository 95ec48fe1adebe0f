import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SentenceAdvice } from '../api/enhance';

/** What the writer could change, tied to the sentence it is about. */
export function AdviceList({ advice }: { advice: SentenceAdvice[] }) {
  if (advice.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="advice-heading" sx={{ mt: 2 }} data-testid="advice">
      <Typography
        id="advice-heading"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        What you could change
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {advice.map((item) => (
          <Box
            component="li"
            key={`${item.sentence_index}-${item.message}`}
            sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
              “{item.sentence}”
            </Typography>
            <Typography variant="body2">{item.message}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
