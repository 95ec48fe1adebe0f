import { isApiError, isApiErrorBody } from '../../../../lib/api-client';
import type { FeatureName } from '../../../../lib/features/get-features';
import { labelOf, type BetaCatalog } from '../../api/catalog';
import type { UpdateSettingsArguments, WorkspacePanel } from '../../api/command-chat';
import type { Language } from '../../api/enhanced-generation';
import type { Template } from '../../api/templates';
import { RATE_LIMIT_MESSAGE } from '../../model/beta-failure';
import type { StudioSettings } from '../../model/studio-settings';
import { midpointTarget } from '../../model/word-count';

/** Everything the workspace enhances with: the studio's shared settings and its own. */
export interface WorkspaceSettings extends StudioSettings {
  target_word_count: number;
  input_language: Language;
  output_language: Language;
}

export type Panels = Record<WorkspacePanel, boolean>;

/** The panels in the spec's order, with their names on screen and the staff switch they need. */
export const PANELS: { id: WorkspacePanel; label: string; feature?: FeatureName }[] = [
  { id: 'templates', label: 'Templates', feature: 'beta_templates' },
  { id: 'analysis', label: 'Analysis', feature: 'beta_heat_maps' },
  { id: 'chat', label: 'AI Chat' },
];

/** Whether staff left a feature on (unknown switches count as on; the API still refuses). */
export const switchedOn = (switches: Record<string, boolean> | null, feature?: FeatureName) =>
  !feature || switches?.[feature] !== false;

/** The panels whose feature is on: a switched-off tool leaves no dead-end panel behind. */
export const availablePanels = (switches: Record<string, boolean> | null) =>
  PANELS.filter((panel) => switchedOn(switches, panel.feature));

export const ALL_PANELS_OPEN: Panels = { templates: true, analysis: true, chat: true };

export const CHAT_ERROR = 'Sorry, I encountered an error. Please try again.';
export const EMPTY_ANSWER = "I apologize, but I couldn't generate a response. Please try again.";
export const CHAT_USAGE_LIMIT = 'Usage limit reached - upgrade to continue chatting';
export const ANALYSIS_TOO_SHORT = 'Text too short for analysis - minimum 20 characters';

/** English in and out goes to /api/ai/enhance; any other pair needs enhanced generation. */
export const needsGeneration = (settings: WorkspaceSettings) =>
  settings.input_language !== 'en' || settings.output_language !== 'en';

/** The target a use case brings with it (spec: the middle of its recommended range). */
export function targetFor(catalog: BetaCatalog, useCase: string): number | null {
  const range = catalog.use_cases.find((option) => option.value === useCase);
  return range ? midpointTarget(range, catalog.word_count) : null;
}

/** The settings after update_settings: a new use case brings its target unless one is named. */
export function settingsAfter(
  catalog: BetaCatalog,
  current: WorkspaceSettings,
  change: UpdateSettingsArguments,
): WorkspaceSettings {
  const next: WorkspaceSettings = { ...current };
  if (change.emotion_tone) next.emotion_tone = change.emotion_tone;
  if (change.intensity !== undefined) next.intensity = change.intensity;
  if (change.output_format) next.output_format = change.output_format;
  if (change.use_case) {
    next.use_case = change.use_case;
    next.target_word_count = targetFor(catalog, change.use_case) ?? next.target_word_count;
  }
  if (change.target_word_count !== undefined) next.target_word_count = change.target_word_count;
  return next;
}

/** "Set tone to Urgent, intensity 8": what update_settings did, in the page's words. */
export function settingsLine(
  catalog: BetaCatalog,
  change: UpdateSettingsArguments,
  after: WorkspaceSettings,
): string {
  const parts: string[] = [];
  if (change.emotion_tone) parts.push(`tone to ${labelOf(catalog.tones, change.emotion_tone)}`);
  if (change.intensity !== undefined) parts.push(`intensity ${change.intensity}`);
  if (change.use_case) parts.push(`use case to ${labelOf(catalog.use_cases, change.use_case)}`);
  if (change.output_format) {
    parts.push(`format to ${labelOf(catalog.output_formats, change.output_format)}`);
  }
  if (change.target_word_count !== undefined || change.use_case) {
    parts.push(`target ${after.target_word_count} words`);
  }
  return `Set ${parts.join(', ')}`;
}

export function templateLine(catalog: BetaCatalog, template: Template, target: number): string {
  return `Applied template "${template.name}": ${labelOf(catalog.tones, template.emotion_tone)}, intensity ${template.intensity}, ${labelOf(catalog.use_cases, template.use_case)}, target ${target} words`;
}

export function panelLine(panel: WorkspacePanel, open: boolean): string {
  const label = PANELS.find((entry) => entry.id === panel)?.label ?? panel;
  return `${open ? 'Opened' : 'Closed'} the ${label} panel`;
}

/** What the chat says when its call fails (spec section 8, chat and command center). */
export function chatFailureMessage(error: unknown): string {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return CHAT_ERROR;
  if (error.status === 402) return CHAT_USAGE_LIMIT;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  if (isApiErrorBody(error.data) && error.data.detail.trim() !== '') return error.data.detail;
  return CHAT_ERROR;
}
