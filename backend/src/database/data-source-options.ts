import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** The one description of how the app reaches its database, for the app, the CLI and tests. */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    poolSize,
    connectTimeoutMS: 10000,
    // PGlite has no extension files; gen_random_uuid() is built into PostgreSQL 13+.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logging: ['error'],
  };
}
