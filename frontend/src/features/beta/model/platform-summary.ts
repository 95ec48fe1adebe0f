import type { Platform } from '../api/catalog';

const LINKS = { allowed: 'links work', not_clickable: 'links not clickable', avoid: 'no links' };
const EMOJIS = { welcome: 'emoji welcome', sparingly: 'emoji sparingly', avoid: 'no emoji' };

/** What a platform allows, in one line. */
export function limitsSummary({ limits }: Platform): string {
  const parts = [
    limits.max_characters
      ? `up to ${limits.max_characters.toLocaleString('en-US')} characters`
      : null,
    `${limits.min_words}-${limits.max_words} words`,
    limits.max_hashtags === 0
      ? 'no hashtags'
      : `${limits.min_hashtags}-${limits.max_hashtags} hashtags`,
    LINKS[limits.links],
    EMOJIS[limits.emojis],
  ];
  return parts.filter(Boolean).join(' · ');
}
