import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { HeatMapResponse } from '../api/heat-map';

/** The sentence chosen on a heat map: its score and band, and what makes it score so. */
export function SentenceDetail({ sentence }: { sentence: HeatMapResponse['analysis'][number] }) {
  return (
    <Box aria-live="polite" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 700 }}>
        Sentence {sentence.id}: {Math.round(sentence.intensity * 100)} / 100 ({sentence.band})
      </Typography>
      {sentence.insights.length > 0 ? (
        <List dense>
          {sentence.insights.map((insight) => (
            <ListItem key={insight}>{insight}</ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">Nothing in this sentence stands out for this mode.</Typography>
      )}
    </Box>
  );
}
