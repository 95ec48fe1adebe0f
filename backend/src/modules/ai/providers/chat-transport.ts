import type { ChatMessage } from './rewrite-prompt.js';

/** A JSON schema the answer must follow (sent as `response_format` where the server allows it). */
export interface AnswerSchema {
  name: string;
  schema: Record<string, unknown>;
}

export interface CompletionOptions {
  /** Ask for JSON of this shape; a transport that cannot enforce it still gets the prompt's words. */
  schema?: AnswerSchema;
  /** Hard cap on the answer's tokens; an answer cut by it comes back with finishReason "length". */
  maxTokens?: number;
  temperature?: number;
}

/** How the model's answer ended: "length" means it was cut off and cannot be used as it is. */
export type FinishReason = 'stop' | 'length' | 'other';

export interface Completion {
  text: string;
  finishReason: FinishReason;
}

/**
 * The seam between Resonate's prompts and verification and whatever runs the model: messages
 * in, text (JSON when a schema was asked) out. The OpenAI-compatible client implements it
 * (`openai-transport.ts`); a model run in-process implements the same two methods, and every
 * prompt builder, parser and check above it stays as it is.
 */
export interface ChatTransport {
  /** What `model_used` reads when this transport answered. */
  readonly model: string;
  /** Who failed, for the fallback note ("The model provider could not answer…"). */
  readonly failureSubject: string;
  /** Small models get the prompt without its examples. */
  readonly compactPrompt?: boolean;
  complete(messages: readonly ChatMessage[], options?: CompletionOptions): Promise<Completion>;
  /** Text deltas as they are written; returns the whole answer and how it ended. */
  stream(
    messages: readonly ChatMessage[],
    options?: CompletionOptions,
  ): AsyncGenerator<string, Completion>;
}
