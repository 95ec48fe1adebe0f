import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { paceRoute } from './paced-load.js';
import type { SoakUser } from './soak-cluster.js';
import {
  loadRoute,
  REFERENCE_ROUTE,
  soakRoutes,
  type LoadOptions,
  type RouteLoad,
} from './soak-routes.js';

interface LoadOrder {
  url: string;
  users: SoakUser[];
  routeName: string;
  options: LoadOptions;
}

/**
 * Loads one route from a process of its own: the latencies measured are then not stretched by
 * the bench's own garbage collections or by the other routes' load generators sharing its
 * event loop. The child rebuilds the route from its name (its requests are functions).
 */
export function loadRouteApart(
  url: string,
  users: SoakUser[],
  routeName: string,
  options: LoadOptions,
): Promise<RouteLoad> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (load) => resolve(load as RouteLoad));
    child.once('exit', (code) =>
      reject(new Error(`The load generator for ${routeName} exited with ${code}`)),
    );
    child.send({ url, users, routeName, options } satisfies LoadOrder);
  });
}

// Run as the child: one order, one answer.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (order: LoadOrder) => {
    const route = [REFERENCE_ROUTE, ...soakRoutes(order.users)].find(
      (candidate) => candidate.name === order.routeName,
    );
    if (!route) throw new Error(`No route named ${order.routeName}`);
    const { options } = order;
    const load =
      'rate' in options
        ? paceRoute(order.url, route, options)
        : loadRoute(order.url, route, options);
    void load.then((load) => process.send!(load, () => process.exit(0)));
  });
}
