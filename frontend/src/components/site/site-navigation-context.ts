import { createContext, useContext } from 'react';

/**
 * How a link of the public pages moves on: the landing page alone loads the app first (the auth
 * dialog, other screens), the app uses its router. Without a provider: a full page load.
 */
export interface SiteNavigation {
  go: (href: string) => void;
}

export const SiteNavigationContext = createContext<SiteNavigation>({
  go: (href) => window.location.assign(href),
});

export const useSiteNavigation = () => useContext(SiteNavigationContext);
