import { LocalModelBusyException } from './local-errors.js';

interface Waiter<T> {
  resolve: (item: T) => void;
  reject: (error: unknown) => void;
}

/**
 * At most `size` items (contexts) in use at once, created on first need and reused; at most
 * `maxWaiting` callers wait for one, and one more is refused with 503 + Retry-After.
 */
export class ContextPool<T> {
  private readonly all: T[] = [];
  private readonly idle: T[] = [];
  private readonly waiting: Waiter<T>[] = [];
  private creating = 0;

  constructor(
    private readonly size: number,
    private readonly maxWaiting: number,
    private readonly create: () => Promise<T>,
    private readonly retryAfterSeconds: () => number,
  ) {}

  get stats() {
    return {
      contexts: this.size,
      running: this.all.length + this.creating - this.idle.length,
      waiting: this.waiting.length,
      max_waiting: this.maxWaiting,
    };
  }

  get items(): readonly T[] {
    return this.all;
  }

  async acquire(): Promise<T> {
    const item = this.idle.pop();
    if (item !== undefined) return item;
    if (this.all.length + this.creating < this.size) {
      this.creating++;
      try {
        const created = await this.create();
        this.all.push(created);
        return created;
      } catch (error) {
        // Those waiting for this slot would wait forever: they fail the same way.
        for (const waiter of this.waiting.splice(0)) waiter.reject(error);
        throw error;
      } finally {
        this.creating--;
      }
    }
    if (this.waiting.length >= this.maxWaiting)
      throw new LocalModelBusyException(this.retryAfterSeconds());
    return new Promise<T>((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  release(item: T): void {
    const next = this.waiting.shift();
    if (next) next.resolve(item);
    else this.idle.push(item);
  }
}
