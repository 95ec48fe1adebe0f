import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import { holdPageHeight, landingHandOff, releasePageHeight } from './app/landing-hand-off';
import { isLandingVisit } from './app/landing-visit';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);

/**
 * Loads the app (router, MUI, the signed-in screens) and hands it the page. From the landing
 * boot, `href` is where the visitor is going (the auth dialog, another screen).
 */
async function openApp(target: Root, href?: string): Promise<void> {
  if (href) window.history.pushState(null, '', href);
  const staysHome = window.location.pathname === '/';
  if (href && staysHome) holdPageHeight();
  try {
    const [{ App }] = await Promise.all([
      import('./app/app'),
      // The route `/` needs: loaded together, so the page does not flash a loader first.
      staysHome ? import('./app/routes/home') : Promise.resolve(),
    ]);
    landingHandOff.happened = Boolean(href);
    target.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    // A chunk failed to load (offline, or a new version replaced it): a full load recovers.
    console.error('The app could not be loaded', error);
    releasePageHeight();
    if (href) window.location.assign(href);
  }
}

if (isLandingVisit(window.location)) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <LandingApp openApp={(href) => void openApp(root, href)} />
      </StrictMode>,
    ),
  );
} else {
  void openApp(root);
}

registerServiceWorker();
