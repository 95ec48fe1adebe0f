import type { OutputFormat, PersonaProfile, UseCase } from './ai.types.js';

// How the screens name each choice; the front ends receive these through shared/api/catalog.ts.
export const PERSONA_LABELS: Record<PersonaProfile, string> = {
  adaptive: 'Adaptive',
  executive: 'Executive',
  creative: 'Creative',
  technical: 'Technical',
  sales: 'Sales',
  educator: 'Educator',
};

export const FORMAT_LABELS: Record<OutputFormat, string> = {
  plain: 'Plain text',
  markdown: 'Markdown',
  html: 'HTML',
};

export const USE_CASE_LABELS: Record<UseCase, string> = {
  general: 'General',
  email: 'E-mail',
  'facebook-post': 'Facebook post',
  'facebook-hashtags': 'Facebook hashtags',
  'corporate-message': 'Corporate message',
  advertisement: 'Advertisement',
  whatsapp: 'WhatsApp',
  'linkedin-post': 'LinkedIn post',
  'instagram-caption': 'Instagram caption',
  'blog-intro': 'Blog intro',
  'sales-copy': 'Sales copy',
  'press-release': 'Press release',
};
