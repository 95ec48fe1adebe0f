/**
 * Runs tasks with the same key one after another, tasks with different keys side by side. The
 * charge of one account's enhancements goes through it: PostgreSQL would serialise them anyway
 * on the account's row, but each waiting statement would hold a pooled connection while it
 * waits, so one account firing many requests at once could starve every other account.
 */
export class PerKeyQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
