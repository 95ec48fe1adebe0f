import type { UseCase } from '../../ai/ai.types.js';

export const PLATFORM_IDS = [
  'email',
  'linkedin',
  'instagram',
  'facebook',
  'twitter',
  'whatsapp',
  'advertisement',
  'blog',
  'press-release',
] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

/** How a platform treats links and emoji in the body text. */
export type LinkRule = 'allowed' | 'not_clickable' | 'avoid';
export type EmojiRule = 'welcome' | 'sparingly' | 'avoid';
export const LINK_RULES: LinkRule[] = ['allowed', 'not_clickable', 'avoid'];
export const EMOJI_RULES: EmojiRule[] = ['welcome', 'sparingly', 'avoid'];

export interface PlatformLimits {
  /** Hard limit of the platform, or the length past which it is cut off. */
  max_characters: number | null;
  /** Shown before "see more"; the hook must fit here. */
  visible_characters: number | null;
  min_words: number;
  max_words: number;
  min_hashtags: number;
  max_hashtags: number;
  links: LinkRule;
  emojis: EmojiRule;
  /** Characters a link counts for, where the platform shortens links (X counts each as 23). */
  link_length: number | null;
}

export interface Platform {
  id: PlatformId;
  name: string;
  use_case: UseCase;
  description: string;
  features: string[];
  tips: string[];
  sample: string;
  limits: PlatformLimits;
}

