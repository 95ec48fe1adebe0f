/**
 * Set when the landing boot hands the page to the app (a visitor clicked Login, Start Free Trial
 * or a plan): the app then leaves the scroll position where the visitor was, instead of
 * restoring a first load's position (the top).
 */
export const landingHandOff = { happened: false };

/**
 * Keeps the page as tall as it is while the app takes over, so the app's loader (a short page)
 * cannot pull the scroll position to the top: the auth dialog then opens where the visitor was.
 * Held until the app's shell has rendered the page again (`releasePageHeight`), however long the
 * app's scripts take to load on a slow device; a timer let go too early on a busy one.
 */
export function holdPageHeight(): void {
  const page = document.documentElement;
  page.style.minHeight = `${page.scrollHeight}px`;
}

export function releasePageHeight(): void {
  document.documentElement.style.removeProperty('min-height');
}
