import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { EnvBoolean, EnvList, EnvNumber, EnvString } from './define-config.js';

export class AppConfig {
  @EnvString('NODE_ENV') @IsIn(['development', 'production', 'test']) nodeEnv = 'development';

  @EnvNumber('PORT') @IsInt() @Min(0) @Max(65535) port = 3000;

  @EnvString('HOST') @IsString() host = '0.0.0.0';

  /** Where links in e-mails and redirects point (default http://localhost:PORT). */
  @EnvString('PUBLIC_URL')
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  private publicUrlSetting?: string;

  /** Folder for the embedded database, the mail outbox and generated secrets. */
  @EnvString('DATA_DIR') @IsString() dataDir = './data';

  /** Extra origins allowed by CORS; the app's own origin never needs listing. */
  @EnvList('CORS_ORIGINS') corsOrigins: string[] = [];

  @EnvString('BODY_LIMIT')
  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 512kb or 1mb' })
  bodyLimit = '1mb';

  @EnvString('LOG_LEVEL')
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  logLevel = 'info';

  /** pretty: readable lines for a person at a terminal; json: one object per line for log systems. */
  @EnvString('LOG_FORMAT') @IsIn(['pretty', 'json']) logFormat =
    process.stdout.isTTY && process.env.NODE_ENV !== 'production' ? 'pretty' : 'json';

  /** Requests per minute per client on every route unless a route sets a stricter limit. */
  @EnvNumber('THROTTLE_LIMIT') @IsInt() @Min(1) throttleLimit = 300;

  @EnvNumber('THROTTLE_TTL_SECONDS') @IsInt() @Min(1) throttleTtlSeconds = 60;

  /** Whether this process runs the queue processors (an API-only instance sets false). */
  @EnvBoolean('RUN_WORKERS') runWorkers = true;

  /** How long shutdown waits for open requests and jobs before closing. */
  @EnvNumber('SHUTDOWN_TIMEOUT_MS') @IsInt() @Min(0) shutdownTimeoutMs = 10000;

  /** Number of reverse proxies in front of the app, for client IPs in limits and logs. */
  @EnvNumber('TRUST_PROXY_HOPS') @IsInt() @Min(0) trustProxyHops = 0;

  get publicUrl(): string {
    return (this.publicUrlSetting ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}
