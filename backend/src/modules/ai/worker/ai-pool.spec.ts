import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { AiInputError, type RewriteRequest } from '../ai.types.js';
import { BUILTIN_MODEL } from '../engine/builtin-engine.js';
import { AiBusyException, AiPool, AI_BUSY_DETAIL } from './ai-pool.js';

const request: RewriteRequest = {
  text: 'We are kind of hoping the new plan might help the team a bit. Let me know what you think.',
  emotion_tone: 'confident',
  intensity: 6,
};
const builtin = (text = request.text) =>
  ({ kind: 'builtin', request: { ...request, text }, modelUsed: BUILTIN_MODEL }) as const;
const withoutTime = <T extends { processing_time: number }>(result: T) => ({
  ...result,
  processing_time: 0,
});

describe('AiPool', () => {
  const pools: AiPool[] = [];
  const pool = (options: ConstructorParameters<typeof AiPool>[0]) => {
    const created = new AiPool(options);
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((created) => created.close())));

  it('should run on the calling thread when it has no threads', async () => {
    const inProcess = pool({ threads: 0, maxQueue: 0 });
    const result = await inProcess.run(builtin());
    expect(result.enhanced_text).toBeTruthy();
    expect(inProcess.ran).toEqual({ inWorker: 0, inProcess: 1 });
  });

  it('should run the same work in a worker thread, input errors included', async () => {
    const threaded = pool({ threads: 1, maxQueue: 4 });
    const inProcess = pool({ threads: 0, maxQueue: 0 });
    const [inWorker, here] = await Promise.all([threaded.run(builtin()), inProcess.run(builtin())]);
    expect(withoutTime(inWorker)).toEqual(withoutTime(here));
    expect(threaded.ran).toEqual({ inWorker: 1, inProcess: 0 });
    const analysis = await threaded.run({ kind: 'heatMap', text: request.text, mode: 'emotion' });
    expect(analysis.analysis.length).toBeGreaterThan(0);
    const unknownMode = { kind: 'heatMap', text: request.text, mode: 'colour' } as never;
    await expect(threaded.run(unknownMode)).rejects.toThrow(
      new AiInputError('Unknown analysis mode: colour', 'invalid'),
    );
    await expect(threaded.run(unknownMode)).rejects.toBeInstanceOf(AiInputError);
  });

  // /proc and per-thread nice values are Linux's.
  (process.platform === 'linux' ? it : it.skip)(
    'should run its threads below the event loop on Linux, so long texts yield the CPU to it',
    async () => {
      const threaded = pool({ threads: 2, maxQueue: 4, niceness: 10 });
      await Promise.all([threaded.run(builtin()), threaded.run(builtin())]);
      // On Linux getPriority takes a thread's id as well as a process's.
      const niceOfThreads = readdirSync('/proc/self/task').map((task) => getPriority(Number(task)));
      const below = niceOfThreads.filter((nice) => nice === 10);
      expect(below.length).toBeGreaterThanOrEqual(2);
      expect(getPriority(0)).toBe(0);
    },
  );

  it('should refuse a task beyond the queue limit at once with 503 and Retry-After', async () => {
    // A closed gate holds the thread, so the queue fills without depending on how long work takes.
    const gate = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(gate, 0, 1);
    const held = pool({ threads: 1, maxQueue: 1, gate });
    const first = held.run(builtin());
    const second = held.run(builtin());
    const refused = await held.run(builtin()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AiBusyException);
    const busy = refused as AiBusyException;
    expect(busy.getStatus()).toBe(503);
    expect(busy.getResponse()).toEqual({ detail: AI_BUSY_DETAIL });
    expect(busy.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(busy.retryAfterSeconds).toBeLessThanOrEqual(30);
    Atomics.store(gate, 0, 0);
    Atomics.notify(gate, 0);
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer.enhanced_text)).toEqual([
      answers[0].enhanced_text,
      answers[0].enhanced_text,
    ]);
    expect(held.ran.inWorker).toBe(2);
  });
});
