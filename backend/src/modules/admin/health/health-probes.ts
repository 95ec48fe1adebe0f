import type { HealthCheckDto, HealthStatus } from './system-health.dto.js';

export interface ProbeResult {
  status: HealthStatus;
  message: string;
}

// A dependency slower than this still works but deserves a look.
const SLOW_SECONDS = 1;
export const PROBE_TIMEOUT_MS = 5000;

/** Runs one check with a time limit; a throw is critical, slowness a warning. */
export async function probe(
  service: string,
  check: () => Promise<ProbeResult>,
): Promise<HealthCheckDto> {
  const started = performance.now();
  let result: ProbeResult;
  try {
    result = await Promise.race([
      check(),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS / 1000} s`)),
          PROBE_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
  } catch (error) {
    result = { status: 'critical', message: (error as Error).message || 'unavailable' };
  }
  const seconds = (performance.now() - started) / 1000;
  const status = result.status === 'healthy' && seconds > SLOW_SECONDS ? 'warning' : result.status;
  const message =
    status !== result.status ? `${result.message} (slow: ${seconds.toFixed(2)} s)` : result.message;
  return { service, status, message, response_time: Math.round(seconds * 1000) / 1000 };
}

export function worst(statuses: HealthStatus[]): HealthStatus {
  if (statuses.includes('critical')) return 'critical';
  return statuses.includes('warning') ? 'warning' : 'healthy';
}
