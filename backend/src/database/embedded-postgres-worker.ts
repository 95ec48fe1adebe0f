// The embedded database's thread (embedded-postgres.ts starts it): PGlite and its socket server
// run here, so a query's WebAssembly never blocks the app's event loop.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { chmodSync } from 'node:fs';
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';

export interface EmbeddedPostgresWorkerData {
  dataDir: string;
  socketPath: string;
  maxConnections: number;
}

/** The thread's answers: to its start (ready or error), then to the one `stop` request. */
export type EmbeddedPostgresReply =
  { type: 'ready' } | { type: 'stopped' } | { type: 'error'; message: string };

async function serve(options: EmbeddedPostgresWorkerData): Promise<() => Promise<void>> {
  const db = await PGlite.create({ dataDir: options.dataDir });
  const server = new PGLiteSocketServer({
    db: keepExtendedQueriesWhole(db),
    path: options.socketPath,
    maxConnections: options.maxConnections,
  });
  try {
    await server.start();
    chmodSync(options.socketPath, 0o600);
  } catch (error) {
    await server.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  return async () => {
    await server.stop();
    await db.close();
  };
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

// PGlite's file system throws plain objects too (`ErrnoError { errno: 54 }`), whose String() is
// "[object Object]".
const failure = (error: unknown): EmbeddedPostgresReply => ({
  type: 'error',
  message: error instanceof Error ? error.message : inspect(error),
});

if (parentPort) {
  const port = parentPort;
  const post = (reply: EmbeddedPostgresReply) => port.postMessage(reply);
  const serving = serve(workerData as EmbeddedPostgresWorkerData);
  serving.then(
    () => post({ type: 'ready' }),
    (error: unknown) => post(failure(error)),
  );
  // The listener also keeps the thread alive after its last reply, until the starting thread
  // ends it: a thread that ended on its own could be taken for one that died.
  port.on('message', () => {
    serving
      .then((stop) => stop())
      .then(
        () => post({ type: 'stopped' }),
        (error: unknown) => post(failure(error)),
      );
  });
}
