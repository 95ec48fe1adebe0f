import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { labelOf, type BetaCatalog } from '../api/catalog';
import {
  WorkspaceInputError,
  type WorkspaceDocument,
} from '../shared/workspace/use-workspace-document';
import { HeatLegend } from '../components/heat-legend';
import { SentenceMap } from '../components/sentence-map';
import { betaFailureMessage } from '../model/beta-failure';

/** The heat-map toggle over the result: on, the result's sentences shaded in the chosen mode. */
export function ResultHeatMap({ catalog, doc }: { catalog: BetaCatalog; doc: WorkspaceDocument }) {
  const [on, setOn] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const analysed = useRef<string | null>(null);
  const toast = useToast();
  const text = doc.outcome?.text ?? '';
  const { analyze, analysisMode } = doc;

  // On, and the result (or the mode) changed since it was shaded: shade it again.
  useEffect(() => {
    const key = `${analysisMode}|${text}`;
    if (!on || !text || analysed.current === key) return;
    analysed.current = key;
    analyze(analysisMode).catch((error: unknown) => {
      analysed.current = null;
      setOn(false);
      toast.error(
        error instanceof WorkspaceInputError
          ? error.message
          : betaFailureMessage(error, 'Analysis failed - please try again'),
      );
    });
  }, [on, text, analysisMode, analyze, toast]);

  const heat = doc.heat?.of === 'result' ? doc.heat.map : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(_, checked) => setOn(checked)} />}
        label={`Heat map over the result (${labelOf(catalog.analysis_modes, analysisMode)})`}
      />
      {on && (doc.analyzing || !heat) && (
        <Typography variant="body2" color="text.secondary" role="status">
          Shading the result…
        </Typography>
      )}
      {on && heat && !doc.analyzing && (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="enterprise-heat-map">
          <Typography sx={{ fontWeight: 700 }}>
            {labelOf(catalog.analysis_modes, heat.metadata.analysis_mode)} score of the result:{' '}
            {Math.round(heat.overall_score * 100)} / 100
          </Typography>
          <HeatLegend bands={catalog.heat_bands} />
          <SentenceMap result={heat} selected={selected} onSelect={setSelected} />
        </Box>
      )}
    </Paper>
  );
}
