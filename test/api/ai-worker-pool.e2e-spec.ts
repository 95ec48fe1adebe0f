import request from 'supertest';
import { AiService } from '../../backend/src/modules/ai/ai.service.js';
import { AI_BUSY_DETAIL, AiPool } from '../../backend/src/modules/ai/ai.local.js';
import { bearer, onboardedUser } from '../support/accounts.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
/** Longer than AI_WORKER_INLINE_CHARS below: rewritten in the pool. */
const POOLED = `${TEXT} ${TEXT}`;
/** The probe's pathological text: the longest a free account may send, one letter repeated. */
const PATHOLOGICAL = 'a'.repeat(20_000);

/**
 * Waits (without timing anything) until the pool holds `count` unanswered tasks; fails if one of
 * the requests was answered before it reached the pool.
 */
async function untilPending(pool: AiPool, count: number, requests: Promise<unknown>[]) {
  let answered: unknown;
  for (const pending of requests) void pending.then((response) => (answered ??= response));
  while (pool.pending < count) {
    if (answered) throw new Error(`Answered before the pool: ${JSON.stringify(answered)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the AI worker pool behind the API', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let service: AiService;
  let configured: AiPool;
  let held: AiPool | undefined;
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const open = () => {
    Atomics.store(gate, 0, 0);
    Atomics.notify(gate, 0);
  };

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: {
        SMTP_URL: inbox.url,
        ENHANCE_USER_LIMIT_PER_MINUTE: '1000',
        AI_WORKER_THREADS: '1',
        AI_WORKER_QUEUE: '1',
        // Texts up to 200 characters on the event loop: TEXT (146) there, longer ones in the pool.
        AI_WORKER_INLINE_CHARS: '200',
        AI_WORKER_NICE: '7',
      },
    });
    service = testApp.app.get(AiService);
    configured = service.pool;
  });

  /**
   * The app's own pool, sized by AI_WORKER_THREADS and AI_WORKER_QUEUE, with a gate that holds
   * its thread: the queue fills and drains when the test says, not when the machine is done.
   */
  beforeEach(() => {
    Atomics.store(gate, 0, 1);
    held = new AiPool({ ...configured.options, gate });
    Reflect.set(service, 'pool', held);
  });

  afterEach(async () => {
    open();
    await held?.close();
    Reflect.set(service, 'pool', configured);
  });

  afterAll(async () => {
    await configured?.close();
    await testApp?.close();
    await inbox?.stop();
  });

  const api = () => request(testApp.server);
  const enhance = (token: string, text: string) =>
    api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text, emotion_tone: 'confident', intensity: 6 });

  it('sizes the pool from AI_WORKER_THREADS, AI_WORKER_QUEUE, AI_WORKER_INLINE_CHARS and AI_WORKER_NICE', () => {
    expect(configured.options).toEqual({ threads: 1, maxQueue: 1, inlineChars: 200, niceness: 7 });
  });

  it('runs a short text on the event loop even while the thread is held, and a longer one in the pool', async () => {
    const { token } = await onboardedUser(testApp, inbox, 'pro');
    const long = enhance(token, POOLED).then(({ status }) => status);
    await untilPending(held!, 1, [long]);
    // The thread is held: a short text is answered all the same, without waiting for it.
    await enhance(token, TEXT).expect(200);
    expect(held!.ran).toEqual({ inWorker: 0, inProcess: 1 });
    open();
    expect(await long).toBe(200);
    expect(held!.ran).toEqual({ inWorker: 1, inProcess: 1 });
  });

  it('answers 503 with Retry-After at once when the queue is full, and the queued work still completes', async () => {
    const { token } = await onboardedUser(testApp, inbox, 'pro');
    const running = enhance(token, POOLED).then(({ status, body }) => ({ status, body }));
    const queued = enhance(token, POOLED).then(({ status, body }) => ({ status, body }));
    await untilPending(held!, 2, [running, queued]);
    const refused = await enhance(token, POOLED).expect(503);
    expect(refused.body.detail).toBe(AI_BUSY_DETAIL);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(refused.body).length).toBeLessThan(500);
    open();
    const answers = await Promise.all([running, queued]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const history = await api().get('/api/history').set(bearer(token)).expect(200);
    // The refused request wrote no history; the two that waited did.
    expect(history.body.total).toBe(2);
  });

  it('runs a pathological text in a worker thread while the event loop answers other requests', async () => {
    const attacker = await onboardedUser(testApp, inbox, 'free');
    const other = await onboardedUser(testApp, inbox, 'pro');
    const slow = enhance(attacker.token, PATHOLOGICAL).then(({ status, body }) => ({
      status,
      body,
    }));
    await untilPending(held!, 1, [slow]);
    // The 20,000 characters are in the pool: another person's requests are answered meanwhile.
    await api().get('/api/history').set(bearer(other.token)).expect(200);
    await api().get('/api/plans').expect(200);
    expect(held!.pending).toBe(1);
    open();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(held!.ran).toEqual({ inWorker: 1, inProcess: 0 });
  });
});
