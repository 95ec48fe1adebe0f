import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) served on a loopback socket, so the app talks to it
 * through the same `pg` driver, SQL and migrations as to a real PostgreSQL server.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  maxConnections: number;
}): Promise<EmbeddedPostgres> {
  const db = await PGlite.create({ dataDir: options.dataDir });
  const server = new PGLiteSocketServer({
    db: keepExtendedQueriesWhole(db),
    host: '127.0.0.1',
    port: 0,
    maxConnections: options.maxConnections,
  });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
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
