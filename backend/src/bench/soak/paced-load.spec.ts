import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paceRoute } from './paced-load.js';
import type { SoakRoute } from './soak-routes.js';

const route: SoakRoute = {
  name: 'POST /echo',
  share: 1,
  connections: 2,
  costRequests: 0,
  method: 'POST',
  path: '/echo',
  build: (n) => ({ headers: { 'x-n': String(n) }, body: JSON.stringify({ n }) }),
  verifyBody: (body) => !body.includes('"bad"'),
};

describe('paceRoute', () => {
  let server: Server;
  let url: string;
  const sockets = new Set<unknown>();
  const bodies: string[] = [];

  beforeAll(async () => {
    // Every third request fails (500), every fifth answers a body the route does not accept.
    server = createServer((request, response) => {
      sockets.add(request.socket);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        const n = Number(request.headers['x-n']);
        response.statusCode = n % 3 === 2 ? 500 : 200;
        response.end(n % 5 === 4 ? '"bad"' : '"ok"');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('should send rate × seconds requests over its connections and count every failure', async () => {
    const load = await paceRoute(url, route, { rate: 100, seconds: 0.15, connections: 2 });
    expect(load.requests).toBe(15);
    // Two connections: the server may read request n + 1 before n on a busy machine.
    expect(bodies.map((body) => JSON.parse(body).n as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, n) => n),
    );
    expect(load.statuses).toEqual({ 200: 10, 500: 5 });
    // 500s: n = 2, 5, 8, 11, 14; rejected bodies among the 200s: n = 4, 9.
    expect(load.errors).toBe(7);
    expect(sockets.size).toBe(2);
    expect(load.p99).toBeGreaterThanOrEqual(load.p50);
  });
});
