import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { HeatMapResponse } from '../api/heat-map';
import { BAND_COLOURS, wordShade } from '../model/heat-colours';
import { shadeSentences } from '../model/word-shading';

interface SentenceMapProps {
  result: HeatMapResponse;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Each sentence shaded by its band, each word by its own intensity; a sentence is a button. */
export function SentenceMap({ result, selected, onSelect }: SentenceMapProps) {
  const shaded = shadeSentences(result.analysis, result.word_analysis);
  return (
    <Box sx={{ lineHeight: 2.2 }} data-testid="heat-map-sentences">
      {result.analysis.map((sentence, index) => (
        <ButtonBase
          key={sentence.id}
          onClick={() => onSelect(sentence.id)}
          aria-pressed={selected === sentence.id}
          aria-label={`Sentence ${sentence.id}, ${sentence.band}, ${Math.round(sentence.intensity * 100)} of 100: ${sentence.text}`}
          sx={{
            display: 'inline',
            textAlign: 'left',
            font: 'inherit',
            bgcolor: BAND_COLOURS[sentence.band],
            color: '#111827',
            px: 0.5,
            mr: 0.5,
            borderRadius: 0.5,
            outline: selected === sentence.id ? '2px solid #1d4ed8' : 'none',
            '&:focus-visible': { outline: '2px solid #1d4ed8' },
          }}
        >
          {shaded[index].map((piece, pieceIndex) => (
            <Box
              component="span"
              key={pieceIndex}
              sx={
                piece.intensity
                  ? { bgcolor: wordShade(piece.intensity), borderRadius: 0.5 }
                  : undefined
              }
            >
              {piece.text}
            </Box>
          ))}
        </ButtonBase>
      ))}
    </Box>
  );
}
