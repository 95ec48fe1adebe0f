import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app.config.js';
import { dataPath } from '../config/data-path.js';
import { DatabaseConfig } from '../config/database.config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';

/** Where the database is: the configured PostgreSQL, or the embedded one started here. */
@Injectable()
export class DatabaseConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private embedded?: EmbeddedPostgres;
  url = '';
  description = '';

  constructor(
    private readonly app: AppConfig,
    private readonly config: DatabaseConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async open(): Promise<string> {
    if (this.config.url) {
      this.url = this.config.url;
      this.description = `PostgreSQL at ${new URL(this.config.url).host}`;
      return this.url;
    }
    const dir = dataPath(this.app, this.config.embeddedDir);
    this.embedded = await startEmbeddedPostgres({
      dataDir: dir,
      // Room for a second instance or a CLI sharing this embedded server during development.
      maxConnections: this.config.poolSize * 3,
    });
    this.url = this.embedded.url;
    this.description = `embedded PostgreSQL (PGlite) in ${dir}, socket ${this.embedded.socketPath}`;
    return this.url;
  }

  /** Closes the pool before the embedded server it talks to. */
  async close(): Promise<void> {
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource?.isInitialized) await dataSource.destroy();
    const embedded = this.embedded;
    this.embedded = undefined;
    if (embedded) {
      await embedded.stop();
      this.logger.log('Embedded database closed');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
