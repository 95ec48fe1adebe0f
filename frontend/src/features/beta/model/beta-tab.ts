import type { ComponentType } from 'react';
import type { StudioSettings } from './studio-settings';

/** What the studio hands each tab: the shared settings and a way to move between tabs. */
export interface BetaTabProps {
  settings: StudioSettings;
  /** Merges into the shared settings (a template applied, a tone picked). */
  onSettingsChange: (change: Partial<StudioSettings>) => void;
  /** Opens another tab by id (ignored when that tab is hidden or not built). */
  openTab: (id: string) => void;
}

/**
 * One tab of the studio. The app layer lists them in the spec's order; `feature` is the name
 * GET /api/features reports (a tab switched off there is hidden).
 */
export interface BetaTabDefinition {
  /** In the URL: /beta?tab=<id>. */
  id: string;
  label: string;
  feature: string;
  component: ComponentType<BetaTabProps> | 'not-built-yet';
}

export const isBuilt = (tab: BetaTabDefinition) => tab.component !== 'not-built-yet';

/** The tabs staff left on (all of them when the server sent no flags). */
export const visibleTabs = (tabs: BetaTabDefinition[], flags: Record<string, boolean> | null) =>
  tabs.filter((tab) => flags?.[tab.feature] !== false);

/** The tab the URL names when it is visible, else the first built one, else the first. */
export function currentTab(
  tabs: BetaTabDefinition[],
  requested: string | null,
): BetaTabDefinition | undefined {
  return tabs.find((tab) => tab.id === requested) ?? tabs.find(isBuilt) ?? tabs[0];
}
