import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../../../common/errors/validation.pipe.js';
import type { RequestedToolCall } from '../../../ai/ai.providers.js';
import {
  COMMAND_ARGUMENTS,
  COMMAND_TYPES,
  TEMPLATE_ID_MESSAGE,
  type CommandType,
  type WorkspaceCommand,
} from '../commands.dto.js';
import type { TemplateChoice } from '../intent/match-template.js';

export interface ReadToolCalls {
  commands: WorkspaceCommand[];
  /** One line per call left out: which command and why. */
  dropped: string[];
}

// The pipe every request body goes through: the model's arguments are held to the same rules.
const pipe = createValidationPipe();

const isCommandType = (name: string): name is CommandType =>
  (COMMAND_TYPES as readonly string[]).includes(name);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The argument object of one call, validated as a request body is; a reason when it is not. */
async function argumentsOf(
  call: RequestedToolCall,
  type: CommandType,
): Promise<{ value: object } | { reason: string }> {
  let parsed: unknown;
  try {
    parsed = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
  } catch {
    return { reason: 'its arguments were not valid JSON' };
  }
  if (!isPlainObject(parsed)) return { reason: 'its arguments must be an object' };
  try {
    const value: object = await pipe.transform(parsed, {
      type: 'body',
      metatype: COMMAND_ARGUMENTS[type],
    });
    // Fields the model left out are declared on the class: drop them, not send them as null.
    return {
      value: Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
    };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const body = error.getResponse() as { detail?: string };
    return { reason: body.detail ?? 'its arguments were not valid' };
  }
}

/**
 * The model's tool calls as commands: unknown names, broken JSON and arguments the validation
 * refuses are dropped, each with the reason, as is a template that is not the user's to apply.
 */
export async function readToolCalls(
  calls: readonly RequestedToolCall[],
  templates: readonly TemplateChoice[],
): Promise<ReadToolCalls> {
  const commands: WorkspaceCommand[] = [];
  const dropped: string[] = [];
  for (const call of calls) {
    const name = call.name.slice(0, 60);
    if (!isCommandType(name)) {
      dropped.push(`"${name}" is not a command the workspace knows`);
      continue;
    }
    const read = await argumentsOf(call, name);
    if ('reason' in read) {
      dropped.push(`${name}: ${read.reason}`);
      continue;
    }
    const command = { type: name, arguments: read.value } as WorkspaceCommand;
    if (command.type === 'update_settings' && Object.keys(command.arguments).length === 0) {
      dropped.push('update_settings: it named no setting to change');
      continue;
    }
    if (
      command.type === 'apply_template' &&
      !templates.some((template) => template.id === command.arguments.template_id)
    ) {
      dropped.push(`apply_template: ${TEMPLATE_ID_MESSAGE}`);
      continue;
    }
    commands.push(command);
  }
  return { commands, dropped };
}
