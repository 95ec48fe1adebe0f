/**
 * Registers the Workbox service worker (dist/sw.js, production builds only) and announces a new
 * version: a polite notice with a Reload button that lets the waiting worker take over, then
 * reloads once it has. Plain DOM, so the landing boot and the app share it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!updateAccepted || reloading) return;
    reloading = true;
    window.location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration: ServiceWorkerRegistration | undefined) => {
        // Undefined where registration is blocked (some embedded and automated browsers).
        if (!registration) return;
        // A version installed on an earlier visit may already be waiting.
        if (registration.waiting && navigator.serviceWorker.controller) {
          announce(registration.waiting);
        }
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            // Installed while another version controls the page: an update, not a first visit.
            if (worker.state === 'installed' && navigator.serviceWorker.controller)
              announce(worker);
          });
        });
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}

let updateAccepted = false;

function announce(worker: ServiceWorker): void {
  if (document.getElementById('sw-update')) return;
  const notice = document.createElement('div');
  notice.id = 'sw-update';
  notice.className = 'sw-update';
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = 'A new version is available — reload';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    updateAccepted = true;
    reload.disabled = true;
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Later';
  dismiss.addEventListener('click', () => notice.remove());
  notice.append(text, reload, dismiss);
  document.body.append(notice);
}
