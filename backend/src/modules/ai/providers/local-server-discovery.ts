import { request } from 'node:http';

/** OpenAI-compatible servers people run on their own machine, on their usual ports. */
export const LOCAL_SERVERS: readonly LocalServer[] = [
  { name: 'Ollama', port: 11434 },
  { name: 'llama.cpp server', port: 8080 },
  { name: 'LM Studio', port: 1234 },
];

export interface LocalServer {
  name: string;
  port: number;
}

export interface DiscoveredServer {
  name: string;
  /** The OpenAI-compatible base, for OPENAI_BASE_URL. */
  baseUrl: string;
  /** The first model the server lists. */
  model: string;
}

interface ModelList {
  data?: { id?: unknown }[];
}

interface ProbeTimes {
  /** How long a port may take to accept the connection (nothing there refuses at once). */
  connectMs: number;
  /** How long a server that accepted may take to list its models. */
  answerMs: number;
}

/**
 * GET a small JSON document with node:http. Two bounds, not one: fetch's first call alone took
 * over 300 ms in a process starting on a busy machine, so a single short timeout missed servers
 * that were there, while a long one would hold every start-up on ports where nothing answers.
 */
function getJson(url: string, { connectMs, answerMs }: ProbeTimes): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { accept: 'application/json' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        call.destroy(new Error(`status ${response.statusCode}`));
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 1_000_000) call.destroy(new Error('answer too large'));
      });
      response.on('end', () => {
        clearTimeout(deadline);
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    let deadline = setTimeout(() => call.destroy(new Error('no connection')), connectMs);
    call.on('socket', (socket) =>
      socket.once('connect', () => {
        clearTimeout(deadline);
        deadline = setTimeout(() => call.destroy(new Error('no answer')), answerMs);
      }),
    );
    call.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    call.end();
  });
}

async function probe(
  server: LocalServer,
  host: string,
  times: ProbeTimes,
): Promise<DiscoveredServer | undefined> {
  const baseUrl = `http://${host}:${server.port}/v1`;
  try {
    const body = (await getJson(`${baseUrl}/models`, times)) as ModelList;
    const model = body.data?.find((entry) => typeof entry.id === 'string' && entry.id)?.id;
    return typeof model === 'string' ? { name: server.name, baseUrl, model } : undefined;
  } catch {
    return undefined; // nothing there, something else there, or too slow: not a model server
  }
}

/**
 * The first of `servers` (in their order) that answers `GET /v1/models` with a model; all are
 * asked at once. Start-up waits `connectMs` at most where nothing listens, and `answerMs` more
 * only where something accepted the connection.
 */
export async function discoverLocalServer({
  servers = LOCAL_SERVERS,
  host = '127.0.0.1',
  connectMs = 500,
  answerMs = 3000,
}: {
  servers?: readonly LocalServer[];
  host?: string;
  connectMs?: number;
  answerMs?: number;
} = {}): Promise<DiscoveredServer | undefined> {
  const found = await Promise.all(
    servers.map((server) => probe(server, host, { connectMs, answerMs })),
  );
  return found.find((server) => server !== undefined);
}

/**
 * At start, with no provider and no local model file named: a model server found on this
 * machine becomes the provider (AI_DISCOVER_LOCAL_SERVERS=false turns the search off).
 */
export async function useDiscoveredServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.OPENAI_API_KEY || env.AI_LOCAL_MODEL || env.AI_DISCOVER_LOCAL_SERVERS === 'false') return;
  const found = await discoverLocalServer();
  if (!found) return;
  // Local servers take any key; the SDK needs one.
  env.OPENAI_API_KEY = 'local-server';
  env.OPENAI_BASE_URL = found.baseUrl;
  env.AI_MODEL = found.model;
  env.AI_DISCOVERED_SERVER = found.name;
}
