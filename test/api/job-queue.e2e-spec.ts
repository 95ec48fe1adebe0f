import { randomBytes } from 'node:crypto';
import { BullJobQueue } from '../../backend/src/queues/bull-job-queue.js';
import { InProcessJobQueue } from '../../backend/src/queues/in-process-job-queue.js';
import type { JobQueue } from '../../backend/src/queues/job-queue.js';
import { describeWithRedis, testRedisUrl } from '../support/redis.js';

const waitFor = async (condition: () => boolean, timeoutMs = 10000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function jobQueueContract(name: string, create: () => JobQueue) {
  describe(name, () => {
    let queue: JobQueue;
    beforeEach(() => {
      queue = create();
    });
    afterEach(() => queue.close(2000));

    it('should run a job with its data', async () => {
      const seen: unknown[] = [];
      queue.register({ queue: 'mail', name: 'send' }, async (data) => void seen.push(data));
      await queue.add('mail', 'send', { to: 'a@example.com' });
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ to: 'a@example.com' }]);
    });

    it('should retry a failing job with backoff until it succeeds', async () => {
      const attempts: number[] = [];
      queue.register(
        { queue: 'mail', name: 'flaky', attempts: 3, backoffMs: 50 },
        async (_data, context) => {
          attempts.push(context.attempt);
          if (context.attempt < 3) throw new Error('temporary failure');
        },
      );
      await queue.add('mail', 'flaky', {});
      await waitFor(() => attempts.length === 3);
      expect(attempts).toEqual([1, 2, 3]);
    });

    it('should give up after the allowed attempts', async () => {
      let calls = 0;
      queue.register({ queue: 'mail', name: 'broken', attempts: 2, backoffMs: 20 }, async () => {
        calls += 1;
        throw new Error('always fails');
      });
      await queue.add('mail', 'broken', {});
      await waitFor(() => calls === 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toBe(2);
      expect((await queue.status()).failed).toBe(1);
    });

    it('should delay a job', async () => {
      let ranAt = 0;
      queue.register({ queue: 'maintenance', name: 'later' }, async () => {
        ranAt = Date.now();
      });
      const added = Date.now();
      await queue.add('maintenance', 'later', {}, { delayMs: 300 });
      await waitFor(() => ranAt > 0);
      expect(ranAt - added).toBeGreaterThanOrEqual(250);
    });

    it('should add a job with the same id once while it is pending', async () => {
      let calls = 0;
      queue.register({ queue: 'billing', name: 'once' }, async () => {
        calls += 1;
      });
      await queue.add('billing', 'once', {}, { jobId: 'same', delayMs: 100 });
      await queue.add('billing', 'once', {}, { jobId: 'same', delayMs: 100 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(calls).toBe(1);
    });

    it('should run a repeatable job on its cron schedule', async () => {
      let runs = 0;
      queue.register({ queue: 'maintenance', name: 'tick' }, async () => {
        runs += 1;
      });
      await queue.schedule('maintenance', 'tick', '* * * * * *');
      await queue.schedule('maintenance', 'tick', '* * * * * *');
      await waitFor(() => runs >= 2, 6000);
      expect(runs).toBeGreaterThanOrEqual(2);
    });

    it('should report its status', async () => {
      const status = await queue.status();
      expect(status.healthy).toBe(true);
      expect(status.mode).toBe(queue.mode);
    });
  });
}

jobQueueContract('in-process job queue', () => new InProcessJobQueue());

describeWithRedis('Bull job queue on Redis', () => {
  jobQueueContract('Bull', () =>
    BullJobQueue.connect(testRedisUrl!, `test-${randomBytes(4).toString('hex')}`),
  );
});
