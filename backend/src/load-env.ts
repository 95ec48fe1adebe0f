import { existsSync } from 'node:fs';

/** Reads .env (when present) into process.env without overriding variables already set. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
