import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_SCHEME } from '../auth/auth-rules.js';
import { ErrorBody } from '../errors/error-body.js';

type Operation = {
  security?: unknown[];
  responses?: Record<string, unknown>;
  'x-public'?: boolean;
};

/**
 * The OpenAPI document of the routes `app` holds: the contract the front ends' types are
 * generated from (scripts/api/generate.mjs), identical to what /api/docs-json serves.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Resonate API')
    .setDescription(
      'Rewrite and analyse text with an emotional tone. Authenticate with `Authorization: Bearer <access_token>` from POST /api/auth/login, or, on the routes that list the `api_key` scheme, with a personal API key (`Authorization: Bearer rsn_live_…`, Pro, Premium and staff; created under Account → API keys). Errors share one shape: `{ detail, status, errors?, correlation_id }`.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'rsn_live_…',
        description:
          'A personal API key. Each route that takes one says the scope it needs (`x-api-key-scope`).',
      },
      API_KEY_SCHEME,
    )
    .addSecurityRequirements('bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorBody] });
  const errorResponse = {
    description: 'Any other error, in the one error shape',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Operation[]) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      if (operation['x-public']) operation.security = [];
      operation.responses.default ??= errorResponse;
    }
  }
  return document;
}

/**
 * Swagger UI at /api/docs and JSON at /api/docs-json; routes are secured unless marked public.
 * The document is built on the first request for it, not at start: building it walks every route
 * and DTO (about half a second), which each instance's start, and each test app's, paid for a
 * page most of them never serve.
 */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Resonate API',
  });
}
