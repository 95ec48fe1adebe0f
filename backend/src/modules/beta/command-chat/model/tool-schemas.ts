import { DECORATORS } from '@nestjs/swagger';
import type { ToolDefinition } from '../../../ai/ai.providers.js';
import { COMMAND_ARGUMENTS, type CommandType } from '../commands.dto.js';

interface PropertyMetadata {
  type?: unknown;
  enum?: readonly unknown[];
  required?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
}

const JSON_TYPES = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
]);

/** What each command does, for the model choosing among them. */
const DESCRIPTIONS: Record<CommandType, string> = {
  apply_template:
    'Apply one of the templates listed in <templates> (its tone, intensity, use case and format).',
  update_settings:
    'Change one or more of the workspace settings; leave out the ones that stay as they are.',
  enhance_content: "Rewrite the workspace's text now with its current settings.",
  analyze_content: 'Show a sentence-by-sentence heat map of the text in one analysis mode.',
  toggle_panel:
    'Open (open: true) or close (open: false) one of the panels: templates, analysis, chat.',
};

/**
 * A JSON schema of a DTO's arguments read from its Swagger metadata: the same enums, bounds and
 * required fields the OpenAPI document shows and the validation enforces.
 */
export function jsonSchemaOf(dto: new () => object): Record<string, unknown> {
  const keys: string[] =
    Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto.prototype) ?? [];
  const properties: Record<string, Record<string, unknown>> = {};
  const required: string[] = [];
  for (const key of keys.map((entry) => entry.replace(/^:/, ''))) {
    const meta: PropertyMetadata =
      Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, key) ?? {};
    const type = typeof meta.type === 'string' ? meta.type : JSON_TYPES.get(meta.type);
    const property: Record<string, unknown> = { type: type ?? 'string' };
    if (meta.enum) property.enum = [...meta.enum];
    for (const field of ['description', 'minimum', 'maximum', 'minLength', 'maxLength'] as const) {
      if (meta[field] !== undefined) property[field] = meta[field];
    }
    properties[key] = property;
    if (meta.required !== false) required.push(key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The five commands as the model's tools. */
export const COMMAND_TOOLS: readonly ToolDefinition[] = (
  Object.keys(COMMAND_ARGUMENTS) as CommandType[]
).map((name) => ({
  name,
  description: DESCRIPTIONS[name],
  parameters: jsonSchemaOf(COMMAND_ARGUMENTS[name]),
}));
