import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.js';

describe('embedded PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'resonate-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should answer the pg driver and keep data across restarts', async () => {
    let embedded = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 4 });
    let client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    await client.query('CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL)');
    await client.query("INSERT INTO note (body) VALUES ('kept')");
    await client.end();
    await embedded.stop();

    embedded = await startEmbeddedPostgres({ dataDir: dir, maxConnections: 4 });
    client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    const { rows } = await client.query('SELECT body FROM note');
    expect(rows).toEqual([{ body: 'kept' }]);
    const uuid = await client.query('SELECT gen_random_uuid() AS id');
    expect(uuid.rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
    await client.end();
    await embedded.stop();
  }, 60000);
});
