import autocannon from 'autocannon';
import { ANALYSIS_MODES, EMOTION_TONES } from '../../modules/ai/ai.types.js';
import { sampleText } from '../sample-text.js';
import type { SoakUser } from './soak-cluster.js';

/** One route of the mix: its share of the requests, and how each request is made. */
export interface SoakRoute {
  name: string;
  /** Share of the mix's requests per second. */
  share: number;
  /** Its connections in the mix (8 in all); the proxy gives each connection to the next instance. */
  connections: number;
  /** Requests sent when its CPU cost is measured alone (fewer for the slow ones). */
  costRequests: number;
  method: 'GET' | 'POST';
  path: string;
  /** Headers and body of the n-th request. */
  build(n: number): { headers: Record<string, string>; body?: string };
  /** A 2xx answer that still failed (a stream ending with an `error` event). */
  verifyBody?: (body: string) => boolean;
  /** Why its latency is held to no goal (the password hash is slow on purpose). */
  slowByDesign?: string;
}

export interface RouteLoad {
  seconds: number;
  requests: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts, non-2xx answers and failed bodies. */
  errors: number;
  statuses: Record<string, number>;
}

const ENHANCE_TEXT = sampleText(100);
const HEAT_MAP_TEXT = sampleText(150);

/** A client address per sign-in (each a different person's), one per user for the rest. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The health route the load balancer polls: one query (SELECT 1), Redis and the queues. */
export const REFERENCE_ROUTE: SoakRoute = {
  name: 'GET /api/health/ready (reference: one query)',
  share: 0,
  connections: 0,
  costRequests: 200,
  method: 'GET',
  path: '/api/health/ready',
  build: () => ({ headers: {} }),
};

/** Sign-in, the streamed enhance the SPA asks for, history and the heat map, over the users. */
export function soakRoutes(users: SoakUser[]): SoakRoute[] {
  const user = (n: number) => users[n % users.length];
  const signedIn = (n: number) => ({
    authorization: `Bearer ${user(n).token}`,
    'x-forwarded-for': address(n % users.length),
  });
  return [
    {
      name: 'POST /api/auth/login (sign-in)',
      share: 0.025,
      connections: 1,
      costRequests: 10,
      method: 'POST',
      path: '/api/auth/login',
      slowByDesign: 'argon2id password hash (64 MiB, 3 passes, 4 lanes), slow on purpose',
      build: (n) => ({
        headers: { 'x-forwarded-for': address(1_000 + n) },
        body: JSON.stringify({ email: user(n).email, password: user(n).password }),
      }),
    },
    {
      name: 'POST /api/ai/enhance (stream, 100 words)',
      share: 0.3,
      connections: 2,
      costRequests: 60,
      method: 'POST',
      path: '/api/ai/enhance',
      build: (n) => ({
        headers: signedIn(n),
        body: JSON.stringify({
          text: ENHANCE_TEXT,
          emotion_tone: EMOTION_TONES[n % EMOTION_TONES.length],
          intensity: 1 + (n % 10),
          stream: true,
        }),
      }),
      verifyBody: (body) => body.includes('event: result'),
    },
    {
      name: 'GET /api/history',
      share: 0.45,
      connections: 3,
      costRequests: 200,
      method: 'GET',
      path: '/api/history',
      build: (n) => ({ headers: signedIn(n) }),
    },
    {
      name: 'POST /api/beta/content-heatmap (150 words)',
      share: 0.225,
      connections: 2,
      costRequests: 100,
      method: 'POST',
      path: '/api/beta/content-heatmap',
      build: (n) => ({
        headers: signedIn(n),
        body: JSON.stringify({
          text: HEAT_MAP_TEXT,
          analysis_mode: ANALYSIS_MODES[n % ANALYSIS_MODES.length],
          granularity: 'sentence',
        }),
      }),
    },
  ];
}

/** The mix paces each route at a steady rate (paced-load.ts); a cost run sends `amount` at once. */
export type LoadOptions =
  { connections: number; rate: number; seconds: number } | { connections: number; amount: number };

/** `amount` requests over `connections`, each sending its next as soon as the last is answered. */
export async function loadRoute(
  url: string,
  route: SoakRoute,
  options: { connections: number; amount: number },
): Promise<RouteLoad> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    amount: options.amount,
    requests: [
      {
        method: route.method,
        path: route.path,
        setupRequest: (request) => {
          const { headers, body } = route.build(n++);
          return {
            ...request,
            headers: { 'content-type': 'application/json', ...headers },
            ...(body === undefined ? {} : { body }),
          };
        },
      },
    ],
    ...(route.verifyBody
      ? { verifyBody: (body: string | Buffer | undefined) => route.verifyBody!(String(body ?? '')) }
      : {}),
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0]),
  );
  return {
    seconds: result.duration,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
    statuses,
  };
}
