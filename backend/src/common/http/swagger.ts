import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** Swagger UI at /api/docs and JSON at /api/docs-json; routes are secured unless marked public. */
export function setupSwagger(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Resonate API')
    .setDescription(
      'Rewrite and analyse text with an emotional tone. Authenticate with `Authorization: Bearer <access_token>` from POST /api/auth/login. Errors share one shape: `{ detail, status, errors?, correlation_id }`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .addSecurityRequirements('bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (operation && typeof operation === 'object' && 'x-public' in operation) {
        (operation as { security?: unknown[] }).security = [];
      }
    }
  }
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Resonate API',
  });
  return document;
}
