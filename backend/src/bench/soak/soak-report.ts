import type { RouteLoad, SoakRoute } from './soak-routes.js';
import type { Usage, UsageSample } from './usage-sampler.js';

const GOAL_P99_MS = 50;
const GOAL_RSS_GROWTH = 0.1;
/**
 * RSS rises for the first minutes while V8 grows its heap to the working size; growth is judged
 * between the first and the last minute of a run of 10 minutes or more (`npm run bench -- soak`).
 */
const RSS_GOAL_MIN_SECONDS = 600;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
const perRequest = (ms: number, requests: number) => (requests ? ms / requests : 0);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : 0);
const fixed = (value: number, digits = 2) => value.toFixed(digits).padStart(7);

function errorsOf(load: RouteLoad): string {
  const refused = Object.entries(load.statuses).filter(([code]) => !code.startsWith('2'));
  return `${load.errors}${refused.length ? ` (${refused.map(([code, count]) => `${count}× ${code}`).join(', ')})` : ''}`;
}

/** Mean RSS of each instance over the samples taken between `from` and `to` seconds. */
function rssBetween(samples: UsageSample[], from: number, to: number): number[] {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  return (inside[0]?.rss ?? []).map((_, index) => mean(inside.map((sample) => sample.rss[index])));
}

export interface SoakFigures {
  /** Each route of the mix with the rate it was asked for (req/s) and what it got. */
  routes: { route: SoakRoute; rate: number; load: RouteLoad }[];
  usage: Usage;
  warmUpSeconds: number;
  /** Client connections the proxy sent to each instance. */
  proxied: number[];
  alive: boolean[];
}

export function printSoak(print: (line: string) => void, figures: SoakFigures): void {
  const { usage, routes } = figures;
  const seconds = usage.seconds;
  const requests = sum(routes.map(({ load }) => load.requests));
  const errors = sum(routes.map(({ load }) => load.errors));
  const connections = sum(routes.map(({ route }) => route.connections));
  print(
    `\nSoak: ${seconds.toFixed(0)} s at ${sum(routes.map(({ rate }) => rate))} req/s asked, ${(requests / seconds).toFixed(1)} served, over ${connections} connections, after a ${figures.warmUpSeconds} s warm-up and the CPU cost runs; ` +
      `proxy connections per instance ${figures.proxied.join(' / ')}`,
  );
  print(
    `${'route'.padEnd(46)} connections  asked req/s  served req/s  requests   p50   p99  errors`,
  );
  for (const { route, rate, load } of routes) {
    print(
      `${route.name.padEnd(46)} ${String(route.connections).padStart(11)}  ${fixed(rate, 0).padStart(11)}  ${fixed(load.requests / seconds, 1).padStart(12)}  ${String(load.requests).padStart(8)}  ${String(load.p50).padStart(4)}  ${String(load.p99).padStart(4)}  ${errorsOf(load)}`,
    );
  }
  print(
    `errors: ${errors} of ${requests} requests (goal 0: ${met(errors === 0)}); instances still running: ${figures.alive.map((alive) => (alive ? 'yes' : 'NO')).join(', ')}`,
  );
  const held = routes.filter(({ route }) => !route.slowByDesign);
  const worst = Math.max(...held.map(({ load }) => load.p99));
  print(
    `latency at ${connections} connections: worst p99 of ${held.map(({ route }) => route.name.split(' ')[1]).join(', ')} ${worst} ms (goal < ${GOAL_P99_MS} ms: ${met(worst < GOAL_P99_MS)})`,
  );
  for (const { route, load } of routes.filter(({ route }) => route.slowByDesign))
    print(`  ${route.name}: p99 ${load.p99} ms, held to no goal: ${route.slowByDesign}`);

  const cpu = usage.appCpuMs.map(
    (ms, index) => `instance ${index + 1} ${(ms / seconds / 10).toFixed(0)}%`,
  );
  print(
    `CPU (% of one core): ${cpu.join(', ')}, PostgreSQL ${(usage.postgresCpuMs / seconds / 10).toFixed(0)}%, Redis ${(usage.redisCpuMs / seconds / 10).toFixed(0)}%; ` +
      `per request of the mix: app ${perRequest(sum(usage.appCpuMs), requests).toFixed(2)} ms, PostgreSQL ${perRequest(usage.postgresCpuMs, requests).toFixed(2)} ms`,
  );

  const window = Math.min(60, seconds / 4);
  const first = rssBetween(usage.samples, 0, window);
  const last = rssBetween(usage.samples, seconds - window, seconds);
  first.forEach((start, index) => {
    const growth = start ? (last[index] - start) / start : 0;
    print(
      `RSS instance ${index + 1}: first ${window.toFixed(0)} s ${start.toFixed(0)} MiB, last ${window.toFixed(0)} s ${last[index].toFixed(0)} MiB, ` +
        `growth ${(growth * 100).toFixed(1)}% ` +
        (seconds >= RSS_GOAL_MIN_SECONDS
          ? `(goal < ${GOAL_RSS_GROWTH * 100}%: ${met(growth < GOAL_RSS_GROWTH)})`
          : `(goal < ${GOAL_RSS_GROWTH * 100}% judged on runs of ${RSS_GOAL_MIN_SECONDS / 60} minutes or more: npm run bench -- soak)`),
    );
  });

  const open = usage.samples.map((sample) => sample.connections);
  const active = usage.samples.map((sample) => sample.activeConnections);
  print(
    `database connections (pg_stat_activity, every ${(seconds / Math.max(1, usage.samples.length)).toFixed(0)} s): ` +
      `${Math.min(...open)}–${Math.max(...open)} open, ${Math.min(...active)}–${Math.max(...active)} active`,
  );
  for (let from = 0; from < seconds - 1; from += window) {
    const inside = usage.samples.filter((sample) => sample.at >= from && sample.at < from + window);
    if (inside.length === 0) continue;
    const rss = inside[0].rss.map((_, index) =>
      mean(inside.map((sample) => sample.rss[index])).toFixed(0),
    );
    const during = inside.map((sample) => sample.connections);
    print(
      `  ${String(from.toFixed(0)).padStart(4)}–${(from + window).toFixed(0)} s: RSS ${rss.join(' / ')} MiB, connections ${Math.min(...during)}–${Math.max(...during)}`,
    );
  }
}
