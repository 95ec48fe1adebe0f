import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DownloadError, downloadFile, type DownloadProgress } from './model-download.js';

const FILE = randomBytes(256 * 1024);
const SHA = createHash('sha256').update(FILE).digest('hex');

interface Served {
  range?: string;
  status: number;
}

/** Serves FILE with Range support; `cutAfter` drops the connection after that many bytes. */
class RangeServer {
  readonly requests: Served[] = [];
  cutAfter?: number;
  ignoreRange = false;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/model.gguf`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const range = this.ignoreRange ? undefined : req.headers.range;
    const match = range ? /^bytes=(\d+)-$/.exec(range) : null;
    const start = match ? Number(match[1]) : 0;
    if (start >= FILE.length && match) {
      this.requests.push({ range, status: 416 });
      res.writeHead(416, { 'Content-Range': `bytes */${FILE.length}` }).end();
      return;
    }
    const body = FILE.subarray(start);
    const status = match ? 206 : 200;
    this.requests.push({ range: req.headers.range, status });
    res.writeHead(status, {
      'Content-Length': body.length,
      'Accept-Ranges': 'bytes',
      ...(match ? { 'Content-Range': `bytes ${start}-${FILE.length - 1}/${FILE.length}` } : {}),
    });
    if (this.cutAfter !== undefined) {
      const cut = this.cutAfter;
      this.cutAfter = undefined;
      // A FIN after the bytes (not a reset, which may drop what the client has not read yet).
      res.write(body.subarray(0, cut), () => res.socket?.end());
      return;
    }
    res.end(body);
  }
}

describe('downloadFile (npm run model:pull)', () => {
  const server = new RangeServer();
  let url: string;
  let dir: string;

  beforeAll(async () => {
    url = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'resonate-pull-'));
    server.requests.length = 0;
    server.ignoreRange = false;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should download, report progress to the full size and verify the checksum', async () => {
    const dest = join(dir, 'model.gguf');
    const progress: DownloadProgress[] = [];
    const outcome = await downloadFile(
      { url, dest, sha256: SHA },
      { onProgress: (p) => progress.push(p) },
    );
    expect(outcome).toBe('downloaded');
    expect(readFileSync(dest).equals(FILE)).toBe(true);
    expect(existsSync(`${dest}.part`)).toBe(false);
    expect(progress.at(-1)).toEqual({ received: FILE.length, total: FILE.length });
    expect(await downloadFile({ url, dest, sha256: SHA })).toBe('already present');
  });

  it('should resume a cut download with a Range request and end with the same bytes', async () => {
    const dest = join(dir, 'model.gguf');
    server.cutAfter = 100_000;
    const first = await downloadFile({ url, dest, sha256: SHA }).catch((error: Error) => error);
    expect(first).toBeInstanceOf(DownloadError);
    expect((first as Error).message).toMatch(/run the command again to resume/);
    const kept = readFileSync(`${dest}.part`).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(FILE.length);

    expect(await downloadFile({ url, dest, sha256: SHA })).toBe('resumed');
    expect(server.requests.at(-1)).toEqual({ range: `bytes=${kept}-`, status: 206 });
    expect(readFileSync(dest).equals(FILE)).toBe(true);
  });

  it('should finish a part that is already whole (416) and start over when the range is ignored', async () => {
    const dest = join(dir, 'model.gguf');
    writeFileSync(`${dest}.part`, FILE);
    expect(await downloadFile({ url, dest, sha256: SHA })).toBe('resumed');
    expect(server.requests.at(-1)?.status).toBe(416);

    rmSync(dest);
    writeFileSync(`${dest}.part`, FILE.subarray(0, 5_000));
    server.ignoreRange = true;
    expect(await downloadFile({ url, dest, sha256: SHA })).toBe('downloaded');
    expect(readFileSync(dest).equals(FILE)).toBe(true);
  });

  it('should delete a file whose checksum does not match and say so', async () => {
    const dest = join(dir, 'model.gguf');
    const wrong = '0'.repeat(64);
    await expect(downloadFile({ url, dest, sha256: wrong })).rejects.toThrow(
      /SHA-256 is [0-9a-f]{64}, not the expected 0{64}: it was deleted/,
    );
    expect(existsSync(dest)).toBe(false);
    expect(existsSync(`${dest}.part`)).toBe(false);
  });

  it('should fail with a clear message without network', async () => {
    const closed = new RangeServer();
    const deadUrl = await closed.start();
    await closed.stop(); // nothing listens there any more
    await expect(
      downloadFile({ url: deadUrl, dest: join(dir, 'model.gguf'), sha256: SHA }),
    ).rejects.toThrow(
      /^Could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. The model download needs network access: .*AI_LOCAL_MODEL=/,
    );
  });
});
