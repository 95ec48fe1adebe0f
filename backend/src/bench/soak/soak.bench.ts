import { startSoakCluster, type SoakCluster } from './soak-cluster.js';
import { measureRouteCosts } from './route-costs.js';
import { loadRouteApart } from './load-generator.js';
import { REFERENCE_ROUTE, soakRoutes } from './soak-routes.js';
import { printSoak } from './soak-report.js';
import { UsageSampler } from './usage-sampler.js';

const DEFAULT_RATE = 40;
const WARM_UP_SECONDS = 10;
const SAMPLE_MS = 2_000;

export interface SoakOptions {
  /** `npm run bench -- soak` asks for the full 10 minutes; a run of every section gets 1 minute. */
  full: boolean;
}

/**
 * Soak and load (issue 22): two instances of the built app on PostgreSQL and Redis behind a
 * loopback round-robin proxy. After a warm-up, each route alone for its CPU cost per request
 * beside the one-query health route (route-costs.ts); then the mix (sign-in, streamed enhance, history,
 * heat map) at a steady rate over 8 connections for BENCH_SOAK_SECONDS: errors, latency, memory
 * of each instance over time and the database connections. Figures are printed, never asserted.
 */
export async function benchSoak(
  print: (line: string) => void,
  options: SoakOptions,
): Promise<void> {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    print('skipped: needs DATABASE_URL and REDIS_URL (two instances share PostgreSQL and Redis)');
    return;
  }
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? (options.full ? 600 : 60));
  const rate = Number(process.env.BENCH_SOAK_RATE ?? DEFAULT_RATE);
  const cluster = await startSoakCluster(Number(process.env.BENCH_PORT ?? 3917) + 10);
  try {
    const routes = soakRoutes(cluster.users);
    print(
      `Two instances (pids ${cluster.instances.map((instance) => instance.pid).join(', ')}) on ` +
        `PostgreSQL (database ${cluster.databaseName}) and Redis, behind a loopback round-robin ` +
        `TCP proxy; ${cluster.users.length} signed-in users (Pro and Premium)`,
    );
    const rates = routes.map((route) => Math.max(1, Math.round(rate * route.share)));
    const mix = (duration: number) =>
      Promise.all(
        routes.map((route, index) =>
          loadRouteApart(cluster.url, cluster.users, route.name, {
            rate: rates[index],
            connections: route.connections,
            seconds: duration,
          }),
        ),
      );
    // Loads the engine's data and lets the JIT settle on both instances before anything is measured.
    await mix(WARM_UP_SECONDS);
    await measureRouteCosts(print, cluster, [REFERENCE_ROUTE, ...routes]);

    const sampler = new UsageSampler(pids(cluster), cluster.db, SAMPLE_MS);
    await sampler.start();
    const loads = await mix(seconds);
    const usage = await sampler.stop();
    printSoak(print, {
      routes: routes.map((route, index) => ({ route, rate: rates[index], load: loads[index] })),
      usage,
      warmUpSeconds: WARM_UP_SECONDS,
      proxied: cluster.proxy.connections,
      alive: cluster.instances.map((instance) => instance.alive()),
    });
  } finally {
    await cluster.stop();
  }
}

/** `npm run bench -- soak` names the section: the full 10 minutes then, 1 minute in a run of all. */
export const soakAskedFor = (argv: string[]) =>
  argv.slice(2).some((word) => word.toLowerCase() === 'soak');

const pids = (cluster: SoakCluster) => cluster.instances.map((instance) => instance.pid);
