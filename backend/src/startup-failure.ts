import { Logger } from '@nestjs/common';
import { ConfigError } from './config/define-config.js';

/**
 * Start-up logs stay buffered until the app is up. A configuration error names the variable to
 * set, so it is printed alone by the caller; anything else gets the buffered logs, stack included.
 */
export function reportStartupFailure(error: unknown): void {
  if (!(error instanceof ConfigError)) Logger.flush();
}
