import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  id: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** A real OpenID Connect server (oidc-provider) standing in for Google's endpoints. */
export class OidcServer {
  readonly accounts = new Map<string, OidcAccount>();
  private server?: Server;
  issuer = '';

  async start(clientId: string, clientSecret: string, redirectUri: string): Promise<this> {
    this.server = createServer();
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name'],
      },
      pkce: { required: () => false },
      cookies: { keys: ['test-cookie-key-0123456789'] },
      findAccount: async (_context, id) => {
        const account = this.accounts.get(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: async () => ({
            sub: id,
            email: account.email,
            email_verified: account.email_verified,
            given_name: account.given_name,
            family_name: account.family_name,
          }),
        };
      },
    });
    this.server.on('request', provider.callback());
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** A minimal browser: follows redirects, keeps cookies, submits the provider's login and consent forms. */
export async function signInThroughProvider(startUrl: string, accountId: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    method = 'GET';
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      // The provider's pages and the app's Google routes are the dance; anything else is the landing.
      if (!/^\/(auth|interaction|api\/auth\/google)/.test(next.pathname)) return next;
      url = next.toString();
      continue;
    }
    const html = await response.text();
    const uid = new URL(url).pathname.match(/^\/interaction\/([^/]+)/)?.[1];
    if (!uid)
      throw new Error(`Unexpected page at ${url}: ${response.status} ${html.slice(0, 200)}`);
    method = 'POST';
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' }).toString()
      : new URLSearchParams({ prompt: 'consent' }).toString();
  }
  throw new Error('Too many redirects');
}
