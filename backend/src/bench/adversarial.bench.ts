import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freeAccountThroughOutbox } from './bench-accounts.js';
import { startSignedInBenchServer, type SignedInServer } from './http.bench.js';
import { sampleText } from './sample-text.js';
import { paceRoute } from './soak/paced-load.js';
import type { RouteLoad, SoakRoute } from './soak/soak-routes.js';

const GOAL_P99_MS = 100;
const GOAL_LOOP_P99_MS = 50;
const MAX_TEXT = 20_000;
const MANY_KEYS = 20_000;

interface Attack {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  signedIn: boolean;
  body: () => string;
}

const manyKeys = (base: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries([
      ...Object.entries(base),
      ...Array.from({ length: MANY_KEYS }, (_, index) => [`k${index}`, 'x'] as const),
    ]),
  );

/**
 * The worst inputs found for the public routes and the routes a free account may call: the
 * longest texts of one character repeated (and of the shapes that were quadratic: "a'a'…",
 * "a.a.…", thousands of one-word lines), and bodies of 20,000 keys. The attacker is a free
 * account of its own whose plan quota and per-account limits are lifted (harsher than the
 * probe's free account, which its quota soon stops), never the victim's: sharing one account made
 * the victim read the attacker's 20,000-character history rows and wait on its quota row.
 */
const ATTACKS: Attack[] = [
  ...[
    ['one letter', 'a'.repeat(MAX_TEXT)],
    ["a'a'…", "a'".repeat(MAX_TEXT / 2)],
    ['a.a.…', 'a.'.repeat(MAX_TEXT / 2)],
    ['one-word lines', 'ab.\n'.repeat(MAX_TEXT / 4)],
  ].map(([shape, text]): Attack => ({
    name: `POST /api/ai/enhance (${MAX_TEXT.toLocaleString('en-US')} chars, ${shape})`,
    method: 'POST',
    path: '/api/ai/enhance',
    signedIn: true,
    body: () => JSON.stringify({ text, emotion_tone: 'confident', intensity: 10 }),
  })),
  {
    name: `POST /api/beta/content-heatmap (${MAX_TEXT.toLocaleString('en-US')} chars, "a. a. …")`,
    method: 'POST',
    path: '/api/beta/content-heatmap',
    signedIn: true,
    body: () => JSON.stringify({ text: 'a. '.repeat(MAX_TEXT / 3), analysis_mode: 'clarity' }),
  },
  {
    name: `POST /api/auth/login (${MANY_KEYS.toLocaleString('en-US')} keys)`,
    method: 'POST',
    path: '/api/auth/login',
    signedIn: false,
    body: () => manyKeys({ email: 'nobody@example.com', password: 'not-the-password' }),
  },
  {
    name: `POST /api/contact (${MANY_KEYS.toLocaleString('en-US')} keys)`,
    method: 'POST',
    path: '/api/contact',
    signedIn: false,
    body: () => manyKeys({ name: 'A', email: 'a@example.com', message: 'a'.repeat(5_000) }),
  },
  {
    name: 'POST /api/demo/rewrite (public)',
    method: 'POST',
    path: '/api/demo/rewrite',
    signedIn: false,
    body: () => JSON.stringify({ sample_id: 'a'.repeat(MAX_TEXT), emotion_tone: 'confident' }),
  },
];

/** One client, one request at a time, cycling through the attacks until told to stop. */
async function attack(
  app: SignedInServer,
  attacker: Record<string, string>,
  stop: { now: boolean },
): Promise<Map<string, { statuses: Record<string, number>; slowestMs: number }>> {
  const seen = new Map<string, { statuses: Record<string, number>; slowestMs: number }>();
  for (let n = 0; !stop.now; n++) {
    const target = ATTACKS[n % ATTACKS.length];
    const started = performance.now();
    let status = 'error';
    try {
      const response = await fetch(`${app.server.url}${target.path}`, {
        method: target.method,
        headers: {
          'content-type': 'application/json',
          // An address of its own: the victim's requests are not throttled with the attacker's.
          'x-forwarded-for': '10.66.0.1',
          ...(target.signedIn ? attacker : {}),
        },
        body: target.body(),
      });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      // counted as an error
    }
    const entry = seen.get(target.name) ?? { statuses: {}, slowestMs: 0 };
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    entry.slowestMs = Math.max(entry.slowestMs, performance.now() - started);
    seen.set(target.name, entry);
  }
  return seen;
}

const VICTIM_TEXT = sampleText(100);

