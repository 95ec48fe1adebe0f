import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

const hostnameOf = (host: string) => {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
};

/**
 * In development, a page asked for on another loopback name (127.0.0.1 where PUBLIC_URL says
 * localhost) is sent to the one address the app's links and sign-in use: a session is kept per
 * origin, so the person would otherwise land signed out. The Host header only decides whether to
 * redirect; where to is always PUBLIC_URL. API calls are answered wherever they arrive.
 */
export function loopbackRedirect(publicUrl: string): RequestHandler {
  const target = new URL(publicUrl);
  const targetIsLoopback = LOOPBACK.has(target.hostname);
  return (request, response, next) => {
    const host = request.headers.host;
    const asked = host ? hostnameOf(host) : null;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      !targetIsLoopback ||
      !isPage ||
      request.path.startsWith('/api') ||
      asked === null ||
      !LOOPBACK.has(asked) ||
      host === target.host
    ) {
      next();
      return;
    }
    response.redirect(307, `${target.origin}${request.originalUrl}`);
  };
}
