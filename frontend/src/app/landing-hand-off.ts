/**
 * Set when the landing boot hands the page to the app (a visitor clicked Login, Start Free Trial
 * or a plan): the app then leaves the scroll position where the visitor was, instead of
 * restoring a first load's position (the top).
 */
export const landingHandOff = { happened: false };
