import request from 'supertest';
import { bearer, onboardedUser, registerAndVerify } from '../support/accounts.js';
import { apiRoutes, routeName, type ApiRoute } from '../support/openapi-routes.js';
import { PUBLIC_ROUTES } from '../support/public-routes.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('route guard: every route is protected unless declared public', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let routes: ApiRoute[];

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url } });
    routes = await apiRoutes(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  /** Routes whose OpenAPI operation carries an extension set by the Authenticated decorator. */
  async function routesMarked(extension: 'x-requires-onboarding' | 'x-admin') {
    const { body } = await request(testApp.server).get('/api/docs-json').expect(200);
    return routes.filter((route) => body.paths[route.path][route.method][extension] === true);
  }

  it('should mark exactly the declared public routes as public in the OpenAPI document', () => {
    const documented = routes
      .filter((route) => route.isPublic)
      .map(routeName)
      .sort();
    expect(documented).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('should document a bearer requirement on every other route', async () => {
    const { body } = await request(testApp.server).get('/api/docs-json');
    for (const route of routes.filter((candidate) => !candidate.isPublic)) {
      const operation = body.paths[route.path][route.method];
      const security = operation.security ?? body.security;
      expect({ route: routeName(route), security }).toEqual({
        route: routeName(route),
        security: expect.arrayContaining([{ bearer: [] }]),
      });
    }
  });

  it('should answer 401 to anonymous and bad tokens on every protected route', async () => {
    const protectedRoutes = routes.filter((route) => !PUBLIC_ROUTES.includes(routeName(route)));
    for (const route of protectedRoutes) {
      for (const authorization of [undefined, 'Bearer not-a-real-token', 'Basic abc']) {
        let call = request(testApp.server)[route.method](route.url);
        if (authorization) call = call.set('Authorization', authorization);
        const response = await call.send(route.hasBody ? {} : undefined);
        expect({ route: routeName(route), status: response.status }).toEqual({
          route: routeName(route),
          status: 401,
        });
        expect(response.body.detail).toEqual(expect.any(String));
      }
    }
    // Three calls for each of the document's routes: the count grows with the API.
  });

  it('should let anyone call the public routes', async () => {
    for (const name of PUBLIC_ROUTES) {
      const route = routes.find((candidate) => routeName(candidate) === name)!;
      const call = request(testApp.server)[route.method](route.url);
      const response = await call.send(route.hasBody ? {} : undefined);
      // Anything but "sign in first" (and never a server error): 200, 302, 400 for an empty body…
      expect({ route: name, refused: response.status === 401 || response.status >= 500 }).toEqual({
        route: name,
        refused: false,
      });
    }
  });

  it('should refuse a verified user who has not finished onboarding on every route that needs it', async () => {
    const onboardingRoutes = await routesMarked('x-requires-onboarding');
    // The workspace routes at least; the list grows with every feature that needs a full account.
    expect(onboardingRoutes.map(routeName)).toEqual(
      expect.arrayContaining(['POST /api/ai/enhance', 'GET /api/history', 'POST /api/exports']),
    );
    const { token } = await registerAndVerify(testApp, inbox);
    for (const route of onboardingRoutes) {
      const call = request(testApp.server)[route.method](route.url);
      const response = await call.set(bearer(token)).send(route.hasBody ? {} : undefined);
      expect({
        route: routeName(route),
        status: response.status,
        detail: response.body.detail,
      }).toEqual({
        route: routeName(route),
        status: 403,
        detail: 'Please complete your account setup to continue',
      });
    }
  });

  it('should mark every /api/admin route as staff only', async () => {
    const adminRoutes = (await routesMarked('x-admin')).map(routeName);
    const underAdmin = routes
      .filter((route) => route.path.startsWith('/api/admin/'))
      .map(routeName);
    expect(underAdmin.length).toBeGreaterThan(10);
    expect(adminRoutes).toEqual(expect.arrayContaining(underAdmin));
  });

  it('should refuse a signed-in customer on every staff route', async () => {
    const adminRoutes = await routesMarked('x-admin');
    const { token } = await onboardedUser(testApp, inbox);
    for (const route of adminRoutes) {
      const call = request(testApp.server)[route.method](route.url);
      const response = await call.set(bearer(token)).send(route.hasBody ? {} : undefined);
      expect({ route: routeName(route), status: response.status }).toEqual({
        route: routeName(route),
        status: 403,
      });
      expect(response.body.detail).toEqual(expect.any(String));
    }
  });
});
