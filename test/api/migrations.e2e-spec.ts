import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/database/data-source-options.js';
import { pendingSchemaChanges, runMigrationsLocked } from '../../backend/src/database/migrate.js';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../backend/src/database/embedded-postgres.js';
import { MIGRATIONS } from '../../backend/src/database/migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

describe('migrations', () => {
  let database: TestDatabase;
  let embedded: EmbeddedPostgres | undefined;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url)
      embedded = await startEmbeddedPostgres({ dataDir: 'memory://', maxConnections: 3 });
    dataSource = await new DataSource(
      dataSourceOptions(database.url ?? embedded!.url, 1),
    ).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await embedded?.stop();
    await database?.drop();
  });

  it('should apply every migration on an empty database', async () => {
    const applied = await runMigrationsLocked(dataSource);
    expect(applied).toHaveLength(MIGRATIONS.length);
  });

  it('should leave nothing for the entities to change (entities and migrations agree)', async () => {
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  it('should revert every migration and apply them again', async () => {
    for (let index = 0; index < MIGRATIONS.length; index++) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const again = await runMigrationsLocked(dataSource);
    expect(again).toHaveLength(MIGRATIONS.length);
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });
});
