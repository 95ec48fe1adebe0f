import { ContextPool } from './context-pool.js';
import { LocalModelBusyException } from './local-errors.js';

describe('ContextPool', () => {
  it('should create up to its size, queue up to its limit and refuse one more with Retry-After', async () => {
    let made = 0;
    const pool = new ContextPool(
      1,
      1,
      async () => ++made,
      () => 30,
    );
    const first = await pool.acquire();
    const second = pool.acquire(); // waits for the only context
    expect(pool.stats).toEqual({ contexts: 1, running: 1, waiting: 1, max_waiting: 1 });
    const refused = await pool.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LocalModelBusyException);
    expect((refused as LocalModelBusyException).getStatus()).toBe(503);
    expect((refused as LocalModelBusyException).retryAfterSeconds).toBe(30);
    pool.release(first);
    expect(await second).toBe(first);
    pool.release(first);
    expect(await pool.acquire()).toBe(first);
    expect(made).toBe(1);
  });

  it('should fail the waiters of a context that could not be created', async () => {
    const pool = new ContextPool(
      1,
      2,
      () => Promise.reject(new Error('out of memory')),
      () => 1,
    );
    const first = pool.acquire();
    const waiting = pool.acquire();
    await expect(first).rejects.toThrow('out of memory');
    await expect(waiting).rejects.toThrow('out of memory');
  });
});
