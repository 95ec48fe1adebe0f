import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app.config.js';
import { ConfigError } from '../../config/define-config.js';
import { dataPath } from '../../config/data-path.js';
import type { AuthConfig } from './auth.config.js';

const PLACEHOLDERS = /change.?me|secret|example|placeholder/i;

/** JWT_SECRET, or outside production a random one generated once and kept in DATA_DIR. */
export function resolveJwtSecret(app: AppConfig, auth: AuthConfig): string {
  if (auth.jwtSecret) {
    if (app.isProduction && PLACEHOLDERS.test(auth.jwtSecret)) {
      throw new ConfigError(
        'Invalid configuration: JWT_SECRET looks like a placeholder; set a random value',
      );
    }
    return auth.jwtSecret;
  }
  if (app.isProduction) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  const file = join(dataPath(app, 'secrets'), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
