import type { ChatTransport, Completion, CompletionOptions } from '../providers/chat-transport.js';
import type { ChatMessage } from '../providers/rewrite-prompt.js';
import type { LocalModel } from './local-model.js';

/**
 * The model run in this process behind the model path's `ChatTransport`: the same prompts, JSON
 * answers and checks as a provider's. A schema asked for is enforced at generation by a grammar,
 * so the model cannot write anything else.
 */
export class LocalTransport implements ChatTransport {
  readonly failureSubject = 'local model';

  constructor(
    readonly localModel: LocalModel,
    readonly compactPrompt: boolean,
  ) {}

  get model(): string {
    return `Local model (${this.localModel.name})`;
  }

  async complete(
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): Promise<Completion> {
    const answer = await this.localModel.complete([...messages], {
      schema: options.schema?.schema,
      maxTokens: options.maxTokens,
      temperature: options.temperature,
    });
    return { text: answer.text, finishReason: answer.finishReason };
  }

  async *stream(
    messages: readonly ChatMessage[],
    options: CompletionOptions = {},
  ): AsyncGenerator<string, Completion> {
    const pending: string[] = [];
    let wake: (() => void) | undefined;
    let finished = false;
    // A reader that stops early (a client gone) stops the generation too.
    const stop = new AbortController();
    const generation = this.localModel
      .complete([...messages], {
        schema: options.schema?.schema,
        maxTokens: options.maxTokens,
        temperature: options.temperature,
        signal: stop.signal,
        onDelta: (chunk) => {
          pending.push(chunk);
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
      const answer = await generation;
      return { text: answer.text, finishReason: answer.finishReason };
    } finally {
      if (!finished) stop.abort();
    }
  }
}
