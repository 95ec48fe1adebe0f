import type { Response } from 'express';

/** A Server-Sent Events answer whose reader may leave at any moment. */
export interface EventStream {
  /** Writes one event, unless the reader has gone; whether it was written. */
  send(event: string, data: unknown): boolean;
  /** The reader closed the connection before the answer finished. */
  readonly gone: boolean;
}

/**
 * Starts watching for the reader leaving; `open()` then sends the 200 and the event-stream
 * headers (called only once nothing can be refused as a plain JSON error any more).
 */
export function eventStream(response: Response): EventStream & { open(): void } {
  let gone = false;
  response.on('close', () => {
    if (!response.writableFinished) gone = true;
  });
  return {
    get gone() {
      return gone || response.destroyed;
    },
    open() {
      response.status(200);
      response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache, no-transform');
      response.setHeader('X-Accel-Buffering', 'no');
      response.flushHeaders();
    },
    send(event, data) {
      if (this.gone) return false;
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return true;
    },
  };
}
