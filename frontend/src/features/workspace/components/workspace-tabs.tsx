import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type WorkspaceTab = 'workspace' | 'history' | 'projects' | 'analytics';

interface WorkspaceTabsProps {
  value: WorkspaceTab;
  onChange: (tab: WorkspaceTab) => void;
  historyCount: number | undefined;
  projectCount: number | undefined;
  premium: boolean;
}

const Count = ({ value }: { value: number | undefined }) =>
  value === undefined ? null : (
    <Chip size="small" label={value} sx={{ ml: 1, height: 20, fontWeight: 700 }} />
  );

/** Workspace, History (count), Projects (count), Analytics (Premium only). */
export function WorkspaceTabs({
  value,
  onChange,
  historyCount,
  projectCount,
  premium,
}: WorkspaceTabsProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={value}
        onChange={(_, next: WorkspaceTab) => onChange(next)}
        variant="scrollable"
        aria-label="Workspace sections"
      >
        <Tab
          value="workspace"
          label="Workspace"
          id="tab-workspace"
          aria-controls="panel-workspace"
        />
        <Tab
          value="history"
          id="tab-history"
          aria-controls="panel-history"
          label={
            <span>
              History
              <Count value={historyCount} />
            </span>
          }
        />
        <Tab
          value="projects"
          id="tab-projects"
          aria-controls="panel-projects"
          label={
            <span>
              Projects
              {premium ? (
                <Count value={projectCount} />
              ) : (
                <Chip size="small" label="Premium" color="secondary" sx={{ ml: 1, height: 20 }} />
              )}
            </span>
          }
        />
        {premium && (
          <Tab
            value="analytics"
            label="Analytics"
            id="tab-analytics"
            aria-controls="panel-analytics"
          />
        )}
      </Tabs>
    </Box>
  );
}
