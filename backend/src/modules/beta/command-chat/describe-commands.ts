import { FORMAT_LABELS, USE_CASE_LABELS } from '../../ai/ai.labels.js';
import { TONE_LABELS } from '../../ai/ai.types.js';
import type { WorkspaceCommand, WorkspacePanel } from './commands.dto.js';
import type { TemplateChoice } from './intent/match-template.js';

export const PANEL_LABELS: Record<WorkspacePanel, string> = {
  templates: 'Templates',
  analysis: 'Analysis',
  chat: 'AI Chat',
};

export interface DescribeContext {
  templates: readonly TemplateChoice[];
  /** There is a result to analyse (otherwise the input is analysed). */
  hasResult: boolean;
}

/** "a, b and c" */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What one command will do, as the end of "I'll …". */
export function describeCommand(command: WorkspaceCommand, context: DescribeContext): string[] {
  switch (command.type) {
    case 'apply_template': {
      const template = context.templates.find(({ id }) => id === command.arguments.template_id);
      return [`apply the "${template?.name ?? command.arguments.template_id}" template`];
    }
    case 'update_settings': {
      const change = command.arguments;
      const parts: string[] = [];
      if (change.emotion_tone) parts.push(`set the tone to ${TONE_LABELS[change.emotion_tone]}`);
      if (change.intensity !== undefined) parts.push(`set the intensity to ${change.intensity}`);
      if (change.use_case) parts.push(`switch the use case to ${USE_CASE_LABELS[change.use_case]}`);
      if (change.output_format) parts.push(`write it as ${FORMAT_LABELS[change.output_format]}`);
      if (change.target_word_count !== undefined)
        parts.push(`aim for ${change.target_word_count} words`);
      return parts;
    }
    case 'toggle_panel': {
      const { panel, open } = command.arguments;
      const verb = open === undefined ? 'toggle' : open ? 'show' : 'hide';
      return [`${verb} the ${PANEL_LABELS[panel]} panel`];
    }
    case 'enhance_content':
      return ['enhance your text'];
    case 'analyze_content':
      return [
        `analyse ${context.hasResult ? 'the result' : 'your text'} for ${command.arguments.analysis_mode}`,
      ];
  }
}

/** "I'll set the tone to Urgent and enhance your text." */
export function replyFor(commands: readonly WorkspaceCommand[], context: DescribeContext): string {
  let hasResult = context.hasResult;
  const parts = commands.flatMap((command) => {
    const said = describeCommand(command, { ...context, hasResult });
    // An analysis after an enhancement in the same reply reads the new result.
    if (command.type === 'enhance_content') hasResult = true;
    return said;
  });
  return parts.length > 0 ? `I'll ${listOf(parts)}.` : '';
}
