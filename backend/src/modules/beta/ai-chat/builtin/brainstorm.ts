import { aTone } from '../tone-name.js';
import type { EmotionTone } from '../../../ai/ai.types.js';
import {
  OFFER_ACTS,
  TONE_CALLS,
  TYPED_CALLS_TO_ACTION,
  type OfferKind,
  headlineTense,
  thirdPersonLead,
  detectTextType,
  DIGITAL,
  keyPhrases,
} from '../../../ai/ai.engine.js';
import {
  countAsked,
  splitSentenceStrings,
  toPlainText,
  protectedSpansOf,
} from '../../../ai/ai.text.js';
import { BUILT_IN_TEMPLATES } from '../../templates/built-in-templates.js';
import { BUILTIN_INTRO, type BuiltinReply } from './analysis-replies.js';

/**
 * Headline frames around the text's key phrases. None promises a benefit the text does not
 * claim (no "How the Team Saves You Time" over a price notice): they name the subject and ask
 * the reader's question about it.
 */
const HEADLINE_FRAMES = [
  'What {Topic} {Means} for You',
  'Everything You Need to Know About {Topic}',
  '{Topic}: What Changes and When',
  'Why {Topic} {Matters}',
  '{Topic}, Explained',
];

/** Hooks that open on the subject itself; `{topic}` is one of the text's key phrases. */
const HOOK_FRAMES = [
  'Here is what you need to know about {topic}.',
  'One question we hear about {topic}, answered.',
  'If {topic} {is} on your list this month, start here.',
  'A short read on {topic}, and what {it means} for you.',
  'Three things about {topic} that are easy to miss.',
  'Before you decide anything about {topic}, read this.',
];

/** The lists a brainstorm request may count: "five hooks", "3 headlines". */
const LISTS = ['hooks?', 'headlines?', 'titles?', 'calls? to action', 'ctas?'];
/** "…a LinkedIn post about remote team rituals": the subject a request names. */
export const REQUEST_SUBJECT = /\b(?:about|on)\s+(.{3,})$/i;

const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z'’-]*)/g, (word, first: string, rest: string) =>
    /^(?:a|an|the|and|or|of|on|in|to|for|at|by|with)$/.test(word)
      ? word
      : first.toUpperCase() + rest,
  );
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function offerKind(plain: string): OfferKind {
  const type = detectTextType(plain, 'general', false, false, protectedSpansOf(plain));
  if (type === 'product') return DIGITAL.test(plain) ? 'digital' : 'product';
  if (type === 'event' || type === 'service') return type;
  return 'offer';
}

