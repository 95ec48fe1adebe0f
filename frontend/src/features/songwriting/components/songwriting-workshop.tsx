import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSongwritingOptions } from '../api/songwriting';
import type { SongwritingOptions } from '../api/types';
import { useSongWorkshop } from '../hooks/use-song-workshop';
import { AnalysisTab } from './analysis-tab';
import { ChatTab } from './chat-tab';
import { EnhancedTab } from './enhanced-tab';
import { FormulasTab } from './formulas-tab';
import { WriteTab } from './write-tab';

const TABS = [
  ['write', 'Write and Edit'],
  ['enhanced', 'Enhanced Version'],
  ['analysis', 'Emotional Analysis'],
  ['formulas', 'Song Formulas'],
  ['chat', 'Creative Chat'],
] as const;
type WorkshopTab = (typeof TABS)[number][0];

/** The Songwriting Workshop of the beta studio: write, analyse, enhance, formulas and chat. */
export function SongwritingWorkshop() {
  const options = useSongwritingOptions();
  if (options.isPending)
    return <Typography color="text.secondary">Opening the songwriting workshop…</Typography>;
  if (options.isError)
    return (
      <Alert severity="error">
        The songwriting workshop could not be opened. Please reload the page.
      </Alert>
    );
  return <Workshop options={options.data} />;
}

function Workshop({ options }: { options: SongwritingOptions }) {
  const [tab, setTab] = useState<WorkshopTab>('write');
  const workshop = useSongWorkshop(options, setTab);
  const { toast } = workshop;
  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        Songwriting Workshop
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: WorkshopTab) => setTab(value)}
        variant="scrollable"
        aria-label="Songwriting workshop"
        sx={{ mb: 3 }}
      >
        {TABS.map(([value, label]) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`song-tab-${value}`}
            aria-controls={`song-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`song-panel-${tab}`} aria-labelledby={`song-tab-${tab}`}>
        {tab === 'write' && (
          <WriteTab
            lyrics={workshop.lyrics}
            onLyricsChange={workshop.setLyrics}
            settings={workshop.settings}
            onSettingChange={workshop.setSetting}
            options={options}
            analysis={workshop.analysis}
            analyzing={workshop.analyzing}
            enhancing={workshop.enhancing}
            saving={workshop.saving}
            onAnalyze={workshop.analyze}
            onEnhance={() => workshop.enhance(false)}
            onSave={workshop.save}
            onNew={workshop.reset}
            onOpen={workshop.open}
            onDeleted={workshop.forget}
          />
        )}
        {tab === 'enhanced' && (
          <EnhancedTab
            original={workshop.enhancedFrom}
            result={workshop.result}
            busy={workshop.enhancing}
            onUse={workshop.useEnhanced}
            onAcceptRhyme={workshop.acceptRhyme}
            onFeedbackLoop={() => workshop.enhance(true)}
          />
        )}
        {tab === 'analysis' && (
          <AnalysisTab
            analysis={workshop.analysis}
            emotional={workshop.analysis?.emotional_analysis ?? null}
          />
        )}
        {tab === 'formulas' && (
          <FormulasTab formulas={options.formulas} onStart={workshop.startFrom} />
        )}
        {tab === 'chat' && (
          <ChatTab
            messages={workshop.chat}
            busy={workshop.chatting}
            onSend={workshop.ask}
            onClear={workshop.clearChat}
          />
        )}
      </Box>
      <Snackbar
        key={toast?.id}
        open={Boolean(toast)}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== 'clickaway' && workshop.dismissToast()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={workshop.dismissToast}
            role={toast.severity === 'error' ? 'alert' : 'status'}
          >
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
