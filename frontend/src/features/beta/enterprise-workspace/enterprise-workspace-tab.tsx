import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useFeatureSwitches, type FeatureName } from '../../../lib/features/get-features';
import { switchedOn } from '../shared/workspace/workspace-model';
import type { BetaCatalog } from '../api/catalog';
import { CatalogGate } from '../components/catalog-gate';
import { AnalysisPanelBody } from '../shared/workspace/analysis-panel';
import { TemplatesPanelBody } from '../shared/workspace/templates-panel';
import {
  useWorkspaceDocument,
  WorkspaceInputError,
} from '../shared/workspace/use-workspace-document';
import { WorkspaceEditor } from '../shared/workspace/workspace-editor';
import { WorkspaceResult } from '../shared/workspace/workspace-result';
import { betaFailureMessage } from '../model/beta-failure';
import type { BetaTabProps } from '../model/beta-tab';
import { ProgressSteps } from './progress-steps';
import { RefinePanel } from './refine-panel';
import { ResultHeatMap } from './result-heat-map';
import { toastEnhanced } from '../../../components/usage/enhanced-toast';

const TABS: { id: EnterpriseTab; label: string; feature?: FeatureName }[] = [
  { id: 'templates', label: 'Templates', feature: 'beta_templates' },
  { id: 'enhance', label: 'Enhance' },
  { id: 'analyze', label: 'Analyze', feature: 'beta_heat_maps' },
  { id: 'refine', label: 'Refine' },
];
type EnterpriseTab = 'templates' | 'enhance' | 'analyze' | 'refine';

/** The settings that make up the Settings step, to see whether the person changed any. */
const settingsKey = (settings: object) => JSON.stringify(settings);

function EnterpriseWorkspace({ catalog, ...props }: BetaTabProps & { catalog: BetaCatalog }) {
  const doc = useWorkspaceDocument(catalog, props);
  const toast = useToast();
  const [tab, setTab] = useState<EnterpriseTab>('enhance');
  const [startingSettings] = useState(() => settingsKey(doc.settings));
  const [templateApplied, setTemplateApplied] = useState(false);
  const [refined, setRefined] = useState(false);
  const onRefined = useCallback(() => setRefined(true), []);
  const { switches } = useFeatureSwitches();
  const tabs = TABS.filter((entry) => switchedOn(switches, entry.feature));
  const heatMaps = switchedOn(switches, 'beta_heat_maps');

  const steps = [
    { label: 'Input', done: doc.text.trim().length >= 10 },
    {
      label: 'Settings',
      done:
        templateApplied || settingsKey(doc.settings) !== startingSettings || doc.outcome !== null,
    },
    { label: 'Enhanced', done: doc.outcome !== null },
    ...(heatMaps ? [{ label: 'Analyzed', done: doc.heat !== null }] : []),
    { label: 'Refined', done: refined },
  ];

  const enhance = async () => {
    try {
      const outcome = await doc.enhance();
      toastEnhanced(toast, outcome.quality, outcome.chargeNote);
    } catch (error) {
      toast.error(
        error instanceof WorkspaceInputError
          ? error.message
          : betaFailureMessage(error, 'Enhancement failed - please try again'),
      );
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <ProgressSteps steps={steps} />
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: EnterpriseTab) => setTab(next)}
          aria-label="Enterprise Workspace"
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((entry) => (
            <Tab
              key={entry.id}
              value={entry.id}
              label={entry.label}
              id={`enterprise-tab-${entry.id}`}
              aria-controls={`enterprise-panel-${entry.id}`}
            />
          ))}
        </Tabs>
        {tabs.map((entry) => (
          <Box
            key={entry.id}
            role="tabpanel"
            id={`enterprise-panel-${entry.id}`}
            aria-labelledby={`enterprise-tab-${entry.id}`}
            hidden={tab !== entry.id}
            sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
          >
            {/* Panels stay mounted: a draft in Refine survives a look at Analyze. */}
            {entry.id === 'templates' && (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <TemplatesPanelBody
                  catalog={catalog}
                  selected={doc.selectedTemplate}
                  onApply={(template) => {
                    doc.applyTemplate(template);
                    setTemplateApplied(true);
                    toast.success(`Template "${template.name}" applied`);
                    setTab('enhance');
                  }}
                />
              </Box>
            )}
            {entry.id === 'enhance' && (
              <WorkspaceEditor
                catalog={catalog}
                doc={doc}
                title="Enterprise Workspace"
                onEnhance={() => void enhance()}
              />
            )}
            {entry.id === 'analyze' && (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <AnalysisPanelBody catalog={catalog} doc={doc} />
              </Box>
            )}
            {entry.id === 'refine' && <RefinePanel doc={doc} onRefined={onRefined} />}
          </Box>
        ))}
      </Paper>
      {doc.outcome && (
        <>
          <WorkspaceResult catalog={catalog} outcome={doc.outcome} />
          {heatMaps && <ResultHeatMap catalog={catalog} doc={doc} />}
        </>
      )}
    </Box>
  );
}

/**
 * The Enterprise Workspace: Templates, Enhance, Analyze and Refine over one document, a progress
 * indicator that follows what the person has done, a language pair and a heat map over the result.
 */
export function EnterpriseWorkspaceTab(props: BetaTabProps) {
  return (
    <CatalogGate>{(catalog) => <EnterpriseWorkspace catalog={catalog} {...props} />}</CatalogGate>
  );
}
