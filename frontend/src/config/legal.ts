/** The four legal documents, served by the API and opened from the footer in a new tab. */
export const legalLinks = [
  { label: 'Privacy Policy', href: '/api/legal/privacy-policy' },
  { label: 'Terms of Service', href: '/api/legal/terms-of-service' },
  { label: 'Acceptable Use Policy', href: '/api/legal/acceptable-use-policy' },
  { label: 'Data Processing Agreement', href: '/api/legal/data-processing-agreement' },
] as const;
