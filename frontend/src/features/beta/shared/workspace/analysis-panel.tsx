import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { choiceOf, labelOf, type BetaCatalog } from '../../api/catalog';
import { HeatLegend } from '../../components/heat-legend';
import { SentenceDetail } from '../../components/sentence-detail';
import { SentenceMap } from '../../components/sentence-map';
import { betaFailureMessage } from '../../model/beta-failure';
import { ToneProfile } from './tone-profile';
import { WorkspaceInputError, type WorkspaceDocument } from './use-workspace-document';

/** The heat map of the result (or of the input before there is one) and the result's tone profile. */
export function AnalysisPanelBody({
  catalog,
  doc,
}: {
  catalog: BetaCatalog;
  doc: WorkspaceDocument;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const toast = useToast();
  const { heat, outcome } = doc;
  const chosen = heat?.map.analysis.find((sentence) => sentence.id === selected);

  const analyze = async () => {
    try {
      await doc.analyze(doc.analysisMode);
      setSelected(null);
    } catch (error) {
      toast.error(
        error instanceof WorkspaceInputError
          ? error.message
          : betaFailureMessage(error, 'Analysis failed - please try again'),
      );
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Analysis mode"
          value={doc.analysisMode}
          onChange={(event) => {
            const mode = choiceOf(catalog.analysis_modes, event.target.value);
            if (mode) doc.setAnalysisMode(mode);
          }}
          sx={{ minWidth: 170 }}
        >
          {catalog.analysis_modes.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void analyze()} disabled={doc.analyzing}>
          {doc.analyzing ? 'Analysing…' : outcome ? 'Analyze result' : 'Analyze text'}
        </Button>
      </Box>
      {heat ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="workspace-heat-map">
          <Typography sx={{ fontWeight: 700 }}>
            {labelOf(catalog.analysis_modes, heat.map.metadata.analysis_mode)} score of{' '}
            {heat.of === 'result' ? 'the result' : 'your text'}:{' '}
            {Math.round(heat.map.overall_score * 100)} / 100
          </Typography>
          <HeatLegend bands={catalog.heat_bands} />
          <SentenceMap result={heat.map} selected={selected} onSelect={setSelected} />
          {chosen && <SentenceDetail sentence={chosen} />}
          {heat.map.suggestions.length > 0 && (
            <List dense aria-label="Suggestions">
              {heat.map.suggestions.map((suggestion) => (
                <ListItem key={suggestion} disableGutters>
                  {suggestion}
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Analyze to see each sentence shaded by how strongly it carries the mode you choose.
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4">
        Tone profile of the result
      </Typography>
      {outcome?.toneProfile ? (
        <ToneProfile catalog={catalog} profile={outcome.toneProfile} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {outcome
            ? 'The tone profile is measured for English results only.'
            : 'Enhance your text to see how strongly the result reads in each tone.'}
        </Typography>
      )}
    </>
  );
}
