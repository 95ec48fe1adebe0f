import request from 'supertest';
import { apiRoutes, routeName, type ApiRoute } from '../support/openapi-routes.js';
import { PUBLIC_ROUTES } from '../support/public-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('route guard: every route is protected unless declared public', () => {
  let testApp: TestApp;
  let routes: ApiRoute[];

  beforeAll(async () => {
    testApp = await startTestApp();
    routes = await apiRoutes(testApp);
  }, 60000);
  afterAll(() => testApp?.close());

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
});
