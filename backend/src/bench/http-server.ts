import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface BenchServer {
  url: string;
  pid: number;
  /** The app's DATA_DIR (its outbox of mails without SMTP_URL is `mail/` inside). */
  dataDir: string;
  /** Still running (a soak checks no instance died under it). */
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * The built app in a child process (so the load generator does not share its event loop), on
 * loopback, with its own data folder; PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  extraNodeArgs: string[] = [],
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resonate-bench-'));
  // BENCH_APP_NODE_ARGS: Node options for the app only (`--cpu-prof --cpu-prof-dir=profiles`).
  const nodeArgs = [
    ...(process.env.BENCH_APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ...extraNodeArgs,
  ];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      THROTTLE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // BENCH_READY_SECONDS: a busy shared machine can take longer than a minute to start the app.
  const readySeconds = Number(process.env.BENCH_READY_SECONDS ?? 60);
  const deadline = Date.now() + readySeconds * 1000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running (and holding the bench's output) after the bench gives up on it.
      child.kill('SIGTERM');
      throw new Error(`The app did not become ready within ${readySeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Bounded load on one route: `seconds` of traffic from `connections` keep-alive connections. */
export async function measureRoute(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function describeLoad(name: string, result: LoadResult): string {
  return `${name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms${result.errors || result.non2xx ? `   (${result.errors} errors, ${result.non2xx} non-2xx)` : ''}`;
}
