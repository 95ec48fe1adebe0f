import type { PlatformLimits } from './platforms.js';

export interface CheckResult {
  rule: 'characters' | 'visible_hook' | 'words' | 'hashtags' | 'links' | 'emojis';
  passed: boolean;
  detail: string;
}

const LINK = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/gi;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Characters as the platform counts them (X counts every link as 23, whatever its length). */
export function platformLength(text: string, linkLength: number | null): number {
  const chars = [...text].length;
  if (linkLength === null) return chars;
  const links = text.match(LINK) ?? [];
  return chars - links.reduce((sum, link) => sum + [...link].length, 0) + links.length * linkLength;
}

export interface TextCounts {
  characters: number;
  words: number;
  hashtags: number;
  links: number;
  emojis: number;
}

export function countsOf(text: string, limits: PlatformLimits): TextCounts {
  return {
    characters: platformLength(text, limits.link_length),
    words: count(text, WORD),
    hashtags: count(text, HASHTAG),
    links: count(text, LINK),
    emojis: count(text, EMOJI),
  };
}

/** Which of the platform's limits a text meets, each with what was counted. */
export function checkPlatform(text: string, limits: PlatformLimits): CheckResult[] {
  const counts = countsOf(text, limits);
  const checks: CheckResult[] = [];
  if (limits.max_characters !== null) {
    checks.push({
      rule: 'characters',
      passed: counts.characters <= limits.max_characters,
      detail: `${counts.characters} of at most ${limits.max_characters} characters`,
    });
  }
  if (limits.visible_characters !== null && limits.visible_characters !== limits.max_characters) {
    const firstSentence = text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
    const hookLength = [...firstSentence].length;
    checks.push({
      rule: 'visible_hook',
      passed: hookLength <= limits.visible_characters,
      detail: `The first sentence is ${hookLength} characters; ${limits.visible_characters} show before the text is cut`,
    });
  }
  checks.push({
    rule: 'words',
    passed: counts.words >= limits.min_words && counts.words <= limits.max_words,
    detail: `${plural(counts.words, 'word')}; recommended ${limits.min_words}-${limits.max_words}`,
  });
  checks.push({
    rule: 'hashtags',
    passed: counts.hashtags >= limits.min_hashtags && counts.hashtags <= limits.max_hashtags,
    detail:
      limits.max_hashtags === 0
        ? `${plural(counts.hashtags, 'hashtag')}; none belong here`
        : `${plural(counts.hashtags, 'hashtag')}; recommended ${limits.min_hashtags}-${limits.max_hashtags}`,
  });
  checks.push(linkCheck(counts.links, limits));
  checks.push(emojiCheck(counts.emojis, limits));
  return checks;
}

function linkCheck(links: number, limits: PlatformLimits): CheckResult {
  switch (limits.links) {
    case 'allowed':
      return { rule: 'links', passed: true, detail: `${plural(links, 'link')}; links work here` };
    case 'not_clickable':
      return {
        rule: 'links',
        passed: links === 0,
        detail:
          links === 0
            ? 'No links; they are not clickable here'
            : `${plural(links, 'link')}, but links are not clickable here: point to the link in bio`,
      };
    case 'avoid':
      return {
        rule: 'links',
        passed: links === 0,
        detail: `${plural(links, 'link')}; avoid links here`,
      };
  }
}

/** "Sparingly" means at most two. */
function emojiCheck(emojis: number, limits: PlatformLimits): CheckResult {
  switch (limits.emojis) {
    case 'welcome':
      return {
        rule: 'emojis',
        passed: true,
        detail: `${plural(emojis, 'emoji')}; emoji are welcome here`,
      };
    case 'sparingly':
      return {
        rule: 'emojis',
        passed: emojis <= 2,
        detail: `${plural(emojis, 'emoji')}; at most 2 here`,
      };
    case 'avoid':
      return {
        rule: 'emojis',
        passed: emojis === 0,
        detail: `${plural(emojis, 'emoji')}; none belong here`,
      };
  }
}
