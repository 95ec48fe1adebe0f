import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { choiceOf, type BetaCatalog } from '../api/catalog';
import { useHeatMap, type HeatMapResponse } from '../api/heat-map';
import { CatalogGate } from '../components/catalog-gate';
import { betaFailureMessage } from '../model/beta-failure';
import { countWords } from '../model/word-count';
import { HeatLegend } from '../components/heat-legend';
import { SentenceDetail } from '../components/sentence-detail';
import { SentenceMap } from '../components/sentence-map';

export const ANALYZE_EMPTY = 'Please enter some text to analyze';
export const ANALYZE_SHORT = 'Text too short for meaningful analysis - minimum 20 characters';

/** A sample for the Demo button; it is analysed for real like any other text. */
const DEMO_TEXT =
  'We missed our delivery date last week, and we are truly sorry. Your team counted on us. Starting today, every order ships within 48 hours, or the shipping is free. Could we call you on Thursday to walk you through the new plan? Reply to this e-mail and pick a time that suits you.';

function HeatMapStudio({ catalog }: { catalog: BetaCatalog }) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState(catalog.analysis_modes[0].value);
  const [result, setResult] = useState<HeatMapResponse | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const heatMap = useHeatMap();
  const toast = useToast();

  const analyze = (input: string) => {
    if (!input.trim()) return toast.error(ANALYZE_EMPTY);
    if (input.trim().length < 20) return toast.error(ANALYZE_SHORT);
    heatMap.mutate(
      { text: input, analysis_mode: mode },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setSelected(null);
          toast.success(`Analysed ${answer.metadata.total_sentences} sentences`);
        },
        onError: (error) =>
          toast.error(betaFailureMessage(error, 'Analysis failed - please try again')),
      },
    );
  };

  const demo = () => {
    setText(DEMO_TEXT);
    analyze(DEMO_TEXT);
  };

  const chosen = result?.analysis.find((sentence) => sentence.id === selected);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h2">
          Content Heat Maps
        </Typography>
        <TextField
          label="Text to analyse"
          multiline
          minRows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`${countWords(text)} words · at least 20 characters`}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            label="Analysis mode"
            value={mode}
            onChange={(event) => {
              const chosen = choiceOf(catalog.analysis_modes, event.target.value);
              if (chosen) setMode(chosen);
            }}
            sx={{ minWidth: 200 }}
            helperText={catalog.analysis_modes.find((option) => option.value === mode)?.description}
          >
            {catalog.analysis_modes.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => analyze(text)} disabled={heatMap.isPending}>
            {heatMap.isPending ? 'Analysing…' : 'Analyze'}
          </Button>
          <Button variant="outlined" onClick={demo} disabled={heatMap.isPending}>
            Demo
          </Button>
        </Box>
        <HeatLegend bands={catalog.heat_bands} />
      </Paper>
      {result && (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h3">
            Overall {labelFor(catalog, result.metadata.analysis_mode)} score:{' '}
            {Math.round(result.overall_score * 100)} / 100
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Click a sentence to see why it scores as it does.
          </Typography>
          {result.metadata.notes.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
          <SentenceMap result={result} selected={selected} onSelect={setSelected} />
          {chosen && <SentenceDetail sentence={chosen} />}
          <Typography variant="h6" component="h3">
            Suggestions
          </Typography>
          {result.suggestions.length > 0 ? (
            <List dense>
              {result.suggestions.map((suggestion) => (
                <ListItem key={suggestion}>{suggestion}</ListItem>
              ))}
            </List>
          ) : (
            <Typography>No suggestions: this text reads well in this mode.</Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}

const labelFor = (catalog: BetaCatalog, mode: string) =>
  (catalog.analysis_modes.find((option) => option.value === mode)?.label ?? mode).toLowerCase();

/** Sentence-by-sentence intensity of the person's text, measured by the server's analysis. */
export function HeatMapTab() {
  return <CatalogGate>{(catalog) => <HeatMapStudio catalog={catalog} />}</CatalogGate>;
}
