import type { ChatMessage } from './rewrite-prompt.js';

/**
 * What the rewrite path asks of a model, whoever runs it: the OpenAI-compatible client
 * (OpenAiRewriter) or the model run in this process (local/LocalRewriter).
 */
export interface Rewriter {
  /** `model_used` of the results it writes. */
  readonly modelUsed: string;
  /** Who failed, for the fallback note ("The model provider could not answer…"). */
  readonly failureSubject: string;
  /** Small models get the prompt without its examples. */
  readonly compactPrompt: boolean;
  /** The whole answer, as text. */
  complete(messages: readonly ChatMessage[]): Promise<string>;
  /** The answer's text as it is written. */
  stream(messages: readonly ChatMessage[]): AsyncGenerator<string>;
}
