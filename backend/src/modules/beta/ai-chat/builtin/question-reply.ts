import nlp from 'compromise';
import { countWords } from '../../../ai/ai.text.js';
import { keyPhrases } from '../../../ai/ai.engine.js';
import { BUILTIN_INTRO, type BuiltinReply } from './analysis-replies.js';
import { reportOn } from './text-report.js';

/** What the built-in assistant can do, said in the one sentence that also says what it cannot. */
export const OFFLINE_LIMIT =
  'Without a connected model I cannot answer open questions or write new copy from scratch; I can rewrite a text you paste in a tone, give feedback and advice on it, answer questions about a quoted phrase or your text (length, tone, pressure), and brainstorm headlines and hooks from its key phrases.';

/** "'Act now'", "“Last chance”": the phrase a question is about. */
const QUOTED = /["“‘']([^"“”‘’']{2,120})["”’']/;
/** Where the phrase goes, with what a reader there expects (characters, words). */
const PLACES: { name: string; pattern: RegExp; chars: number; words: number }[] = [
  { name: 'a subject line', pattern: /\bsubject(?:\s+line)?\b/i, chars: 50, words: 9 },
  { name: 'a preview line', pattern: /\bpreview(?:\s+text)?\b/i, chars: 90, words: 15 },
  { name: 'a button', pattern: /\bbutton\b|\bcta\b|call to action/i, chars: 25, words: 4 },
  { name: 'a headline', pattern: /\bheadline|title\b/i, chars: 70, words: 12 },
  { name: 'a post on X', pattern: /\btweet\b|\bon x\b|\btwitter\b/i, chars: 280, words: 50 },
];
const PUSHY =
  /\b(?:pushy|aggressive|salesy|spammy|too strong|too much|demanding|forceful|desperate)\b/i;
const LENGTH = /\b(?:long|short|length|wordy|too many words)\b/i;
const TONE_ASKED =
  /\b(?:tone|formal|casual|friendly|cold|warm|confident|professional|polite|rude)\b/i;
const CLEAR = /\b(?:clear|confusing|readable|easy to read|understand)\b/i;
const PRESSURE_WORDS =
  /\b(?:now|today|tonight|hurry|immediately|asap|last chance|limited|only \d+|ends?|expires?|don['’]t miss|before it['’]s gone|urgent|final)\b/gi;

/** The cues that make a phrase press on its reader: a bare command, a deadline, shouting. */
function pressureOf(phrase: string) {
  const first = nlp(phrase).terms().json()[0] as { terms: { tags: string[] }[] } | undefined;
  const tags = first?.terms[0]?.tags ?? [];
  const command =
    tags.includes('Imperative') ||
    (tags.includes('Verb') && !tags.includes('Gerund') && !tags.includes('PastTense'));
  const deadline = [...new Set((phrase.match(PRESSURE_WORDS) ?? []).map((w) => w.toLowerCase()))];
  const shouting = /!/.test(phrase) || /\b[A-Z]{3,}\b/.test(phrase);
  const reason = /\b(?:save|get|your|you|free|off|%|\d)\b/i.test(phrase);
  return { command, deadline, shouting, reason };
}

