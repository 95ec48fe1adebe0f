import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = process.cwd();
const REGISTER = join(ROOT, 'test/support/app-process/register.mjs');

/**
 * Starts the server's entry point (`npm start` runs its build, dist/main.js) from the TypeScript
 * sources, as the kill-under-load suite does: building the backend here cost this file a whole
 * tsc run (about 100 s on a loaded CI machine). Returns what it printed.
 */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  // A directory without .env, so only the variables given here count.
  const cwd = mkdtempSync(join(tmpdir(), 'resonate-start-'));
  const child = spawn(process.execPath, ['--import', REGISTER, join(ROOT, 'backend/src/main.ts')], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: join(cwd, 'data'), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      rmSync(cwd, { recursive: true, force: true });
      resolve({ code, stderr, stdout });
    });
  });
}

describe('a configuration error at start-up', () => {
  it('should print one message naming the Stripe price variables, and no stack trace', async () => {
    const { code, stderr, stdout } = await startServer({ STRIPE_SECRET_KEY: 'sk_test_123' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Resonate could not start: Invalid configuration: Stripe mode (STRIPE_SECRET_KEY set) needs STRIPE_PRICE_PRO and STRIPE_PRICE_PREMIUM, the price ids of the two plans',
    );
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at /);
    expect(stdout).not.toContain('ExceptionHandler');
  });

  it('should name a variable whose value is not valid', async () => {
    const { code, stderr, stdout } = await startServer({ PRO_PRICE: 'cheap' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^Resonate could not start: Invalid configuration: .*PRO_PRICE.*got 'cheap'/,
    );
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at /);
  });
});
