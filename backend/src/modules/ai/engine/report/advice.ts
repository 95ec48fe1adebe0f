import { describesPast } from '../../analysis/features/cue-roles.js';
import { DOUBT_ADVERBS, WISH_ADVERB } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import type { EmotionTone, SentenceAdvice } from '../../ai.types.js';
import { splitSentenceStrings } from '../language/lexicon.js';
import { contractionsOf } from '../rules/count-contractions.js';

type Check = (sentence: string, whole: string) => string | undefined;

const HEDGE = new RegExp(
  anyWord([
    'we think',
    'I think',
    'we believe',
    'I believe',
    ...DOUBT_ADVERBS,
    WISH_ADVERB,
    'might',
    'sort of',
    'kind of',
    'a bit',
    'somewhat',
    'I guess',
    'we hope',
    'I hope',
    'could potentially',
    'just wanted',
  ]),
  'i',
);
const DEADLINE =
  /\b(?:today|tonight|tomorrow|by\s+\S+|before\s+\S+|deadline|due|this week|end of|asap|\d{1,2}(?::\d{2})?\s*(?:am|pm)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const ASK =
  /\b(?:please|could you|can you|would you|let (?:me|us) know|send|reply|confirm|review|sign|approve|update|apply|register|book)\b/i;
const PASSIVE =
  /\b(?:is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?\w+(?:ed|en)\b(?!\s+(?:to|that)\b)/i;
const FEATURE = /\b(?:features?|includes?|comes with|has|have|built[- ]in|supports?|offers?)\b/i;
const BENEFIT =
  /\b(?:so (?:you|that)|saves?|saving|helps? you|lets you|without|faster|less time|more time|never (?:again|have to))\b/i;
const SHOUT = /!{2,}|\b[A-Z]{4,}\b/;
const PRESSURE = /\b(?:immediately|asap|urgent(?:ly)?|right now|must|at once)\b/i;
const ABSOLUTE =
  /\b(?:always|never|best|guaranteed|everyone|no one|perfect|revolutionary|amazing)\b/i;
const BLAME = /\b(?:you (?:failed|forgot|didn['’]t|did not|should have|must)|your fault)\b/i;
const FORMAL = /\b(?:hereby|pursuant|kindly|aforementioned|herewith|per our|please be advised)\b/i;
const SLANG = /\b(?:gonna|wanna|kinda|lol|u|ur|pls|thx|tbh|btw|awesome|guys)\b|!{2,}/i;

const quoted = (match: RegExpExecArray | null) => (match ? `"${match[0]}"` : '');

/** Tone by tone, what a writer could change in one sentence. */
const CHECKS: Record<EmotionTone, Check[]> = {
  urgent: [
    (s, whole) =>
      ASK.test(s) && !DEADLINE.test(whole) ? 'no deadline is named: say by when' : undefined,
    (s) => (HEDGE.test(s) ? `the hedge ${quoted(HEDGE.exec(s))} slows the ask down` : undefined),
  ],
  confident: [
    (s) => (HEDGE.test(s) ? `the hedge ${quoted(HEDGE.exec(s))} weakens this claim` : undefined),
    (s) => (PASSIVE.test(s) ? 'say who acts: the passive voice hides it' : undefined),
  ],
  persuasive: [
    (s) => {
      const feature = FEATURE.exec(s);
      const benefit = BENEFIT.exec(s);
      return feature && benefit && benefit.index > feature.index
        ? 'the benefit comes after the feature: lead with what the reader gains'
        : undefined;
    },
    (s) =>
      FEATURE.test(s) && !BENEFIT.test(s) && !/\byou/i.test(s)
        ? 'a feature with no benefit: say what it does for the reader'
        : undefined,
  ],
  empathetic: [
    (s) =>
      BLAME.test(s) ? 'this reads as blame: say what happened, not what they did' : undefined,
    (s) => (PRESSURE.test(s) ? `${quoted(PRESSURE.exec(s))} presses the reader` : undefined),
  ],
  friendly: [
    (s) =>
      FORMAL.test(s)
        ? `${quoted(FORMAL.exec(s))} sounds stiff: say it as you would aloud`
        : undefined,
    (s) => (PASSIVE.test(s) ? 'the passive voice keeps the reader at a distance' : undefined),
  ],
  professional: [
    (s) => (SLANG.test(s) ? `${quoted(SLANG.exec(s))} is too casual here` : undefined),
    (s) =>
      contractionsOf(s).length > 0 && /!/.test(s)
        ? 'an exclamation mark reads as casual'
        : undefined,
  ],
  inspiring: [
    (s) =>
      FEATURE.test(s) && !/\b(?:you|we|together|future|imagine|possible)\b/i.test(s)
        ? 'this lists a feature: say why it matters to the people it is for'
        : undefined,
  ],
  balanced: [
    (s) =>
      ABSOLUTE.test(s) && !/\d/.test(s)
        ? `${quoted(ABSOLUTE.exec(s))} claims more than the sentence shows: give the evidence`
        : undefined,
    (s) =>
      SHOUT.test(s) ? 'capitals and exclamation marks read as emphasis, not evidence' : undefined,
  ],
  calm: [
    (s) => (SHOUT.test(s) ? 'capitals and exclamation marks raise the temperature' : undefined),
    (s) => (PRESSURE.test(s) ? `${quoted(PRESSURE.exec(s))} adds pressure` : undefined),
  ],
};

const MODAL = /\b(?:would|could|should|might|may|expect(?:s|ed)?|hope)\b/i;
const DATED = DEADLINE;

/**
 * When no sentence-level problem is found in a text that barely changed, one pointer toward the tone, tied to the sentence it
 * concerns: what a writer would add that rules cannot write safely.
 */
const POINTERS: Record<EmotionTone, (sentences: string[]) => [number, string] | undefined> = {
  urgent: (sentences) => {
    const dated = sentences.findIndex((s) => DATED.test(s));
    return dated >= 0
      ? [
          dated,
          'this date is what makes the text urgent: lead with it and with what the reader must do',
        ]
      : [0, 'nothing here says why it cannot wait: name what the reader must do and by when'];
  },
  confident: (sentences) => {
    // A "would" telling the past ("every morning I would open at five") holds nothing back.
    const modal = sentences.findIndex(
      (s) => MODAL.test(s) && !(/^would$/i.test(MODAL.exec(s)![0]) && describesPast(s)),
    );
    return modal >= 0
      ? [modal, `${quoted(MODAL.exec(sentences[modal]))} holds back: say what will happen`]
      : [0, 'state the result you stand behind first, in the fewest words'];
  },
  persuasive: () => [
    0,
    'say what the reader gains before the facts, and end with one step to take',
  ],
  empathetic: () => [
    0,
    'say how this affects the reader before the facts: acknowledge it in your words',
  ],
  friendly: () => [0, 'say this to the reader as you would aloud: "you", "we\'re", a warm word'],
  inspiring: () => [0, 'say what this makes possible for the people it is for'],
  professional: (sentences) => {
    const casual = sentences.findIndex((s) => contractionsOf(s).length > 0);
    return casual >= 0
      ? [
          casual,
          `"${contractionsOf(sentences[casual])[0]}" is conversational: write it out in full`,
        ]
      : [0, 'open with the purpose of the message in one plain sentence'];
  },
  balanced: (sentences) => {
    const claim = sentences.findIndex((s) => !/\d/.test(s));
    return claim >= 0
      ? [claim, 'a claim without a figure or a source: say how you know']
      : undefined;
  },
  calm: (sentences) =>
    sentences.length > 1 && sentences.every((s) => s.split(/\s+/).length <= 12)
      ? [0, 'short sentences one after another read as hurried: join the ones that belong together']
      : [0, 'say first what stays the same or what the reader need not worry about'],
};

const LONG_SENTENCE = 30;
const MAX_ADVICE = 6;

/**
 * What the writer could change toward the tone, tied to sentences of the text the reader will
 * send: rules notice more than they can safely write.
 */
export function adviceFor(
  text: string,
  tone: EmotionTone,
  /** Changed nothing or little: point toward the tone even where no problem was found. */
  withPointer = false,
): SentenceAdvice[] {
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => splitSentenceStrings(line))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 3);
  const advice: SentenceAdvice[] = [];
  let deadlineNoted = false;
  sentences.forEach((sentence, index) => {
    for (const check of CHECKS[tone]) {
      const message = check(sentence, text);
      if (!message) continue;
      if (message.startsWith('no deadline')) {
        if (deadlineNoted) continue;
        deadlineNoted = true;
      }
      advice.push({ sentence_index: index, sentence, message });
      return;
    }
    const words = sentence.split(/\s+/).length;
    if (words > LONG_SENTENCE)
      advice.push({
        sentence_index: index,
        sentence,
        message: `${words} words in one sentence: split it where the idea turns`,
      });
  });
  if (withPointer && advice.length === 0 && sentences.length > 0) {
    const pointer = POINTERS[tone](sentences);
    if (pointer)
      advice.push({
        sentence_index: pointer[0],
        sentence: sentences[pointer[0]],
        message: pointer[1],
      });
  }
  return advice.slice(0, MAX_ADVICE);
}
