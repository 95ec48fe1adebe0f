import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import type { BetaCatalog } from '../api/catalog';
import { CatalogGate } from '../components/catalog-gate';
import { betaFailureMessage } from '../model/beta-failure';
import type { BetaTabProps } from '../model/beta-tab';
import { AnalysisPanelBody } from '../shared/workspace/analysis-panel';
import { ChatPanelBody } from './chat-panel';
import { PanelFrame } from './panel-frame';
import { PanelToggles } from './panel-toggles';
import type { WorkspacePanel } from '../api/command-chat';
import { useFeatureSwitches } from '../../../lib/features/get-features';
import { availablePanels } from '../shared/workspace/workspace-model';
import { TemplatesPanelBody } from '../shared/workspace/templates-panel';
import { useWorkspaceChat } from './use-workspace-chat';
import {
  useWorkspaceDocument,
  WorkspaceInputError,
} from '../shared/workspace/use-workspace-document';
import { WorkspaceEditor } from '../shared/workspace/workspace-editor';
import { WorkspaceResult } from '../shared/workspace/workspace-result';
import { toastEnhanced } from '../../../components/usage/enhanced-toast';

function EnhancedWorkspace({ catalog, ...props }: BetaTabProps & { catalog: BetaCatalog }) {
  const doc = useWorkspaceDocument(catalog, props);
  const chat = useWorkspaceChat(catalog, doc);
  const toast = useToast();
  const resultRef = useRef<HTMLElement>(null);
  const [scrollToResult, setScrollToResult] = useState(0);
  const { switches } = useFeatureSwitches();
  const available = availablePanels(switches);
  const shows = (panel: WorkspacePanel) => available.some((entry) => entry.id === panel);
  const anyPanel = available.some((entry) => doc.panels[entry.id]);

  useEffect(() => {
    if (scrollToResult > 0)
      resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [scrollToResult]);

  const enhance = async () => {
    try {
      const outcome = await doc.enhance();
      toastEnhanced(toast, outcome.quality, outcome.chargeNote);
      setScrollToResult((count) => count + 1);
    } catch (error) {
      toast.error(
        error instanceof WorkspaceInputError
          ? error.message
          : betaFailureMessage(error, 'Enhancement failed - please try again'),
      );
    }
  };

  // The close button disappears with its panel: focus goes to the panel's switch instead.
  const close = (panel: keyof typeof doc.panels) => () => {
    doc.setPanel(panel, false);
    document.getElementById(`workspace-toggle-${panel}`)?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PanelToggles
        panels={doc.panels}
        available={available}
        onToggle={(panel) => doc.setPanel(panel)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            md: anyPanel ? 'minmax(0, 7fr) minmax(0, 5fr)' : '1fr',
          },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <WorkspaceEditor catalog={catalog} doc={doc} onEnhance={() => void enhance()} />
          {doc.outcome && (
            <WorkspaceResult ref={resultRef} catalog={catalog} outcome={doc.outcome} />
          )}
        </Box>
        <Box sx={{ display: anyPanel ? 'grid' : 'none', gap: 3, minWidth: 0 }}>
          <PanelFrame panel="chat" open={doc.panels.chat} onClose={close('chat')}>
            <ChatPanelBody entries={chat.entries} busy={chat.busy} onSend={chat.send} />
          </PanelFrame>
          {shows('analysis') && (
            <PanelFrame panel="analysis" open={doc.panels.analysis} onClose={close('analysis')}>
              <AnalysisPanelBody catalog={catalog} doc={doc} />
            </PanelFrame>
          )}
          {shows('templates') && (
            <PanelFrame panel="templates" open={doc.panels.templates} onClose={close('templates')}>
              <TemplatesPanelBody
                catalog={catalog}
                selected={doc.selectedTemplate}
                onApply={(template) => {
                  doc.applyTemplate(template);
                  toast.success(`Template "${template.name}" applied`);
                }}
              />
            </PanelFrame>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The flagship tab: text, settings, Enhance, the result with its score and changes, and three
 * panels (Templates, Analysis, AI Chat) that can be closed without losing what they hold.
 */
export function EnhancedWorkspaceTab(props: BetaTabProps) {
  return (
    <CatalogGate>{(catalog) => <EnhancedWorkspace catalog={catalog} {...props} />}</CatalogGate>
  );
}