/** The second client: history and a 100-word enhancement at a steady rate each. */
function victimRoutes(app: SignedInServer): SoakRoute[] {
  const headers = () => ({ ...app.headers, 'x-forwarded-for': '10.77.0.1' });
  return [
    {
      name: 'GET /api/history',
      share: 0,
      connections: 2,
      costRequests: 0,
      method: 'GET',
      path: '/api/history',
      build: () => ({ headers: headers() }),
    },
    {
      name: 'POST /api/ai/enhance (100 words)',
      share: 0,
      connections: 2,
      costRequests: 0,
      method: 'POST',
      path: '/api/ai/enhance',
      build: (n) => ({
        headers: headers(),
        body: JSON.stringify({
          text: VICTIM_TEXT,
          emotion_tone: 'confident',
          intensity: 1 + (n % 10),
        }),
      }),
    },
  ];
}

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The app's event-loop delay since the last reading (the probe resets on each). */
async function readLoopDelay(file: string): Promise<LoopDelay> {
  rmSync(file, { force: true });
  writeFileSync(`${file}.ask`, '');
  for (let tries = 0; tries < 400; tries++) {
    await sleep(50);
    if (existsSync(`${file}.ask`)) continue;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as LoopDelay;
    } catch {
      // not written yet
    }
  }
  throw new Error('The app did not report its event-loop delay');
}

async function phase(
  app: SignedInServer,
  probe: string,
  options: { seconds: number; rate: number; attacker?: Record<string, string> },
) {
  await readLoopDelay(probe);
  const stop = { now: false };
  const attacking = options.attacker
    ? attack(app, options.attacker, stop)
    : Promise.resolve(new Map());
  const loads: RouteLoad[] = await Promise.all(
    victimRoutes(app).map((route) =>
      paceRoute(app.server.url, route, {
        rate: options.rate,
        seconds: options.seconds,
        connections: route.connections,
      }),
    ),
  );
  const loop = await readLoopDelay(probe);
  stop.now = true;
  return { loads, loop, attacks: await attacking };
}

/**
 * One client sends the worst input it can find to each public and free route, one request after
 * another, while a second client asks for its history and a 100-word enhancement at a steady rate
 * (BENCH_ADVERSARIAL_RATE a second each, BENCH_ADVERSARIAL_SECONDS): the second client's p99 and
 * the app's event-loop delay p99, beside the same figures without the attacker. Goals: p99 under
 * 100 ms and event-loop delay p99 under 50 ms.
 */
export async function benchAdversarial(print: (line: string) => void): Promise<void> {
  const seconds = Number(process.env.BENCH_ADVERSARIAL_SECONDS ?? 30);
  const rate = Number(process.env.BENCH_ADVERSARIAL_RATE ?? 5);
  const probe = join(tmpdir(), `resonate-loop-${process.pid}.json`);
  const preload = new URL('./event-loop-probe.js', import.meta.url).href;
  const app = await startSignedInBenchServer(
    Number(process.env.BENCH_PORT ?? 3917) + 7,
    {
      EVENT_LOOP_PROBE_FILE: probe,
      FREE_ENHANCEMENTS: '100000000',
      BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '100000000',
    },
    ['--import', preload],
  );
  try {
    const attacker = await freeAccountThroughOutbox(app.server);
    print(
      `${app.database}; AI_WORKER_THREADS ${process.env.AI_WORKER_THREADS ?? 'default (one per core)'}; ` +
        `victim: ${rate}/s each of history and enhance for ${seconds} s per phase`,
    );
    // Warm-up: the worker threads load the engine's lexicons on their first task.
    await phase(app, probe, { seconds: 3, rate });
    const quiet = await phase(app, probe, { seconds, rate });
    const attacked = await phase(app, probe, { seconds, rate, attacker });
    const names = victimRoutes(app).map((route) => route.name);
    for (const [index, name] of names.entries()) {
      const [before, during] = [quiet.loads[index], attacked.loads[index]];
      print(
        `victim ${name.padEnd(34)} p50/p99 ms without attacker ${before.p50}/${before.p99}, ` +
          `with ${during.p50}/${during.p99} (errors ${before.errors}/${during.errors}; ` +
          `statuses with ${JSON.stringify(during.statuses)})  p99 < ${GOAL_P99_MS} ms: ` +
          `${during.p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`,
      );
    }
    print(
      `event-loop delay p50/p99/max ms without attacker ${quiet.loop.p50}/${quiet.loop.p99}/${quiet.loop.max}, ` +
        `with ${attacked.loop.p50}/${attacked.loop.p99}/${attacked.loop.max}  p99 < ${GOAL_LOOP_P99_MS} ms: ` +
        `${attacked.loop.p99 < GOAL_LOOP_P99_MS ? 'met' : 'MISSED'}`,
    );
    for (const [name, seen] of attacked.attacks) {
      print(
        `attacker ${name.padEnd(62)} answers ${JSON.stringify(seen.statuses)}, slowest ${Math.round(seen.slowestMs)} ms`,
      );
    }
  } finally {
    await app.stop();
    for (const path of [probe, `${probe}.ask`]) rmSync(path, { force: true });
  }
}
