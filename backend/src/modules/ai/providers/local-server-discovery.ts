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

async function probe(
  server: LocalServer,
  host: string,
  timeoutMs: number,
): Promise<DiscoveredServer | undefined> {
  const baseUrl = `http://${host}:${server.port}/v1`;
  try {
    const response = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as ModelList;
    const model = body.data?.find((entry) => typeof entry.id === 'string' && entry.id)?.id;
    return typeof model === 'string' ? { name: server.name, baseUrl, model } : undefined;
  } catch {
    return undefined; // nothing there, something else there, or too slow: not a model server
  }
}

/**
 * The first of `servers` (in their order) that answers `GET /v1/models` with a model within
 * `timeoutMs`; all are asked at once, so start-up waits one timeout at most.
 */
export async function discoverLocalServer({
  servers = LOCAL_SERVERS,
  host = '127.0.0.1',
  timeoutMs = 300,
}: { servers?: readonly LocalServer[]; host?: string; timeoutMs?: number } = {}): Promise<
  DiscoveredServer | undefined
> {
  const found = await Promise.all(servers.map((server) => probe(server, host, timeoutMs)));
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
