/** Every route the SPA answers, as in the product spec's route table. */
export const paths = {
  home: '/',
  emailVerified: '/email-verified',
  verifyEmail: '/verify-email',
  onboarding: '/onboarding',
  payment: '/payment',
  proToPremiumUpgrade: '/pro-to-premium-upgrade',
  upgradeSuccess: '/upgrade-success',
  resetPassword: '/reset-password',
  /** The user guide (the API reference stays at /api/docs). */
  docs: '/docs',
  beta: '/beta',
  simpleExtension: '/simple-extension',
  /** Test mode's own checkout and billing portal (no card is charged). */
  testCheckout: '/test-checkout',
  testBillingPortal: '/test-billing-portal',
} as const;

/** Landing anchors, also linked from the header and footer. */
export const landingSections = [
  { id: 'proof', label: 'Results' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'contact', label: 'Contact' },
] as const;

/**
 * The auth dialog is opened by query parameters on `/` (spec: `?login=true`, `?modal=register`),
 * so the extension and e-mails can deep-link into it.
 */
export const authDialogLinks = {
  login: { pathname: paths.home, search: '?login=true' },
  register: (tier?: 'free' | 'pro' | 'premium') => ({
    pathname: paths.home,
    search: tier && tier !== 'free' ? `?modal=register&tier=${tier}` : '?modal=register',
  }),
} as const;
