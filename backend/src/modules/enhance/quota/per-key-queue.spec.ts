import { PerKeyQueue } from './per-key-queue.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PerKeyQueue', () => {
  it('runs tasks of one key one after another, in order, and other keys beside them', async () => {
    const queue = new PerKeyQueue();
    const log: string[] = [];
    let release!: () => void;
    const first = queue.run('a', async () => {
      log.push('a1 start');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('a1 end');
      return 1;
    });
    const second = queue.run('a', async () => {
      log.push('a2');
      return 2;
    });
    const other = queue.run('b', async () => {
      log.push('b');
      return 3;
    });
    await tick();
    expect(log).toEqual(['a1 start', 'b']);
    release();
    expect(await Promise.all([first, second, other])).toEqual([1, 2, 3]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('goes on after a failed task and forgets keys that have nothing queued', async () => {
    const queue = new PerKeyQueue();
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
    await tick();
    expect((queue as unknown as { tails: Map<string, unknown> }).tails.size).toBe(0);
  });
});
