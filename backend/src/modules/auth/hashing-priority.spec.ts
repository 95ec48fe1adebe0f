import { readlink } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { lowerPoolThreadPriority } from './hashing-priority.js';

describe('lowerPoolThreadPriority', () => {
  const linux = process.platform === 'linux' ? it : it.skip;

  linux('should lower every thread of the libuv pool, where hashes run', async () => {
    // 19, the lowest priority: any test may have lowered the pool already, and raising it back
    // needs privileges.
    const eventLoopPriority = getPriority(process.pid);
    const lowered = await lowerPoolThreadPriority(19);
    expect(lowered).toBe(Number(process.env.UV_THREADPOOL_SIZE) || 4);
    const links = await Promise.all(
      Array.from({ length: 32 }, () => readlink('/proc/thread-self')),
    );
    for (const link of links) expect(getPriority(Number(link.split('/').pop()))).toBe(19);
    // The event loop's own thread keeps its priority.
    expect(getPriority(process.pid)).toBe(eventLoopPriority);
  });
});
