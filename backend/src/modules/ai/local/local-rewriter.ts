import { UnusableAnswerError } from '../providers/provider-failure.js';
import type { Rewriter } from '../providers/rewriter.js';
import type { ChatMessage } from '../providers/rewrite-prompt.js';
import { JsonFieldStream } from './json-field-stream.js';
import type { Completion, LocalModel } from './local-model.js';

/** The answer's shape, enforced at generation by a grammar: the model cannot write anything else. */
export const REWRITE_SCHEMA = {
  type: 'object',
  properties: { rewrite: { type: 'string' } },
  required: ['rewrite'],
  additionalProperties: false,
} as const;

const JSON_INSTRUCTION =
  'Answer with a JSON object {"rewrite": "<the rewritten text>"} and nothing else.';

/** The local model behind the rewrite path's Rewriter seam: JSON in, the rewrite's text out. */
export class LocalRewriter implements Rewriter {
  readonly failureSubject = 'local model';

  constructor(
    readonly model: LocalModel,
    readonly compactPrompt: boolean,
  ) {}

  get modelUsed(): string {
    return `Local model (${this.model.name})`;
  }

  async complete(messages: readonly ChatMessage[]): Promise<string> {
    return readAnswer(
      await this.model.complete(withJsonInstruction(messages), { schema: REWRITE_SCHEMA }),
    );
  }

  async *stream(messages: readonly ChatMessage[]): AsyncGenerator<string> {
    const field = new JsonFieldStream('rewrite');
    const pending: string[] = [];
    let wake: (() => void) | undefined;
    let finished = false;
    // A reader that stops early (a client gone) stops the generation too.
    const stop = new AbortController();
    const generation = this.model
      .complete(withJsonInstruction(messages), {
        schema: REWRITE_SCHEMA,
        signal: stop.signal,
        onDelta: (chunk) => {
          const text = field.push(chunk);
          if (text) pending.push(text);
          wake?.();
        },
      })
      .finally(() => {
        finished = true;
        wake?.();
      });
    generation.catch(() => undefined); // awaited below; handled now so it never counts as unhandled
    try {
      // Deltas arrive from the native threads' callbacks; hand them out as they come.
      while (!finished || pending.length > 0) {
        if (pending.length === 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          continue;
        }
        yield pending.shift() as string;
      }
      readAnswer(await generation);
    } finally {
      if (!finished) stop.abort();
    }
  }
}

/** The rewrite inside the JSON answer; a cut-off or unreadable answer is a failure. */
function readAnswer(completion: Completion): string {
  if (completion.finishReason === 'length')
    throw new UnusableAnswerError('local model answer was cut off (AI_LOCAL_MAX_TOKENS)');
  try {
    const parsed = JSON.parse(completion.text) as { rewrite?: unknown };
    if (typeof parsed.rewrite === 'string') return parsed.rewrite;
  } catch {
    // reported below
  }
  throw new UnusableAnswerError('local model sent an unreadable answer');
}

/** The schema is enforced by the grammar; the instruction tells the model what it is writing. */
function withJsonInstruction(messages: readonly ChatMessage[]): ChatMessage[] {
  const [first, ...rest] = messages;
  if (first?.role !== 'system') return [{ role: 'system', content: JSON_INSTRUCTION }, ...messages];
  return [{ role: 'system', content: `${first.content}\n${JSON_INSTRUCTION}` }, ...rest];
}
