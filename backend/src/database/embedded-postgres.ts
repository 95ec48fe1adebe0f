import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * PGlite (PostgreSQL compiled to WASM) served on a Unix socket, so the app talks to it through
 * the same `pg` driver, SQL and migrations as to a real PostgreSQL server. PGlite has no roles
 * or passwords (every connection is its superuser), so the socket is the only door: it lives in
 * a directory only the app's user may enter (0700, the socket itself 0600), never on a TCP port
 * another user of the machine could reach.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
  /** Where the socket goes: `<dataDir>-socket` by default (a private temporary one in memory). */
  socketDir?: string;
}): Promise<EmbeddedPostgres> {
  const { dir: socketDir, temporary } = privateSocketDir(options);
  const socketPath = join(socketDir, SOCKET_NAME);
  await removeStaleSocket(socketPath);
  const db = await PGlite.create({ dataDir: options.dataDir });
  const server = new PGLiteSocketServer({
    db: keepExtendedQueriesWhole(db),
    path: socketPath,
    maxConnections: options.maxConnections,
  });
  try {
    await server.start();
    chmodSync(socketPath, 0o600);
  } catch (error) {
    await server.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    socketPath,
    async stop() {
      await server.stop();
      await db.close();
      if (temporary) rmSync(socketDir, { recursive: true, force: true });
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

// Parse, Bind, Describe, Execute, Close, Flush: the extended query protocol runs until a Sync.
const EXTENDED_QUERY_MESSAGES = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * pglite-socket runs one connection's messages at a time, but switches connection between any
 * two messages unless a transaction is open. A parameterised query is several messages (Parse,
 * Bind, Execute… Sync); interleaved with another connection's, they run the wrong statement
 * ("bind message supplies 3 parameters…"). Reporting "in a transaction" from the first of those
 * messages until the Sync keeps each query whole, so concurrent requests work as on PostgreSQL.
 */
function keepExtendedQueriesWhole(db: PGlite): PGlite {
  let midQuery = false;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'isInTransaction') return () => midQuery || target.isInTransaction();
      if (property === 'execProtocolRawStream') {
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          midQuery = EXTENDED_QUERY_MESSAGES.has(message[0]);
          return target.execProtocolRawStream(message, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as Function).bind(target) : value;
    },
  });
}
