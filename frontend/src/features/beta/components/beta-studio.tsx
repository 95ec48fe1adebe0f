import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs, { type TabsActions } from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useFeatureSwitches } from '../../../lib/features/get-features';
import { currentTab, isBuilt, visibleTabs, type BetaTabDefinition } from '../model/beta-tab';
import { DEFAULT_STUDIO_SETTINGS, type StudioSettings } from '../model/studio-settings';
import { FeedbackBox } from './feedback-box';
import { NotBuiltYet } from './not-built-yet';

// A wrapped tab row has no sliding indicator: the chosen tab is underlined in place.
const wrappedTabsSx = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root.Mui-selected': {
    boxShadow: (theme: Theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
};

/**
 * The beta studio at /beta: a tab bar in the order given, the open tab in the URL
 * (/beta?tab=heat-maps), tabs staff switched off hidden, a notice and the feedback box.
 */
export function BetaStudio({ tabs }: { tabs: BetaTabDefinition[] }) {
  const [search, setSearch] = useSearchParams();
  const flags = useFeatureSwitches();
  const [settings, setSettings] = useState<StudioSettings>(DEFAULT_STUDIO_SETTINGS);
  const shown = visibleTabs(tabs, flags.switches);
  const active = currentTab(shown, search.get('tab'));

  const openTab = useCallback(
    (id: string) => {
      if (!shown.some((tab) => tab.id === id && isBuilt(tab))) return;
      setSearch({ tab: id });
    },
    [shown, setSearch],
  );
  const tabsAction = useRef<TabsActions>(null);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  // Scrolling the chosen tab into view moves it after the indicator was placed.
  useEffect(() => {
    const frame = requestAnimationFrame(() => tabsAction.current?.updateIndicator());
    return () => cancelAnimationFrame(frame);
  }, [active?.id]);
  const onSettingsChange = useCallback(
    (change: Partial<StudioSettings>) => setSettings((current) => ({ ...current, ...change })),
    [],
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Beta Features
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        These tools are in beta and may change. Every score here is measured from your text.
        Enhancing and optimising use your plan&apos;s enhancements; heat maps and templates are
        free.
      </Alert>
      {flags.isPending ? null : active ? (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3, mb: 3 }}>
            <Tabs
              value={active.id}
              onChange={(_, id: string) => setSearch({ tab: id })}
              action={tabsAction}
              // Wide screens show every tab, on a second row if need be; phones scroll with arrows.
              variant={wide ? 'standard' : 'scrollable'}
              scrollButtons="auto"
              allowScrollButtonsMobile
              sx={wide ? wrappedTabsSx : undefined}
              aria-label="Beta features"
            >
              {shown.map((tab) => (
                <Tab
                  key={tab.id}
                  value={tab.id}
                  label={tab.label}
                  id={`beta-tab-${tab.id}`}
                  aria-controls={`beta-panel-${tab.id}`}
                  sx={{ minWidth: 0, px: 1.5 }}
                />
              ))}
            </Tabs>
          </Box>
          <Box
            role="tabpanel"
            id={`beta-panel-${active.id}`}
            aria-labelledby={`beta-tab-${active.id}`}
          >
            {active.component === 'not-built-yet' ? (
              <NotBuiltYet label={active.label} />
            ) : (
              <active.component
                settings={settings}
                onSettingsChange={onSettingsChange}
                openTab={openTab}
              />
            )}
          </Box>
        </>
      ) : (
        <Alert severity="warning" sx={{ mt: 3 }}>
          No beta features are switched on at the moment.
        </Alert>
      )}
      <FeedbackBox tab={active?.id} />
    </Container>
  );
}
