import type { FeatureName } from '../../feature-toggles/feature-names.js';
import type { CommandType, WorkspaceCommand } from './commands.dto.js';

/** The commands that carry out another feature of the studio, and that feature's switch. */
const COMMAND_FEATURES: Partial<Record<CommandType, FeatureName>> = {
  apply_template: 'beta_templates',
  analyze_content: 'beta_heat_maps',
};

const PANEL_FEATURES: Record<string, FeatureName | undefined> = {
  templates: 'beta_templates',
  analysis: 'beta_heat_maps',
};

/** The feature a command needs on, if any. */
export function featureOf(command: WorkspaceCommand): FeatureName | undefined {
  if (command.type === 'toggle_panel') return PANEL_FEATURES[command.arguments.panel];
  return COMMAND_FEATURES[command.type];
}

/** The command types a model may call while some features are off (a tool per type). */
export function allowedCommandTypes(
  all: readonly CommandType[],
  enabled: (feature: FeatureName) => boolean,
): CommandType[] {
  return all.filter((type) => {
    const feature = COMMAND_FEATURES[type];
    return !feature || enabled(feature);
  });
}

/** Only the commands whose feature is on: a switched-off feature is never offered by the chat. */
export function commandsAllowed(
  commands: readonly WorkspaceCommand[],
  enabled: (feature: FeatureName) => boolean,
): { kept: WorkspaceCommand[]; switchedOff: WorkspaceCommand[] } {
  const kept: WorkspaceCommand[] = [];
  const switchedOff: WorkspaceCommand[] = [];
  for (const command of commands) {
    const feature = featureOf(command);
    (feature && !enabled(feature) ? switchedOff : kept).push(command);
  }
  return { kept, switchedOff };
}
