import { currentTab, visibleTabs, type BetaTabDefinition } from './beta-tab';

const Built = () => null;
const TABS: BetaTabDefinition[] = [
  {
    id: 'enhanced-workspace',
    label: 'Enhanced Workspace',
    feature: 'beta_enhanced_workspace',
    component: 'not-built-yet',
  },
  { id: 'enhanced-form', label: 'Enhanced Form', feature: 'beta_enhanced_form', component: Built },
  { id: 'heat-maps', label: 'Content Heat Maps', feature: 'beta_heat_maps', component: Built },
];

describe('beta tabs', () => {
  it('should show every tab when the server sends no flags, and hide only those switched off', () => {
    expect(visibleTabs(TABS, null)).toHaveLength(3);
    expect(
      visibleTabs(TABS, { beta_heat_maps: false, beta_enhanced_form: true }).map((tab) => tab.id),
    ).toEqual(['enhanced-workspace', 'enhanced-form']);
  });

  it('should open the tab the URL names, else the first built one', () => {
    expect(currentTab(TABS, 'heat-maps')?.id).toBe('heat-maps');
    expect(currentTab(TABS, 'enhanced-workspace')?.id).toBe('enhanced-workspace');
    expect(currentTab(TABS, null)?.id).toBe('enhanced-form');
    expect(currentTab(TABS, 'no-such-tab')?.id).toBe('enhanced-form');
    expect(currentTab(TABS.slice(0, 1), null)?.id).toBe('enhanced-workspace');
    expect(currentTab([], null)).toBeUndefined();
  });
});
