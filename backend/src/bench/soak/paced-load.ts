import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'hdr-histogram-js';
import type { RouteLoad, SoakRoute } from './soak-routes.js';

interface Answer {
  status: number;
  body: string;
}

function send(agent: Agent, url: URL, route: SoakRoute, n: number): Promise<Answer> {
  const { headers, body } = route.build(n);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent,
        method: route.method,
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A steady rate, one request every 1/rate s, taking turns over `connections` keep-alive
 * connections (each its own socket, so the proxy spreads them over the instances). autocannon's
 * rate limit is not steady: each connection sends its second's budget at once and then waits
 * (autocannon#174), which measures a burst's queue, not a rate. Each latency counts from when
 * the request was due, so a request that waited for its connection is charged the wait
 * (no coordinated omission).
 */
export async function paceRoute(
  url: string,
  route: SoakRoute,
  options: { rate: number; seconds: number; connections: number },
): Promise<RouteLoad> {
  const target = new URL(route.path, url);
  const agents = Array.from(
    { length: options.connections },
    () => new Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const histogram = build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000 });
  const statuses: Record<string, number> = {};
  let errors = 0;
  const interval = 1000 / options.rate;
  const started = performance.now();
  const total = Math.floor(options.seconds * options.rate);
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      send(agents[n % agents.length], target, route, n).then(
        ({ status, body }) => {
          histogram.recordValue(Math.max(1, Math.round((performance.now() - due) * 1000)));
          statuses[status] = (statuses[status] ?? 0) + 1;
          const ok = status >= 200 && status < 300 && (route.verifyBody?.(body) ?? true);
          if (!ok) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  const ms = (percentile: number) => Math.round(histogram.getValueAtPercentile(percentile) / 1000);
  return {
    seconds: (performance.now() - started) / 1000,
    requests: histogram.totalCount,
    p50: ms(50),
    p99: ms(99),
    errors,
    statuses,
  };
}
