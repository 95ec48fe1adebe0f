import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseConfig } from '../config/database.config.js';
import { DatabaseConnection } from './database-connection.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrationsLocked } from './migrate.js';

@Global()
@Module({ providers: [DatabaseConnection], exports: [DatabaseConnection] })
class DatabaseConnectionModule {}

@Module({
  imports: [
    DatabaseConnectionModule,
    TypeOrmModule.forRootAsync({
      inject: [DatabaseConnection, DatabaseConfig],
      useFactory: async (connection: DatabaseConnection, config: DatabaseConfig) =>
        dataSourceOptions(await connection.open(), config.poolSize),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        const applied = await runMigrationsLocked(dataSource);
        if (applied.length > 0)
          new Logger('Database').log(`Applied migrations: ${applied.join(', ')}`);
        return dataSource;
      },
    }),
  ],
  exports: [DatabaseConnectionModule],
})
export class DatabaseModule {}