/** Nine destinations with their published limits (checked against each result). */
export const PLATFORMS: readonly Platform[] = [
  {
    id: 'email',
    name: 'E-mail',
    use_case: 'email',
    description: 'Newsletters, outreach and follow-ups that get opened and answered.',
    features: ['One clear ask', 'Scannable paragraphs', 'Personal greeting and sign-off'],
    tips: [
      'Put the ask in the first two sentences.',
      'Keep to one link so the next step is obvious.',
      'No hashtags; at most one emoji.',
    ],
    sample:
      'Hi Sam,\n\nThanks for joining the webinar on Tuesday. I have attached the slides and the recording. Could we book 20 minutes next week to talk about your rollout?\n\nBest,\nAlex',
    limits: {
      max_characters: null,
      visible_characters: null,
      min_words: 100,
      max_words: 300,
      min_hashtags: 0,
      max_hashtags: 0,
      links: 'allowed',
      emojis: 'sparingly',
      link_length: null,
    },
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    use_case: 'linkedin-post',
    description: 'Professional posts that start conversations.',
    features: ['Hook before "see more"', 'Short paragraphs', '3 to 5 hashtags'],
    tips: [
      'LinkedIn cuts posts after about 210 characters: the hook must fit there.',
      'End with a question to invite comments.',
      'Use 3 to 5 specific hashtags at the end.',
    ],
    sample:
      'We cut our onboarding time from 14 days to 3. The change was not a new tool: it was one checklist everyone could see. What is the one process you simplified this year? #onboarding #operations #teamwork',
    limits: {
      max_characters: 3000,
      visible_characters: 210,
      min_words: 50,
      max_words: 300,
      min_hashtags: 3,
      max_hashtags: 5,
      links: 'allowed',
      emojis: 'sparingly',
      link_length: null,
    },
  },
  {
    id: 'instagram',
    name: 'Instagram',
    use_case: 'instagram-caption',
    description: 'Captions that carry the picture and invite a reply.',
    features: ['First line visible in the feed', 'Hashtags that fit', 'Emoji welcome'],
    tips: [
      'Only about the first 125 characters show in the feed.',
      'Links in captions are not clickable: point to the link in bio.',
      'Use up to 30 hashtags; 3 to 10 relevant ones work best.',
    ],
    sample:
      'Sunday mornings are for slow coffee and new pages. Our autumn reading list is out now - which one are you starting with? #bookstagram #autumnreads #coffeeandbooks',
    limits: {
      max_characters: 2200,
      visible_characters: 125,
      min_words: 20,
      max_words: 150,
      min_hashtags: 1,
      max_hashtags: 30,
      links: 'not_clickable',
      emojis: 'welcome',
      link_length: null,
    },
  },
  {
    id: 'facebook',
    name: 'Facebook',
    use_case: 'facebook-post',
    description: 'Community posts that get people talking.',
    features: ['Short and conversational', 'A link preview', 'Few or no hashtags'],
    tips: [
      'Posts under 80 characters get the most interaction.',
      'Use at most 2 hashtags.',
      'Ask the community a question.',
    ],
    sample:
      'Our community garden opens this Saturday at 10am! Bring gloves and a friend. Which vegetable should we plant first?',
    limits: {
      max_characters: 63206,
      visible_characters: 477,
      min_words: 20,
      max_words: 150,
      min_hashtags: 0,
      max_hashtags: 2,
      links: 'allowed',
      emojis: 'welcome',
      link_length: null,
    },
  },
  {
    id: 'twitter',
    name: 'X (Twitter)',
    use_case: 'general',
    description: 'Short posts that are read in a second.',
    features: ['280 characters', 'Links count as 23 characters', '1 or 2 hashtags'],
    tips: [
      'Stay within 280 characters; every link counts as 23.',
      'Use 1 or 2 hashtags at most.',
      'Lead with the news, not the greeting.',
    ],
    sample:
      'New: export your reports to PDF in one click. Available today for every plan. https://example.com/changelog #productupdate',
    limits: {
      max_characters: 280,
      visible_characters: 280,
      min_words: 10,
      max_words: 50,
      min_hashtags: 0,
      max_hashtags: 2,
      links: 'allowed',
      emojis: 'welcome',
      link_length: 23,
    },
  },
  {
    id: 'whatsapp',
    name: 'WhatsApp',
    use_case: 'whatsapp',
    description: 'Personal messages that read like a person wrote them.',
    features: ['Short and direct', 'Conversational', 'No hashtags'],
    tips: [
      'Keep it under 100 words: it is read on a phone.',
      'No hashtags.',
      'One link at most, with a reason to tap it.',
    ],
    sample:
      'Hi Priya! Your order is ready for pickup at the Main Street shop until 7pm today. Reply here if you need us to hold it until tomorrow.',
    limits: {
      max_characters: 65536,
      visible_characters: null,
      min_words: 10,
      max_words: 100,
      min_hashtags: 0,
      max_hashtags: 0,
      links: 'allowed',
      emojis: 'welcome',
      link_length: null,
    },
  },
  {
    id: 'advertisement',
    name: 'Advertisement',
    use_case: 'advertisement',
    description: 'Ad copy that earns the click.',
    features: ['Benefit first', 'One call to action', 'Primary text within 125 characters'],
    tips: [
      'Meta shows about 125 characters of primary text before cutting it.',
      'One benefit, one proof, one call to action.',
      'No hashtags; emoji sparingly.',
    ],
    sample:
      'Save 4 hours a week on reporting. Connect your data once and get a ready-made dashboard every Monday. Start your free 14-day trial.',
    limits: {
      max_characters: 125,
      visible_characters: 125,
      min_words: 10,
      max_words: 25,
      min_hashtags: 0,
      max_hashtags: 0,
      links: 'allowed',
      emojis: 'sparingly',
      link_length: null,
    },
  },
  {
    id: 'blog',
    name: 'Blog',
    use_case: 'blog-intro',
    description: 'Introductions that make the reader stay for the article.',
    features: ['A hook in the first sentence', 'The promise of the article', 'No hashtags'],
    tips: [
      'Open with a question, a number or a scene.',
      'Say what the reader will get from the article.',
      'No hashtags or emoji in the body.',
    ],
    sample:
      'Most teams lose a full day every month to status meetings. In this article we look at three ways to replace them with a written update that people actually read.',
    limits: {
      max_characters: null,
      visible_characters: null,
      min_words: 100,
      max_words: 300,
      min_hashtags: 0,
      max_hashtags: 0,
      links: 'allowed',
      emojis: 'avoid',
      link_length: null,
    },
  },
  {
    id: 'press-release',
    name: 'Press release',
    use_case: 'press-release',
    description: 'News written the way journalists expect it.',
    features: ['Dateline and lead', 'Facts and a quote', 'No hype, no emoji'],
    tips: [
      'Answer who, what, when, where and why in the first paragraph.',
      'Include a quote from a named person.',
      'No emoji and no hashtags.',
    ],
    sample:
      'BERLIN, March 3, 2026 - Acme Robotics today announced a warehouse robot that lifts 300 kg. "Our customers asked for heavier loads," said CEO Jana Weber. The robot ships in June.',
    limits: {
      max_characters: null,
      visible_characters: null,
      min_words: 200,
      max_words: 500,
      min_hashtags: 0,
      max_hashtags: 0,
      links: 'allowed',
      emojis: 'avoid',
      link_length: null,
    },
  },
];

export const platformById = (id: string) => PLATFORMS.find((platform) => platform.id === id);
