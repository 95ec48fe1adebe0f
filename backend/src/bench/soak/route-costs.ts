import type { SoakCluster } from './soak-cluster.js';
import { loadRouteApart } from './load-generator.js';
import type { RouteLoad, SoakRoute } from './soak-routes.js';
import { UsageSampler, type Usage } from './usage-sampler.js';

const IDLE_SECONDS = 5;
const CONNECTIONS = 2;

export interface RouteCost {
  route: SoakRoute;
  load: RouteLoad;
  /** CPU ms per request above what the processes use idle: app (both instances), PostgreSQL, Redis. */
  app: number;
  postgres: number;
  redis: number;
}

const total = (usage: Usage) => ({
  app: usage.appCpuMs.reduce((sum, ms) => sum + ms, 0),
  postgres: usage.postgresCpuMs,
  redis: usage.redisCpuMs,
});

/**
 * Each route alone, `costRequests` requests over 2 connections that send as soon as answered,
 * and the CPU the processes used meanwhile, less what they use idle (timers, queue polling) over
 * the same time, per request.
 */
export async function measureRouteCosts(
  print: (line: string) => void,
  cluster: SoakCluster,
  routes: SoakRoute[],
): Promise<RouteCost[]> {
  const pids = cluster.instances.map((instance) => instance.pid);
  const idleSampler = new UsageSampler(pids, cluster.db, 1_000);
  await idleSampler.start();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1_000));
  const idleUsage = await idleSampler.stop();
  const idle = total(idleUsage);
  const perSecond = (ms: number) => ms / idleUsage.seconds;

  const costs: RouteCost[] = [];
  for (const route of routes) {
    const sampler = new UsageSampler(pids, cluster.db, 1_000);
    await sampler.start();
    const load = await loadRouteApart(cluster.url, cluster.users, route.name, {
      connections: CONNECTIONS,
      amount: route.costRequests,
    });
    const usage = await sampler.stop();
    const used = total(usage);
    const above = (part: keyof typeof used) =>
      Math.max(0, used[part] - perSecond(idle[part]) * usage.seconds) / Math.max(1, load.requests);
    costs.push({
      route,
      load,
      app: above('app'),
      postgres: above('postgres'),
      redis: above('redis'),
    });
  }
  printCosts(print, costs, {
    app: perSecond(idle.app),
    postgres: perSecond(idle.postgres),
    redis: perSecond(idle.redis),
  });
  return costs;
}

const column = (value: number, digits = 2) => value.toFixed(digits).padStart(9);

function printCosts(
  print: (line: string) => void,
  costs: RouteCost[],
  idle: { app: number; postgres: number; redis: number },
): void {
  print(
    `CPU per request, each route alone over ${CONNECTIONS} connections sending as soon as answered, above idle ` +
      `(idle: app ${idle.app.toFixed(0)}, PostgreSQL ${idle.postgres.toFixed(0)}, Redis ${idle.redis.toFixed(0)} ms/s). ` +
      "App: both instances; PostgreSQL: the bench database's backends; Redis: the whole local server (shared with anything else using it)",
  );
  print(
    `${'route'.padEnd(46)} requests  app ms/req   × ref  PG ms/req  Redis ms/req   p50 ms  p99 ms  errors`,
  );
  const reference = costs[0].app;
  for (const { route, load, app, postgres, redis } of costs) {
    print(
      `${route.name.padEnd(46)} ${String(load.requests).padStart(8)}  ${column(app)}  ${column(reference ? app / reference : 0, 1).slice(3)}  ${column(postgres)}  ${column(redis)}     ${String(load.p50).padStart(6)}  ${String(load.p99).padStart(6)}  ${load.errors}`,
    );
  }
}
