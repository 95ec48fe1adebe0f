import request from 'supertest';
import type { TestApp } from './test-app.js';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path, e.g. /api/history/{id}. */
  path: string;
  /** Path with parameters filled in. */
  url: string;
  isPublic: boolean;
  hasBody: boolean;
  /** JSON schema name of the body, when it has one. */
  bodySchema?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every route of the live OpenAPI document. */
export async function apiRoutes(testApp: TestApp): Promise<ApiRoute[]> {
  const { body: document } = await request(testApp.server).get('/api/docs-json').expect(200);
  const routes: ApiRoute[] = [];
  for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(
    document.paths,
  )) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> }
      )?.content;
      const schemaRef = content?.['application/json']?.schema?.$ref;
      routes.push({
        method,
        path,
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        isPublic: operation['x-public'] === true,
        hasBody: Boolean(content),
        bodySchema: schemaRef?.split('/').pop(),
      });
    }
  }
  return routes;
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'path'>) =>
  `${route.method.toUpperCase()} ${route.path}`;
