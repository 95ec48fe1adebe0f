import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port.js';
import { listensOn } from './listening-process.js';

/** The app in a process of its own, started from the TypeScript sources (no build needed). */
export interface AppProcess {
  url: string;
  pid: number;
  /** Ends it at once, as a crash or the kernel's OOM killer would: nothing runs after. */
  kill(): Promise<void>;
  /** Ends it politely (SIGTERM) if it is still running, and removes its data folder. */
  stop(): Promise<void>;
}

const REPOSITORY = resolve(__dirname, '../../..');
const REGISTER = join(REPOSITORY, 'test/support/app-process/register.mjs');
// Compiling the sources at start takes seconds on a quiet machine, minutes on a loaded one.
const READY_WITHIN_MS = 240_000;

export async function startAppProcess(
  env: Record<string, string | undefined>,
): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnFreePort(env);
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('Three free ports were taken by other processes in turn');
  }
}

async function startOnFreePort(
  env: Record<string, string | undefined>,
): Promise<AppProcess | 'port taken'> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'resonate-process-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', REGISTER, join(REPOSITORY, 'backend/src/main.ts')],
    {
      cwd: REPOSITORY,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      if (listensOn(child.pid!, port)) break;
      // Another process took the port first and answered for our app: start again elsewhere.
      child.kill('SIGKILL');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return 'port taken';
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The app was not ready within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    url,
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
