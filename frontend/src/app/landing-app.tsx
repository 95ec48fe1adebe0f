import { useMemo } from 'react';
import { SiteFooter } from '../components/site/site-footer';
import { SiteHeader } from '../components/site/site-header';
import {
  SiteNavigationContext,
  type SiteNavigation,
} from '../components/site/site-navigation-context';
import { LandingPage } from '../features/landing/components/landing-page';

/** Scrolls to a landing section and records it in the address bar, as an anchor click would. */
function goToSection(hash: string) {
  window.history.pushState(null, '', `/${hash}`);
  if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * A visitor's first load of `/`: the landing page alone, with no UI library, router or query
 * library. A link anywhere else (the auth dialog, another screen) loads the app through
 * `openApp`, which takes over the page.
 */
export function LandingApp({ openApp }: { openApp: (href: string) => void }) {
  const navigation = useMemo<SiteNavigation>(
    () => ({
      go: (href) => {
        const url = new URL(href, window.location.href);
        if (url.origin === window.location.origin && url.pathname === '/' && url.search === '') {
          goToSection(url.hash);
        } else if (url.origin === window.location.origin) {
          openApp(`${url.pathname}${url.search}${url.hash}`);
        } else {
          window.location.assign(href);
        }
      },
    }),
    [openApp],
  );
  return (
    <SiteNavigationContext value={navigation}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <LandingPage hash={window.location.hash} />
      </main>
      <SiteFooter signedIn={false} />
    </SiteNavigationContext>
  );
}
