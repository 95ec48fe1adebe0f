import { AiChatTab } from '../features/beta/ai-chat/ai-chat-tab';
import { SongwritingWorkshop } from '../features/songwriting/components/songwriting-workshop';
import { EnhancedFormTab } from '../features/beta/enhanced-form/enhanced-form-tab';
import { EnhancedWorkspaceTab } from '../features/beta/enhanced-workspace/enhanced-workspace-tab';
import { EnterpriseWorkspaceTab } from '../features/beta/enterprise-workspace/enterprise-workspace-tab';
import { HeatMapTab } from '../features/beta/heat-map/heat-map-tab';
import type { BetaTabDefinition } from '../features/beta/model/beta-tab';
import { UseCaseOptimizerTab } from '../features/beta/optimizer/use-case-optimizer-tab';
import { TemplateManagerTab } from '../features/beta/templates/template-manager-tab';

/**
 * The beta studio's tabs in the spec's order. A feature plugs in by replacing its
 * 'not-built-yet' with its component (which receives BetaTabProps). `feature` is the staff
 * switch in GET /api/features.
 */
export const BETA_TABS: BetaTabDefinition[] = [
  {
    id: 'enhanced-workspace',
    label: 'Enhanced Workspace',
    feature: 'beta_enhanced_workspace',
    component: EnhancedWorkspaceTab,
  },
  {
    id: 'enterprise-workspace',
    label: 'Enterprise Workspace',
    feature: 'beta_enterprise_workspace',
    component: EnterpriseWorkspaceTab,
  },
  {
    id: 'songwriting',
    label: 'Songwriting Workshop',
    feature: 'beta_songwriting',
    component: SongwritingWorkshop,
  },
  {
    id: 'enhanced-form',
    label: 'Enhanced Form',
    feature: 'beta_enhanced_form',
    component: EnhancedFormTab,
  },
  { id: 'ai-chat', label: 'AI Chat', feature: 'beta_ai_chat', component: AiChatTab },
  { id: 'heat-maps', label: 'Content Heat Maps', feature: 'beta_heat_maps', component: HeatMapTab },
  {
    id: 'templates',
    label: 'Template Manager',
    feature: 'beta_templates',
    component: TemplateManagerTab,
  },
  {
    id: 'use-case-selector',
    label: 'Use Case Selector',
    feature: 'beta_use_case_selector',
    component: UseCaseOptimizerTab,
  },
];
