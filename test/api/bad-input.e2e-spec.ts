import request from 'supertest';
import { bearer, onboardedUser } from '../support/accounts.js';
import { apiRoutes, routeName, type ApiRoute } from '../support/openapi-routes.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  enum?: unknown[];
};

/** A value of the wrong type for each JSON type. */
function wrongFor(schema: Schema | undefined): unknown[] {
  switch (schema?.type) {
    case 'string':
      return [12345, true, { nested: 'x' }, ['a'], null];
    case 'number':
    case 'integer':
      return ['12', '', 1e308, -1e308, 3.14159, NaN, null, []];
    case 'boolean':
      return ['true', 1, null, {}];
    case 'array':
      return ['a,b', { 0: 'a' }, [null, 42, { x: 1 }], new Array(1000).fill('x')];
    default:
      return [null, 'text', 7];
  }
}

const HOSTILE_STRINGS = [
  '<script>alert(1)</script><img src=x onerror=alert(2)>',
  "'; DROP TABLE users; --",
  '\u0000\u0001\u0002 nulls and control characters \u001f',
  '🙂🚀 emoji, RTL ‏עברית‎, zero-width ​joiners‍, combining é',
  '${jndi:ldap://x}{{7*7}}%s%n',
  'x'.repeat(300_000),
];

function bodiesFor(schema: Schema | undefined): unknown[] {
  const properties = schema?.properties ?? {};
  const bodies: unknown[] = [
    {},
    [],
    'just a string',
    42,
    null,
    { unknown_field: 'x' },
    { __proto__: { admin: true } },
  ];
  const valid = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      property.enum?.[0] ?? sample(property),
    ]),
  );
  bodies.push(valid, { ...valid, unknown_field: 1 });
  for (const [name, property] of Object.entries(properties)) {
    for (const wrong of wrongFor(property)) bodies.push({ ...valid, [name]: wrong });
    if (property.type === 'string')
      for (const text of HOSTILE_STRINGS) bodies.push({ ...valid, [name]: text });
  }
  return bodies;
}

function sample(schema: Schema): unknown {
  switch (schema.type) {
    case 'string':
      return 'Sample text that is long enough to pass length checks.';
    case 'number':
    case 'integer':
      return 5;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return {};
  }
}

describe('bad input never causes a server error', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let token: string;
  let routes: ApiRoute[];
  let schemas: Record<string, Schema>;

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
    routes = (await apiRoutes(testApp)).filter((route) => route.hasBody);
    schemas = (await request(testApp.server).get('/api/docs-json')).body.components.schemas;
    token = (await onboardedUser(testApp, inbox)).token;
  });

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  it('should find routes with bodies to attack', () => {
    expect(routes.length).toBeGreaterThanOrEqual(7);
  });

  it('should answer every malformed body with a 4xx in the error shape', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const schema = route.bodySchema ? schemas[route.bodySchema] : undefined;
      for (const body of bodiesFor(schema)) {
        const call = request(testApp.server)[route.method](route.url);
        const response = await call
          .set(bearer(token))
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body) ?? 'null');
        if (
          response.status >= 500 ||
          (response.status >= 400 && typeof response.body.detail !== 'string')
        ) {
          failures.push(
            `${routeName(route)} ${response.status} ${JSON.stringify(body).slice(-200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('should refuse raw hostile payloads: invalid UTF-8, huge, deeply nested, wrong content type', async () => {
    const payloads: [string, string | Buffer][] = [
      [
        'application/json',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
      ],
      ['application/json', JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) })],
      ['application/json', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
      ['application/json', '{"text": "unterminated'],
      ['application/json; charset=utf-16', '{"text":"hi"}'],
      ['text/plain', 'plain text body'],
      ['application/x-www-form-urlencoded', 'a=1&a=2&a[b][c]=3'],
    ];
    const failures: string[] = [];
    for (const route of routes) {
      for (const [contentType, payload] of payloads) {
        const call = request(testApp.server)[route.method](route.url);
        const response = await call
          .set(bearer(token))
          .set('Content-Type', contentType)
          .send(payload);
        if (response.status >= 500)
          failures.push(`${routeName(route)} ${contentType} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
