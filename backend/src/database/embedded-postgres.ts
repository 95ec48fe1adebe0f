import { Logger } from '@nestjs/common';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedPostgresReply,
  EmbeddedPostgresWorkerData,
} from './embedded-postgres-worker.js';

export interface EmbeddedPostgres {
  url: string;
  /** The Unix socket the embedded server listens on. */
  socketPath: string;
  stop(): Promise<void>;
}

/** The file name the pg driver looks for in a socket directory (port 5432). */
const SOCKET_NAME = '.s.PGSQL.5432';
// sun_path holds 108 bytes on Linux, 104 on macOS.
const MAX_SOCKET_PATH = 100;

const BUILT_WORKER = new URL('./embedded-postgres-worker.js', import.meta.url);
const SOURCE_WORKER = new URL('./embedded-postgres-worker-source.mjs', import.meta.url);

/** The compiled worker (dist/), or the sources' bootstrap that compiles it with swc on load. */
const workerFile = () => (existsSync(fileURLToPath(BUILT_WORKER)) ? BUILT_WORKER : SOURCE_WORKER);

/**
 * PGlite (PostgreSQL compiled to WASM) served on a Unix socket, so the app talks to it through
 * the same `pg` driver, SQL and migrations as to a real PostgreSQL server. PGlite has no roles
 * or passwords (every connection is its superuser), so the socket is the only door: it lives in
 * a directory only the app's user may enter (0700, the socket itself 0600), never on a TCP port
 * another user of the machine could reach. PGlite runs in a worker thread of its own
 * (embedded-postgres-worker.ts): a query's WebAssembly never holds up the app's event loop.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
  /** Where the socket goes: `<dataDir>-socket` by default (a private temporary one in memory). */
  socketDir?: string;
}): Promise<EmbeddedPostgres> {
  const { dir: socketDir, temporary } = privateSocketDir(options);
  const socketPath = join(socketDir, SOCKET_NAME);
  const removeSocketDir = () => {
    if (temporary) rmSync(socketDir, { recursive: true, force: true });
  };
  let thread: DatabaseThread;
  try {
    await removeStaleSocket(socketPath);
    thread = await startThread({
      dataDir: options.dataDir,
      socketPath,
      maxConnections: options.maxConnections,
    });
  } catch (error) {
    removeSocketDir();
    throw error;
  }
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    socketPath,
    async stop() {
      try {
        await thread.stop();
      } finally {
        removeSocketDir();
      }
    },
  };
}

interface DatabaseThread {
  /** Stops the server and closes PGlite in the thread, then ends the thread. */
  stop(): Promise<void>;
}

/** Resolves once the thread serves the socket; rejects with the thread's own error message. */
async function startThread(data: EmbeddedPostgresWorkerData): Promise<DatabaseThread> {
  const logger = new Logger('Database');
  const worker = new Worker(workerFile(), { workerData: data });
  let pending: { resolve(): void; reject(error: Error): void } | undefined;
  const reply = () =>
    new Promise<void>((resolve, reject) => {
      pending = { resolve, reject };
    });
  const settle = (error?: Error) => {
    const waiting = pending;
    pending = undefined;
    if (error) waiting?.reject(error);
    else waiting?.resolve();
  };
  let ended = false;
  let ending = false;
  // A thread that dies fails whatever waits for it; one that dies while serving can only be
  // reported (the app's queries then fail to connect).
  const died = (error: Error) => {
    if (ended || ending) return;
    ended = true;
    if (pending) settle(error);
    else logger.error(error.message);
  };
  worker.on('message', (message: EmbeddedPostgresReply) =>
    settle(message.type === 'error' ? new Error(message.message) : undefined),
  );
  worker.on('error', (error: unknown) =>
    died(
      new Error(
        `The embedded database's thread failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      ),
    ),
  );
  worker.on('exit', (code) =>
    died(new Error(`The embedded database's thread ended unexpectedly (exit code ${code})`)),
  );
  const end = async () => {
    ending = true;
    await worker.terminate();
  };

  try {
    await reply();
  } catch (error) {
    await end();
    throw error;
  }
  return {
    async stop() {
      if (ended) return;
      const stopped = reply();
      worker.postMessage('stop');
      try {
        await stopped;
      } finally {
        await end();
      }
    },
  };
}

function privateSocketDir(options: { dataDir: string; socketDir?: string }): {
  dir: string;
  temporary: boolean;
} {
  const wanted =
    options.socketDir ??
    (options.dataDir.includes('://') ? undefined : `${options.dataDir.replace(/\/+$/, '')}-socket`);
  if (wanted && join(wanted, SOCKET_NAME).length <= MAX_SOCKET_PATH) {
    mkdirSync(wanted, { recursive: true, mode: 0o700 });
    // An existing folder keeps its mode on mkdir: make it private whatever it was.
    chmodSync(wanted, 0o700);
    return { dir: wanted, temporary: false };
  }
  // In memory, or a data folder too deep for a socket path: a private folder of our own.
  return { dir: mkdtempSync(join(tmpdir(), 'resonate-pglite-')), temporary: true };
}

/** A socket left by a process that died; one that answers belongs to a running app: refuse. */
async function removeStaleSocket(path: string): Promise<void> {
  const answered = await new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (answered) {
    throw new Error(
      `The embedded database is already served at ${path} by another process: stop it first`,
    );
  }
  try {
    unlinkSync(path);
  } catch {
    // Nothing there.
  }
}
