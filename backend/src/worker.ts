import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { RuntimeSummary } from './common/runtime/runtime-summary.js';
import { loadEnvFile } from './load-env.js';
import { reportStartupFailure } from './startup-failure.js';

/** Runs the queue processors without HTTP: scale it apart from the API when REDIS_URL is set. */
async function bootstrap(): Promise<void> {
  loadEnvFile();
  // Without Redis there is no queue to share; without PostgreSQL the embedded database belongs to
  // the API process alone. In both cases the API process runs every job itself (npm start).
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) {
    console.error(
      'npm run worker needs REDIS_URL and DATABASE_URL: without them the API process runs every job itself (npm start).',
    );
    process.exit(1);
  }
  process.env.RUN_WORKERS = 'true';
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(), {
    bufferLogs: true,
    abortOnError: false,
    autoFlushLogs: false,
  });
  app.useLogger(app.get(PinoLogger));
  app.flushLogs();
  app.enableShutdownHooks();
  await app.init();
  const logger = new Logger('Worker');
  logger.log('Resonate worker is processing jobs');
  for (const [part, description] of app.get(RuntimeSummary).entries())
    logger.log(`${part}: ${description}`);
}

bootstrap().catch((error: Error) => {
  reportStartupFailure(error);
  console.error(`Resonate worker could not start: ${error.message}`);
  process.exit(1);
});
