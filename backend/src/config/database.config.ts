import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { EnvNumber, EnvString } from './define-config.js';

export class DatabaseConfig {
  /** postgres://… selects PostgreSQL; unset runs the embedded PGlite database. */
  @EnvString('DATABASE_URL')
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
  })
  url?: string;

  @EnvNumber('DATABASE_POOL_SIZE') @IsInt() @Min(1) poolSize = 10;

  /** Where the embedded database keeps its files, under DATA_DIR unless absolute. */
  @EnvString('EMBEDDED_DB_DIR') @IsString() embeddedDir = 'pglite';

  get embedded(): boolean {
    return !this.url;
  }
}
