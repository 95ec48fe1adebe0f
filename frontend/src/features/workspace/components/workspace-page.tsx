import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { User } from '../../../lib/auth/user';
import { useHistoryList } from '../api/history';
import { useProjectList } from '../api/projects';
import { ExportDialog } from '../export/export-dialog';
import { HistoryTab } from '../history/history-tab';
import { useEnhance } from '../hooks/use-enhance';
import { DEFAULT_SETTINGS, type EnhanceSettings } from '../model/enhance-options';
import { hasPremiumFeatures } from '../model/premium';
import { resultFromEnhance, withVersion, type WorkspaceResult } from '../model/workspace-result';
import { ProjectsTab } from '../projects/projects-tab';
import { SaveProjectDialog } from '../projects/save-project-dialog';
import { ResultPanel } from '../result/result-panel';
import { EnhanceForm } from './enhance-form';
import { WorkspaceTabs, type WorkspaceTab } from './workspace-tabs';
import { ListLoading } from './list-states';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';

// Charts are the heaviest part of the screen and only Premium opens them.
const AnalyticsTab = lazy(async () => ({
  default: (await import('../analytics/analytics-tab')).AnalyticsTab,
}));

type Dialog = 'export' | 'save-project' | null;

function Panel({
  tab,
  active,
  children,
}: {
  tab: WorkspaceTab;
  active: boolean;
  children: ReactNode;
}) {
  if (!active) return null;
  return (
    <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
      {children}
    </Box>
  );
}

/** The signed-in main screen: write and enhance, then history, projects and analytics. */
export function WorkspacePage({ user }: { user: User }) {
  const premium = hasPremiumFeatures(user);
  const [tab, setTab] = useState<WorkspaceTab>('workspace');
  const [text, setText] = useState('');
  const [settings, setSettings] = useState<EnhanceSettings>(DEFAULT_SETTINGS);
  const [result, setResult] = useState<WorkspaceResult | null>(null);
  const [loadKey, setLoadKey] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const history = useHistoryList();
  const projects = useProjectList(premium);
  const { openUpgrade } = useUpgradePrompt();
  const { enhance, isPending, streamingText, failure, clearFailure } = useEnhance(
    (request, answer, draft) => {
      const { text: input, ...used } = request;
      setResult(resultFromEnhance(input, used, answer, draft));
    },
  );

  const open = (opened: WorkspaceResult) => {
    setText(opened.input);
    setSettings(opened.settings);
    setResult(opened);
    setLoadKey((key) => key + 1);
    clearFailure();
    setTab('workspace');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const saveProject = () => {
    if (premium) setDialog('save-project');
    else openUpgrade('premium-feature');
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography
        variant="h2"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}
      >
        {user.first_name
          ? `Hi ${user.first_name}, what shall we rewrite?`
          : 'What shall we rewrite?'}
      </Typography>
      <WorkspaceTabs
        value={tab}
        onChange={setTab}
        premium={premium}
        historyCount={history.data?.total}
        projectCount={projects.data?.total}
      />

      <Panel tab="workspace" active={tab === 'workspace'}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <EnhanceForm
            text={text}
            onTextChange={setText}
            settings={settings}
            onSettingsChange={(changes) => setSettings((current) => ({ ...current, ...changes }))}
            onEnhance={() => enhance({ text, ...settings })}
            isPending={isPending}
            failure={failure}
            onUpgrade={() =>
              openUpgrade(failure?.kind === 'premium' ? 'premium-feature' : 'free-limit')
            }
            loadKey={loadKey}
          />
          <ResultPanel
            // A new result or another version starts with no changes undone.
            key={
              result
                ? `${result.source.kind}-${result.source.id}-${result.rewritten.length}`
                : 'empty'
            }
            result={result}
            isPending={isPending}
            streamingText={streamingText}
            onExport={() => setDialog('export')}
            onSaveProject={saveProject}
            onChooseOutput={(output) => setResult((current) => current && { ...current, output })}
            onChooseVersion={(version) =>
              setResult((current) => current && withVersion(current, version))
            }
          />
        </Box>
      </Panel>
      <Panel tab="history" active={tab === 'history'}>
        <HistoryTab onOpen={open} />
      </Panel>
      <Panel tab="projects" active={tab === 'projects'}>
        <ProjectsTab premium={premium} onOpen={open} />
      </Panel>
      {premium && (
        <Panel tab="analytics" active={tab === 'analytics'}>
          <Suspense fallback={<ListLoading label="Loading analytics" />}>
            <AnalyticsTab onOpen={open} />
          </Suspense>
        </Panel>
      )}

      {result && dialog === 'export' && (
        <ExportDialog open onClose={() => setDialog(null)} result={result} premium={premium} />
      )}
      {result && dialog === 'save-project' && (
        <SaveProjectDialog result={result} onClose={() => setDialog(null)} />
      )}
    </Container>
  );
}
