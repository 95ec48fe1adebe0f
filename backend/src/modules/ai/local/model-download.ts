import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DownloadTarget {
  url: string;
  /** The finished file; `<dest>.part` holds a download in progress (kept to resume). */
  dest: string;
  sha256: string;
  /** The expected size, for the progress bar before the server says. */
  bytes?: number;
}

export interface DownloadProgress {
  received: number;
  total?: number;
}

export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  /** No byte for this long ends the attempt (resumable). */
  idleTimeoutMs?: number;
}

export type DownloadOutcome = 'downloaded' | 'resumed' | 'already present';

/** A failure the person can act on; the message says what to do. */
export class DownloadError extends Error {}

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * Downloads `target.url` to `target.dest`: resumes a `.part` left by an earlier attempt with an
 * HTTP Range request, then checks the SHA-256 of the whole file before moving it into place.
 */
export async function downloadFile(
  target: DownloadTarget,
  options: DownloadOptions = {},
): Promise<DownloadOutcome> {
  if (existsSync(target.dest)) {
    if ((await sha256Of(target.dest)) === target.sha256) return 'already present';
    throw new DownloadError(
      `${target.dest} exists but its SHA-256 is not the expected one: remove it and run again`,
    );
  }
  await mkdir(dirname(target.dest), { recursive: true });
  const part = `${target.dest}.part`;
  let start = existsSync(part) ? statSync(part).size : 0;
  const controller = new AbortController();
  const idleMs = options.idleTimeoutMs ?? 30_000;
  let idle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(), idleMs);
  };
  let response: Response;
  touch();
  try {
    response = await fetch(target.url, {
      headers: start > 0 ? { Range: `bytes=${start}-` } : {},
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(idle);
    throw unreachable(target.url, error);
  }
  let resumed = start > 0;
  if (response.status === 416 && start > 0) {
    // The part is already whole: the server has nothing after its last byte.
    clearTimeout(idle);
    await response.body?.cancel();
    return finish(target, part, 'resumed');
  }
  if (response.status === 200 && start > 0) {
    start = 0; // the server ignored the range: start over
    resumed = false;
  } else if (!response.ok || !response.body) {
    clearTimeout(idle);
    throw new DownloadError(`${target.url} answered HTTP ${response.status}`);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? start + length : target.bytes;
  let received = start;
  options.onProgress?.({ received, total });
  const body = Readable.fromWeb(response.body as never);
  const file = createWriteStream(part, { flags: start > 0 ? 'a' : 'w' });
  let failure: unknown;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      touch();
      received += chunk.length;
      options.onProgress?.({ received, total });
      if (!file.write(chunk)) await once(file, 'drain');
    }
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(idle);
  }
  // Every byte that arrived reaches the file, also after a cut: the next run resumes after it.
  await new Promise<void>((resolve, reject) =>
    file.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  if (failure !== undefined)
    throw new DownloadError(
      `The download stopped at ${mb(received)} of ${total ? mb(total) : '?'} (${reason(failure, controller.signal.aborted)}): run the command again to resume`,
    );
  if (total !== undefined && received < total)
    throw new DownloadError(
      `The download stopped at ${mb(received)} of ${mb(total)}: run the command again to resume`,
    );
  return finish(target, part, resumed ? 'resumed' : 'downloaded');
}

async function finish(
  target: DownloadTarget,
  part: string,
  outcome: DownloadOutcome,
): Promise<DownloadOutcome> {
  const actual = await sha256Of(part);
  if (actual !== target.sha256) {
    rmSync(part, { force: true });
    throw new DownloadError(
      `The downloaded file's SHA-256 is ${actual}, not the expected ${target.sha256}: it was deleted; run the command again`,
    );
  }
  renameSync(part, target.dest);
  return outcome;
}

export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function reason(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'no data for a while';
  return codeOf(error) ?? (error instanceof Error ? error.message : String(error));
}

function unreachable(url: string, error: unknown): DownloadError {
  const code = codeOf(error);
  const host = new URL(url).host;
  const why = code && NETWORK_CODES.has(code) ? code : reason(error, false);
  return new DownloadError(
    `Could not reach ${host} (${why}). The model download needs network access: connect and run it again, or download a GGUF file yourself and set AI_LOCAL_MODEL=/path/to/model.gguf`,
  );
}

/** A one-line progress bar on a terminal; a line per 10% elsewhere (logs, CI). */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  let lastTenth = -1;
  const startedAt = Date.now();
  let firstReceived: number | undefined;
  return ({ received, total }: DownloadProgress) => {
    firstReceived ??= received;
    const seconds = (Date.now() - startedAt) / 1000;
    const rate = seconds > 0 ? (received - firstReceived) / seconds : 0;
    const share = total ? received / total : 0;
    const width = 30;
    const filled = Math.round(share * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${mb(received)}${total ? ` / ${mb(total)}` : ''} ${mb(rate)}/s`;
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      if (total && received >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}
