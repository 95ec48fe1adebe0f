import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { DatabaseConnection } from '../../backend/src/database/database-connection.js';
import request from 'supertest';
import { Redis } from 'ioredis';
import { bearer, onboardedUser, PASSWORD } from '../support/accounts.js';
import { useTestApp } from '../support/api-app.js';
import { staffAppEnv, staffToken } from '../support/billing.js';
import { freePort } from '../support/free-port.js';
import { useScriptedModel } from '../support/scripted-model.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TEXT = 'Our new dashboard helps your team save about four hours every single week.';

describe('faults: the model provider slow, failing or gone', () => {
  const { server: provider, env } = useScriptedModel({ env: { AI_TIMEOUT_MS: '400' } });
  const app = useTestApp(env);
  const api = () => app.api();
  let token: string;

  beforeAll(async () => {
    token = (await onboardedUser(app.testApp, app.inbox, 'premium')).token;
  });

  const enhance = async () => {
    const response = await api()
      .post('/api/ai/enhance')
      .set(bearer(token))
      .send({ text: TEXT })
      .expect(200);
    return { body: response.body };
  };

  it('should fall back to the built-in engine within the timeout when the provider is slow', async () => {
    // The model answers only after the result has arrived: a result at all proves the timeout
    // cut the wait, on a machine of any speed.
    let answerNow = () => undefined as void;
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    provider.respondWith(() => ({ kind: 'held', text: 'too late', until: held }));
    const { body } = await enhance();
    answerNow();
    expect(body.model_used).toMatch(/fallback/);
    expect(body.enhanced_text.length).toBeGreaterThan(20);
  });

  it('should fall back when the provider answers 503', async () => {
    provider.respondWith(() => ({ kind: 'status', status: 503 }));
    const { body } = await enhance();
    expect(body.model_used).toMatch(/fallback/);
  });

  it('should fall back when the provider is gone', async () => {
    await provider.stop();
    const { body } = await enhance();
    expect(body.model_used).toMatch(/fallback/);
  });
});

/** A Redis of the test's own, on its own port, that the test can stop and start again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The test starts its own Redis: it needs the redis-server program, not a running Redis.
const describeWithRedis =
  spawnSync('redis-server', ['--version']).status === 0 ? describe : describe.skip;

describeWithRedis('faults: Redis stopped and started again', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let redis: ChildProcess;
  let port: number;
  let user: { token: string; email: string };
  let staff: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      env: { ...staffAppEnv(inbox), REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    user = await onboardedUser(testApp, inbox);
    staff = await staffToken(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const ready = () => request(testApp.server).get('/api/health/ready');
  const systemHealth = async () => {
    const response = await request(testApp.server)
      .get('/api/admin/system/health')
      .set(bearer(staff));
    const redisCheck = (response.body.health_checks ?? []).find(
      (check: { service: string }) => check.service === 'redis',
    );
    return { status: response.status, redis: redisCheck as { status: string; message: string } };
  };
  const throttleKeys = async () => {
    const client = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 });
    try {
      return await client.keys(`${testApp.env.REDIS_PREFIX}:throttle:*`);
    } finally {
      client.disconnect();
    }
  };

  it('should keep serving with per-instance limits while Redis is gone, report it, and share limits again once back', async () => {
    expect((await ready()).status).toBe(200);
    expect((await systemHealth()).redis.status).toBe('healthy');
    await stopRedis(redis);
    const down = await until(ready, (response) => response.status === 503);
    expect(down.status).toBe(503);
    expect(down.body.detail).toMatch(/^Not ready: .*redis is down/);

    // Ordinary routes answer as usual (rate limits counted in this instance meanwhile).
    await request(testApp.server).get('/api/plans').expect(200);
    await request(testApp.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    await request(testApp.server)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'Wrong-Password-1' })
      .expect(401);
    await request(testApp.server)
      .post('/api/ai/enhance')
      .set(bearer(user.token))
      .send({ text: TEXT })
      .expect(200);
    await request(testApp.server).get('/api/history').set(bearer(user.token)).expect(200);

    // The staff page answers, with Redis critical and limits per instance.
    const health = await systemHealth();
    expect(health.status).toBe(200);
    expect(health.redis.status).toBe('critical');
    expect(health.redis.message).toMatch(/rate limits are per instance/);

    redis = await startRedis(port);
    const back = await until(ready, (response) => response.status === 200);
    expect(back.status).toBe(200);
    const healthy = await until(systemHealth, (result) => result.redis?.status === 'healthy');
    expect(healthy.redis.message).toMatch(/rate limits are shared/);
    // Counters are in Redis again (the restarted Redis started empty).
    await request(testApp.server).get('/api/plans').expect(200);
    expect((await throttleKeys()).length).toBeGreaterThan(0);
  });
});

/** A TCP proxy to PostgreSQL that the test can cut (every connection dropped, new ones refused). */
class CuttableProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private cut = false;

  async start(target: URL): Promise<number> {
    this.server = createServer((client) => {
      if (this.cut) return void client.destroy();
      // The embedded database is served on a Unix socket (?host=<folder>), PostgreSQL on TCP.
      const socketDir = target.searchParams.get('host');
      const upstream = socketDir
        ? connect(`${socketDir}/.s.PGSQL.5432`)
        : connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  setCut(cut: boolean): void {
    this.cut = cut;
    if (cut) for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    this.setCut(true);
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe('faults: PostgreSQL unreachable', () => {
  let owner: TestApp;
  let behindProxy: TestApp;
  let inbox: SmtpInbox;
  const proxy = new CuttableProxy();

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    owner = await startTestApp({ env: { SMTP_URL: inbox.url } });
    const target = new URL(owner.env.DATABASE_URL ?? owner.app.get(DatabaseConnection).url);
    const port = await proxy.start(target);
    const proxied = new URL(target.href);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    proxied.searchParams.delete('host');
    behindProxy = await startTestApp({
      shareWith: owner,
      env: { DATABASE_URL: proxied.href },
    });
  });

  afterAll(async () => {
    proxy.setCut(false);
    await behindProxy?.close();
    await proxy.stop();
    await owner?.close();
    await inbox?.stop();
  });

  it('should answer 503 with a clear message while the database is unreachable, then recover', async () => {
    const { token } = await onboardedUser(owner, inbox);
    const history = () => request(behindProxy.server).get('/api/history').set(bearer(token));
    await history().expect(200);

    proxy.setCut(true);
    const down = await history();
    expect(down.status).toBe(503);
    expect(down.body.detail).toBe(
      'The service cannot reach its database right now. Please try again in a moment.',
    );
    expect(down.headers['retry-after']).toBe('5');

    proxy.setCut(false);
    const back = await until(history, (response) => response.status === 200);
    expect(back.status).toBe(200);
  });
});
