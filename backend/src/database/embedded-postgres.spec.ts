import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';

/** TCP sockets this process listens on (Linux: its socket inodes in LISTEN state). */
function listeningTcpSockets(): string[] {
  const inodes = new Set(
    readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // st 0A = LISTEN; field 9 is the inode.
      .filter((fields) => fields[3] === '0A' && inodes.has(fields[9]))
      .map((fields) => fields[1]),
  );
}

describe('embedded PostgreSQL', () => {
  // Each start of PGlite (PostgreSQL in WebAssembly) costs seconds of CPU: the file starts a
  // folder-backed server twice (first start, restart) and one in-memory server for the rest.
  const dir = mkdtempSync(join(tmpdir(), 'resonate-pglite-'));
  const memorySocketDir = mkdtempSync(join(tmpdir(), 'resonate-pglite-sock-'));
  let memory: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  beforeAll(async () => {
    memory = await startEmbeddedPostgres({
      dataDir: 'memory://',
      socketDir: memorySocketDir,
      maxConnections: 12,
    });
  });
  afterAll(async () => {
    await memory?.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-socket`, { recursive: true, force: true });
    rmSync(memorySocketDir, { recursive: true, force: true });
  });

  const onLinux = process.platform === 'linux' ? it : it.skip;

  onLinux(
    'should listen on no TCP port, only on a socket only its owner can reach, and keep data across restarts',
    async () => {
      const before = listeningTcpSockets();
      let embedded = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 4 });
      try {
        expect(listeningTcpSockets()).toEqual(before);
        expect(embedded.url).not.toMatch(/@[^/]*:\d+\//);
        expect(statSync(embedded.socketPath).isSocket()).toBe(true);
        expect(statSync(embedded.socketPath).mode & 0o777).toBe(0o600);
        expect(statSync(join(embedded.socketPath, '..')).mode & 0o777).toBe(0o700);
        const client = new pg.Client({ connectionString: embedded.url });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
        await client.query('CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL)');
        await client.query("INSERT INTO note (body) VALUES ('kept')");
        await client.end();
      } finally {
        await embedded.stop();
      }

      embedded = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 4 });
      try {
        const client = new pg.Client({ connectionString: embedded.url });
        await client.connect();
        const { rows } = await client.query('SELECT body FROM note');
        expect(rows).toEqual([{ body: 'kept' }]);
        const uuid = await client.query('SELECT gen_random_uuid() AS id');
        expect(uuid.rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
        await client.end();
      } finally {
        await embedded.stop();
      }
    },
  );

  it('should refuse to start over a socket another server still answers on', async () => {
    await expect(
      startEmbeddedPostgres({
        dataDir: 'memory://',
        socketDir: memorySocketDir,
        maxConnections: 2,
      }),
    ).rejects.toThrow(/already served/);
  });

  it('should reject with the error PGlite raised in its thread', async () => {
    // IndexedDB exists only in browsers: PGlite refuses before loading PostgreSQL.
    const start = startEmbeddedPostgres({ dataDir: 'idb://resonate', maxConnections: 1 });
    await expect(start).rejects.toThrow(new Error('indexedDB is not defined'));
  });

  it('should run queries off the calling thread, whose event loop keeps turning during a long one', async () => {
    const client = new pg.Client({ connectionString: memory.url });
    await client.connect();
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    try {
      // Seconds of WebAssembly: on the calling thread, no timer could fire until it ended.
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM generate_series(1, 3000000)',
      );
      expect(rows).toEqual([{ n: 3_000_000 }]);
    } finally {
      clearInterval(ticking);
      await client.end();
    }
    expect(ticks).toBeGreaterThan(20);
  });

  it('should keep concurrent parameterised queries and transactions from different connections apart', async () => {
    const pool = new pg.Pool({ connectionString: memory.url, max: 10 });
    try {
      await pool.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
      await pool.query('INSERT INTO counter VALUES (1, 0)');
      const answers = await Promise.all(
        Array.from({ length: 200 }, async (_, index) => {
          if (index % 4 === 0) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              await client.query('UPDATE counter SET n = n + $1 WHERE id = $2', [1, 1]);
              await client.query('COMMIT');
            } finally {
              client.release();
            }
            return index;
          }
          const { rows } = await pool.query('SELECT $1::int AS echo, $2::text AS label', [
            index,
            `query ${index}`,
          ]);
          return rows[0].echo as number;
        }),
      );
      expect(answers).toEqual(Array.from({ length: 200 }, (_, index) => index));
      expect((await pool.query('SELECT n FROM counter')).rows).toEqual([{ n: 50 }]);
    } finally {
      await pool.end();
    }
  });
});
