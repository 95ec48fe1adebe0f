import 'reflect-metadata';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app.config.js';
import { dataPath } from '../config/data-path.js';
import { DatabaseConfig } from '../config/database.config.js';
import { loadConfig } from '../config/define-config.js';
import { loadEnvFile } from '../load-env.js';
import { dataSourceOptions } from './data-source-options.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { pendingSchemaChanges, runMigrationsLocked } from './migrate.js';
import { writeMigration } from './migration-writer.js';

const USAGE = `Usage: npm run migration:<command>
  migration:run                 apply pending migrations
  migration:revert              undo the last migration
  migration:generate -- <Name>  write a migration for what the entities changed
  migration:check               fail when the entities and the migrations disagree`;

async function main(command: string | undefined, name: string | undefined): Promise<number> {
  loadEnvFile();
  const app = loadConfig(AppConfig);
  const database = loadConfig(DatabaseConfig);
  const embedded = database.url
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: dataPath(app, database.embeddedDir),
        maxConnections: 2,
      });
  const dataSource = new DataSource(dataSourceOptions(database.url ?? embedded!.url, 1));
  await dataSource.initialize();
  try {
    switch (command) {
      case 'run': {
        const applied = await runMigrationsLocked(dataSource);
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
        return 0;
      }
      case 'revert':
        await dataSource.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the last migration.');
        return 0;
      case 'generate': {
        if (!name) throw new Error('Name the migration: npm run migration:generate -- AddProjects');
        await runMigrationsLocked(dataSource);
        const log = await dataSource.driver.createSchemaBuilder().log();
        if (log.upQueries.length === 0) {
          console.log('The entities match the migrations: nothing to generate.');
          return 0;
        }
        const file = writeMigration(
          resolve('backend/src/database/migrations'),
          name,
          log.upQueries,
          log.downQueries,
        );
        console.log(
          `Wrote backend/src/database/migrations/${file}.ts (${log.upQueries.length} statements).`,
        );
        return 0;
      }
      case 'check': {
        await runMigrationsLocked(dataSource);
        const pending = await pendingSchemaChanges(dataSource);
        if (pending.length === 0) {
          console.log('The entities match the migrations.');
          return 0;
        }
        console.error(`The entities and the migrations disagree:\n${pending.join(';\n')}`);
        return 1;
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
