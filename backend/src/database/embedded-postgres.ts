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
    db,
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
