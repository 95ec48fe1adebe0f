import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { discoverLocalServer, useDiscoveredServer } from './local-server-discovery.js';

/** A server on a free port answering every request with `answer`. */
async function serve(answer: (path: string) => [number, string]): Promise<Server> {
  const server = createServer((request, response) => {
    const [status, body] = answer(request.url ?? '');
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('finding a model server on this machine', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('should take the first listed server that lists a model, and ignore what is not one', async () => {
    const models = await serve((path) =>
      path === '/v1/models'
        ? [200, JSON.stringify({ object: 'list', data: [{ id: 'llama3.2:3b' }, { id: 'other' }] })]
        : [404, '{}'],
    );
    const website = await serve(() => [200, '<html>not a model server</html>']);
    const empty = await serve(() => [200, JSON.stringify({ data: [] })]);
    servers.push(models, website, empty);
    const found = await discoverLocalServer({
      servers: [
        { name: 'A web page', port: portOf(website) },
        { name: 'No models', port: portOf(empty) },
        { name: 'Ollama', port: portOf(models) },
      ],
    });
    expect(found).toEqual({
      name: 'Ollama',
      baseUrl: `http://127.0.0.1:${portOf(models)}/v1`,
      model: 'llama3.2:3b',
    });
  });

  it('should wait for a server that accepted the connection, and give up on one that never answers', async () => {
    const slow = createServer((request, response) => {
      setTimeout(
        () =>
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ data: [{ id: 'qwen2.5:3b' }] })),
        800,
      );
    });
    const silent = createServer(() => undefined);
    for (const server of [slow, silent]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
    }
    await expect(
      discoverLocalServer({ servers: [{ name: 'Ollama', port: portOf(slow) }] }),
    ).resolves.toMatchObject({ model: 'qwen2.5:3b' });
    await expect(
      discoverLocalServer({
        servers: [{ name: 'LM Studio', port: portOf(silent) }],
        answerMs: 200,
      }),
    ).resolves.toBe(undefined);
  });

  it('should find nothing where nothing listens', async () => {
    const gone = await serve(() => [200, '{}']);
    const port = portOf(gone);
    await close(gone);
    await expect(discoverLocalServer({ servers: [{ name: 'Ollama', port }] })).resolves.toBe(
      undefined,
    );
  });

  it('should leave a configured provider, a named model file or a switched-off search alone', async () => {
    for (const env of [
      { OPENAI_API_KEY: 'sk-test' },
      { AI_LOCAL_MODEL: '/models/a.gguf' },
      { AI_DISCOVER_LOCAL_SERVERS: 'false' },
    ]) {
      const copy: NodeJS.ProcessEnv = { ...env };
      await useDiscoveredServer(copy);
      expect(copy).toEqual(env);
    }
  });
});
