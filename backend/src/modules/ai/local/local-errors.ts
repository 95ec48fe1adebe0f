import { HttpException, HttpStatus } from '@nestjs/common';
import { UnusableAnswerError } from '../providers/provider-failure.js';

/**
 * Every context is busy and the queue is full: 503 with Retry-After (the exception filter adds
 * the header). Not a model failure, so no fallback: the built-in engine would hide the overload.
 */
export class LocalModelBusyException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { detail: 'The local model is busy with other requests. Try again in a moment.' },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/** The generation ran past AI_LOCAL_TIMEOUT_MS; the message is the fallback's reason. */
export class LocalModelTimeoutError extends UnusableAnswerError {
  constructor() {
    super('local model timed out');
  }
}

/** The file could not be loaded (not a GGUF, an unsupported architecture, not enough memory). */
export class LocalModelLoadError extends UnusableAnswerError {
  constructor(cause: unknown) {
    super(
      `local model could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}
