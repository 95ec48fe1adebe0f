import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../common/http/swagger.js';

/**
 * The API's OpenAPI document from the real module graph in Nest's preview mode: modules and
 * controllers are scanned but no provider is created, so no database, Redis or mail is touched.
 */
export async function contractDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