function phraseAnswer(phrase: string, question: string, subject: string | undefined): string {
  const place = PLACES.find((entry) => entry.pattern.test(question));
  const where = place?.name ?? 'this place';
  const words = countWords(phrase);
  const { command, deadline, shouting, reason } = pressureOf(phrase);
  const lines: string[] = [];
  if (PUSHY.test(question) || (!LENGTH.test(question) && !CLEAR.test(question))) {
    const cues = [
      command ? 'a bare command' : '',
      deadline.length ? `time pressure (${deadline.map((w) => `"${w}"`).join(', ')})` : '',
      shouting ? 'shouting (capitals or "!")' : '',
    ].filter(Boolean);
    if (cues.length >= 2 && !reason) {
      lines.push(
        `Yes, "${phrase}" is likely too pushy for ${where}: it is ${cues.join(' plus ')} with no reason to act, so it asks before it gives${place?.name === 'a subject line' ? ', and urgency words in subject lines are a common spam-filter signal' : ''}.`,
      );
    } else if (cues.length > 0) {
      lines.push(
        `"${phrase}" carries ${cues.join(' and ')}${reason ? ', but it also says what the reader gets, which earns the push' : ''}: it reads as firm rather than pushy if what follows delivers.`,
      );
    } else {
      lines.push(
        `"${phrase}" has no pressure cues (no bare command, deadline or shouting): it is not pushy.`,
      );
    }
  }
  if (place) {
    const fits = phrase.length <= place.chars && words <= place.words;
    lines.push(
      `Length: ${words} word${words === 1 ? '' : 's'}, ${phrase.length} characters; ${where} reads best within about ${place.chars} characters, so ${fits ? 'it fits' : 'it would be cut off or skimmed: shorten it'}.`,
    );
  } else if (LENGTH.test(question)) {
    lines.push(`Length: ${words} word${words === 1 ? '' : 's'}, ${phrase.length} characters.`);
  }
  if (command && (deadline.length || shouting) && !reason) {
    const topic = subject ? keyPhrases(subject, 1)[0]?.text : undefined;
    lines.push(
      topic
        ? `Instead, name what the reader gets and when, in your own terms: "Your ${topic}: what changes and when" or "${topic.charAt(0).toUpperCase()}${topic.slice(1)}, before the deadline".`
        : 'Instead, name what the reader gets and by when ("Your 20% off ends Friday", "Seats left for Thursday\'s workshop"): the deadline stays, the reason comes first.',
    );
  }
  return lines.join('\n');
}

/** A question about the writer's own text: its length, tone or clarity, from the analysis. */
function textAnswer(question: string, subject: string): string | undefined {
  const report = reportOn(subject);
  const lines: string[] = [];
  if (LENGTH.test(question)) {
    const place = PLACES.find((entry) => entry.pattern.test(question));
    lines.push(
      `Your text is ${report.words} words in ${report.sentences} sentence${report.sentences === 1 ? '' : 's'} (${subject.trim().length} characters, ${report.meanSentenceWords} words per sentence on average)${place ? `; ${place.name} reads best within about ${place.chars} characters` : ''}.`,
    );
    if (report.long.length)
      lines.push(`The longest sentence to split: "${report.long[0].sentence}".`);
  }
  if (TONE_ASKED.test(question) || PUSHY.test(question)) {
    const [first, second] = report.tones;
    lines.push(
      `It reads mostly ${first.label} (${first.percent}%), then ${second.label} (${second.percent}%).`,
    );
  }
  if (CLEAR.test(question)) {
    lines.push(
      `Clarity: ${report.clarity} / 100, reading ease ${report.readingEase} (grade ${report.grade}).${report.hedges[0] ? ` The hedge ${report.hedges[0].what} in "${report.hedges[0].sentence}" blurs it.` : ''}`,
    );
  }
  return lines.length ? lines.join('\n') : undefined;
}

/**
 * A question answered, not analysed as copy: about the phrase it quotes ("Is 'Act now' too
 * pushy for a subject line?"), or about the writer's text (length, tone, clarity). Anything
 * else gets one sentence on what the built-in assistant cannot do offline and what it can.
 */
export function questionReply(question: string, subject: string | undefined): BuiltinReply {
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  const answer = quoted
    ? phraseAnswer(quoted, question, subject && subject !== question ? subject : undefined)
    : subject && subject !== question
      ? textAnswer(question, subject)
      : undefined;
  if (!answer) {
    return {
      response: `${BUILTIN_INTRO}. ${OFFLINE_LIMIT}`,
      suggestions: ['Give me feedback', 'Brainstorm headlines'],
    };
  }
  return {
    response: `${BUILTIN_INTRO}: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`,
    suggestions: ['Give me feedback', 'Brainstorm headlines'],
  };
}