const plural = (phrase: string) => /[^s]s$/i.test(phrase.split(' ').pop() ?? '');
/** "monthly price" → "the monthly price"; a name ("Google Calendar") or a plural stays bare. */
const withArticle = (phrase: string) =>
  plural(phrase) || /^(?:[A-Z][\w.'’-]*\s?)+$/.test(phrase) ? phrase : `the ${phrase}`;
/** The verbs of a frame agree with its phrase ("rituals matter", "the price matters"). */
const agree = (frame: string, phrase: string) =>
  frame
    .replace('{Means}', plural(phrase) ? 'Mean' : 'Means')
    .replace('{Matters}', plural(phrase) ? 'Matter' : 'Matters')
    .replace('{is}', plural(phrase) ? 'are' : 'is')
    .replace('{it means}', plural(phrase) ? 'they mean' : 'it means');

/** What a request asks for, in number ("five hooks" → 5 hooks), if it says. */
export function askedFor(
  message: string,
): { list: 'headlines' | 'hooks' | 'calls'; count: number } | undefined {
  const asked = countAsked(message, LISTS);
  if (asked?.count === undefined) return undefined;
  const { count } = asked;
  const word = asked.thing.toLowerCase();
  const list = word.startsWith('hook')
    ? 'hooks'
    : /^(?:headline|title)/.test(word)
      ? 'headlines'
      : 'calls';
  return { list, count: Math.max(1, Math.min(8, count)) };
}

/** The sentences of the text a reader would stop at: a number, a name, a change. */
function strikingSentences(plain: string): string[] {
  const sentences = splitSentenceStrings(plain).filter(
    (sentence) => sentence.split(/\s+/).length >= 5 && sentence.split(/\s+/).length <= 25,
  );
  return sentences
    .filter((sentence) => /\d|[A-Z]\w+\s[A-Z]/.test(sentence.slice(1)))
    .map((sentence) => sentence.trim())
    .slice(0, 2);
}

/**
 * Headline, hook and call-to-action variants about the text's own key phrases (compromise's
 * noun phrases and topics), in the tone asked. A request that names its subject ("five hooks
 * for a LinkedIn post about remote team rituals") is about that subject, in the number asked.
 */
export function brainstormReply(text: string, tone: EmotionTone, message = text): BuiltinReply {
  const named = text === message ? REQUEST_SUBJECT.exec(message)?.[1] : undefined;
  const plain = toPlainText(named ?? text).replace(/[.?!]+$/, named ? '' : '$&');
  const phrases = keyPhrases(plain, 4).map((phrase) => phrase.text);
  const noun = named?.trim() ?? phrases[0];
  if (!noun) {
    return {
      response: `${BUILTIN_INTRO}: tell me in a sentence or two what you are writing about (or paste the draft), and I'll suggest headlines, opening hooks and calls to action from its key phrases.`,
      suggestions: [],
    };
  }
  const phrase = withArticle(noun);
  const second = named || !phrases[1] ? undefined : withArticle(phrases[1]);
  const headlines: string[] = [];
  const lead = named
    ? undefined
    : splitSentenceStrings(plain.split(/\n+/)[0] ?? '')[0]?.replace(/[.!?]+$/, '');
  const fromLead = lead ? thirdPersonLead(lead, undefined) : undefined;
  if (fromLead) headlines.push(titleCase(headlineTense(fromLead)));
  HEADLINE_FRAMES.forEach((frame, index) => {
    const topic = index % 2 === 1 && second ? second : phrase;
    headlines.push(capitalise(agree(frame, topic).replace('{Topic}', titleCase(topic))));
  });
  if (second)
    headlines.push(`${titleCase(capitalise(phrase))} and ${titleCase(second)}: A Quick Guide`);

  const hooks = [
    ...strikingSentences(named ? '' : plain),
    ...HOOK_FRAMES.map((line, index) =>
      capitalise(
        agree(line, index % 3 === 2 && second ? second : phrase).replace(
          '{topic}',
          index % 3 === 2 && second ? second : phrase,
        ),
      ),
    ),
  ];

  const kind = offerKind(plain);
  const act = OFFER_ACTS[kind].plain[0];
  const calls =
    tone === 'persuasive'
      ? [
          ...(TYPED_CALLS_TO_ACTION[
            kind === 'digital' ? 'product' : kind === 'offer' ? 'product' : kind
          ]?.plain ?? []),
        ]
      : TONE_CALLS[tone].map((line) =>
          line.replace('{act}', act).replace('{Act}', capitalise(act)),
        );
  const otherTone: EmotionTone = tone === 'urgent' ? 'calm' : 'urgent';
  calls.push(TONE_CALLS[otherTone][0].replace('{act}', act).replace('{Act}', capitalise(act)));

  const templates = BUILT_IN_TEMPLATES.filter((template) => template.emotion_tone === tone)
    .slice(0, 2)
    .map((template) => `${template.name} (${template.description})`);

  const asked = askedFor(message);
  const sized = (list: 'headlines' | 'hooks' | 'calls') => (asked?.list === list ? asked.count : 5);
  const list = (title: string, lines: string[], count: number) => [
    title,
    ...[...new Set(lines)].slice(0, count).map((line) => `• ${line}`),
  ];
  const sections = {
    headlines: list('Headlines:', headlines, sized('headlines')),
    hooks: list('Opening hooks:', hooks, sized('hooks')),
    calls: list('Calls to action:', calls, sized('calls')),
  };
  const order = (['headlines', 'hooks', 'calls'] as const)
    .slice()
    .sort((a, b) => Number(b === asked?.list) - Number(a === asked?.list));
  const lines = [
    `${BUILTIN_INTRO}: ideas about ${phrase}, in ${aTone(tone)}, built from the key phrases of your text. They are starting points: change the words until they are yours.`,
    ...order.flatMap((key) => ['', ...sections[key]]),
  ];
  if (templates.length > 0) lines.push('', ...list('Templates in this tone:', templates, 5));
  return {
    response: lines.join('\n'),
    suggestions: [
      `Brainstorm in ${otherTone === 'calm' ? 'a calm' : 'an urgent'} tone`,
      'Brainstorm in a friendly tone',
      'Brainstorm in a persuasive tone',
    ].filter((line) => !line.includes(` ${tone} `)),
  };
}
