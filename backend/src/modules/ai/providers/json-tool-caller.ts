import type { AnswerSchema, ChatTransport } from './chat-transport.js';
import type { RequestedToolCall, ToolAnswer, ToolDefinition } from './openai-tool-caller.js';
import { UnusableAnswerError } from './provider-failure.js';
import type { ChatMessage } from './rewrite-prompt.js';
import { parseJsonObject } from './structured-ask.js';

/** Whatever answers a conversation with function calls: a provider's tools, or JSON by grammar. */
export interface ToolCaller {
  /** What `model_used` reads. */
  readonly model: string;
  /** True when an answer without a valid call is a failure (the built-in parser then reads the message). */
  readonly callsRequired: boolean;
  ask(messages: readonly ChatMessage[], tools: readonly ToolDefinition[]): Promise<ToolAnswer>;
}

/** The answer holds no command that can be carried out: not JSON, cut off, or no valid call. */
export class InvalidToolAnswerError extends UnusableAnswerError {}

const MAX_CALLS = 4;
/** Bounds the grammar cannot hold (the validation pipe holds them after). */
const GRAMMAR_UNSUPPORTED = new Set(['minimum', 'maximum', 'description']);

function grammarProperty(property: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(
    Object.entries(property).filter(([key]) => !GRAMMAR_UNSUPPORTED.has(key)),
  );
  // A grammar writes every key of an object: a setting left as it is is written as null.
  return { oneOf: [kept, { type: 'null' }] };
}

/** A tool's arguments as a grammar can enforce them: every key present, null for "unchanged". */
function grammarArguments(parameters: Record<string, unknown>): Record<string, unknown> {
  const properties = (parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, grammarProperty(property)]),
    ),
  };
}

/** One schema for the whole answer: up to four calls, each one of the tools with its arguments, and a reply. */
export function toolCallSchema(tools: readonly ToolDefinition[]): AnswerSchema {
  return {
    name: 'tool_calls',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['calls', 'reply'],
      properties: {
        calls: {
          type: 'array',
          maxItems: MAX_CALLS,
          items: {
            oneOf: tools.map((tool) => ({
              type: 'object',
              additionalProperties: false,
              required: ['name', 'arguments'],
              properties: {
                name: { const: tool.name },
                arguments: grammarArguments(tool.parameters),
              },
            })),
          },
        },
        reply: { type: 'string', maxLength: 300 },
      },
    },
  };
}

/** The functions in words, for a model that is not sent `tools`. */
function toolList(tools: readonly ToolDefinition[]): string {
  const lines = tools.map((tool) => {
    const properties = (tool.parameters.properties ?? {}) as Record<string, { enum?: unknown[] }>;
    const args = Object.entries(properties).map(([key, property]) =>
      property.enum ? `${key} (${property.enum.join('|')})` : key,
    );
    return `- ${tool.name}(${args.join(', ')}): ${tool.description}`;
  });
  return [
    'Functions:',
    ...lines,
    `Answer with one JSON object and nothing else: {"calls": [{"name": "<function>", "arguments": {...}}], "reply": "<one or two short sentences>"}. At most ${MAX_CALLS} calls, in order; an argument you do not change is null.`,
  ].join('\n');
}

/**
 * Function calling for a model without a tools API (the local model): the same tool list as one
 * JSON schema, enforced at generation by the local model's grammar, the calls read from the JSON.
 * The arguments come back unchecked, as a provider's do: the caller validates them.
 */
export class JsonToolCaller implements ToolCaller {
  readonly callsRequired = true;

  constructor(private readonly transport: ChatTransport) {}

  get model(): string {
    return this.transport.model;
  }

  async ask(
    messages: readonly ChatMessage[],
    tools: readonly ToolDefinition[],
  ): Promise<ToolAnswer> {
    const [system, ...rest] = messages;
    const completion = await this.transport.complete(
      [{ role: 'system', content: `${system.content}\n${toolList(tools)}` }, ...rest],
      // Greedy: the same message is read the same way every time.
      { schema: toolCallSchema(tools), maxTokens: 400, temperature: 0 },
    );
    if (completion.finishReason === 'length')
      throw new InvalidToolAnswerError('the model’s answer was cut off before a valid command');
    const parsed = parseJsonObject(completion.text);
    if (!parsed.object || !Array.isArray(parsed.object.calls))
      throw new InvalidToolAnswerError('the model’s answer was not a valid command');
    const calls: RequestedToolCall[] = [];
    for (const call of parsed.object.calls as unknown[]) {
      const { name, arguments: args } = (call ?? {}) as Record<string, unknown>;
      if (typeof name !== 'string') continue;
      const given =
        args && typeof args === 'object' && !Array.isArray(args)
          ? Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null))
          : args;
      calls.push({ name, arguments: JSON.stringify(given ?? {}) });
    }
    const reply = parsed.object.reply;
    return { text: typeof reply === 'string' ? reply : '', calls };
  }
}
