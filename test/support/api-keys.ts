import request from 'supertest';
import type { DataSource } from 'typeorm';
import { bearer } from './accounts.js';
import type { TestApp } from './test-app.js';

export interface CreatedKey {
  id: string;
  secret: string;
  prefix: string;
  scopes: string[];
}

/** A personal API key made through POST /api/api-keys (201); its secret is added to `secrets`. */
export async function createKey(
  app: TestApp,
  token: string,
  secrets: string[],
  body: { name?: string; scopes?: string[]; expires_at?: string } = {},
): Promise<CreatedKey> {
  const response = await request(app.server)
    .post('/api/api-keys')
    .set(bearer(token))
    .send({ name: 'Catalogue script', scopes: ['rewrite', 'analyze', 'history:read'], ...body })
    .expect(201);
  secrets.push(response.body.secret);
  return response.body as CreatedKey;
}

/** How many history entries a key's requests wrote. */
export async function historyRowsOfKey(db: DataSource, id: string): Promise<number> {
  const [{ n }] = await db.query(
    'SELECT count(*)::int AS n FROM enhancement_history WHERE api_key_id = $1',
    [id],
  );
  return n as number;
}
