import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { RuntimeSummary } from './common/runtime/runtime-summary.js';
import { AppConfig } from './config/app.config.js';
import { DatabaseConnection } from './database/database-connection.js';
import { loadEnvFile } from './load-env.js';
import { useDiscoveredServer } from './modules/ai/ai.providers.js';
import { reportStartupFailure } from './startup-failure.js';

async function bootstrap(): Promise<void> {
  loadEnvFile();
  await useDiscoveredServer();
  const app = await createApp();
  const config = app.get(AppConfig);
  const summary = app.get(RuntimeSummary);
  summary.set('database', app.get(DatabaseConnection).description);
  await app.listen(config.port, config.host);

  const logger = new Logger('Resonate');
  const url = config.publicUrl;
  // One address: links in mails, sign-in and checkout all use PUBLIC_URL, so that is the one to open.
  logger.log(`Open ${url} (API docs: ${url}/api/docs, console: ${url}/admin)`);
  for (const [part, description] of summary.entries()) logger.log(`${part}: ${description}`);
}

bootstrap().catch((error: Error) => {
  reportStartupFailure(error);
  console.error(`Resonate could not start: ${error.message}`);
  process.exit(1);
});
