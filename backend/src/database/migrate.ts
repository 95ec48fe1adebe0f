import { MigrationExecutor, type DataSource } from 'typeorm';

// Any fixed number shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK = 7_304_221;

/** Runs pending migrations under an advisory lock so instances starting together never race. */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the lock's own connection: a pool of one (the CLI) must not wait on itself.
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    const applied = await executor.executePendingMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

/** The SQL a migration would need to bring the database in line with the entities. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const log = await dataSource.driver.createSchemaBuilder().log();
  return log.upQueries.map((query) => query.query);
}
