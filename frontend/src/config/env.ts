const contactEmail = import.meta.env.VITE_CONTACT_EMAIL?.trim();

export const env = {
  /** Shown in the landing page's contact section when set at build time. */
  contactEmail: contactEmail ? contactEmail : null,
} as const;
