// Resonate service worker: a network pass-through that caches nothing.
// Page navigations go to the network first; only when the network is unreachable does it answer
// with a small built-in offline page. API calls, the admin console and assets are never touched.
const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Offline · Resonate</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f8f7ff; color: #1e1b4b; }
      main { max-width: 28rem; padding: 2rem; text-align: center; }
      a { display: inline-block; margin-top: 1rem; padding: .6rem 1.2rem; border-radius: .6rem;
        background: #4338ca; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>You are offline</h1>
      <p>Resonate needs a connection. Check your network and try again.</p>
      <a href="">Try again</a>
    </main>
  </body>
</html>`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return;
  if (url.pathname.startsWith('/admin/') || url.pathname === '/admin') return;

  event.respondWith(
    fetch(request).catch(
      () =>
        new Response(OFFLINE_PAGE, {
          status: 503,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    ),
  );
});
