import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchServer } from './http-server.js';

/** A quoted-printable mail body as text: soft line breaks joined, `=XX` decoded. */
const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The link to `path` in the newest mail to `email` in the app's outbox (no SMTP_URL). */
async function linkInOutbox(server: BenchServer, email: string, path: string): Promise<URL> {
  const outbox = join(server.dataDir, 'mail');
  for (let tries = 0; tries < 100; tries++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith(`${email}.eml`));
    } catch {
      // The outbox folder appears with the first mail.
    }
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
      const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(path));
      if (link) return new URL(link);
    }
    await sleep(100);
  }
  throw new Error(`No mail with a ${path} link reached ${email} in the bench app's outbox`);
}

async function postJson(server: BenchServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/**
 * A free account made as a person makes one: signed up, verified through the mailed link (read
 * from the app's outbox), onboarded. Returns its bearer header.
 */
export async function freeAccountThroughOutbox(
  server: BenchServer,
): Promise<Record<string, string>> {
  const email = `bench.free.${randomBytes(4).toString('hex')}@resonate.example`;
  await postJson(server, '/api/auth/register', {
    email,
    password: `Bench-${randomBytes(8).toString('hex')}9`,
    subscription_tier: 'free',
    terms_accepted: false,
    privacy_acknowledged: false,
  });
  const link = await linkInOutbox(server, email, '/api/auth/verify-email');
  const verified = await fetch(`${server.url}${link.pathname}${link.search}`, {
    redirect: 'manual',
  });
  const code = new URL(verified.headers.get('location') ?? '', server.url).searchParams.get('code');
  if (!code) throw new Error(`Verifying ${email} answered ${verified.status} without a code`);
  const exchanged = await postJson(server, '/api/auth/exchange-code', { code });
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  await postJson(
    server,
    '/api/auth/complete-onboarding',
    {
      first_name: 'Bench',
      last_name: 'Free',
      gdpr_consent: true,
      data_retention_consent: true,
      marketing_consent: false,
    },
    token,
  );
  return { authorization: `Bearer ${token}` };
}
