import { aTone } from '../tone-name.js';
import type { EmotionTone } from '../../../ai/ai.types.js';
import {
  OFFER_ACTS,
  TONE_CALLS,
  TYPED_CALLS_TO_ACTION,
  type OfferKind,
} from '../../../ai/engine/data/banks/typed-calls-to-action.js';
import { BLOG_HOOKS, POST_HOOKS, TONE_BLOG_HOOKS } from '../../../ai/engine/data/banks/use-case.js';
import { headlineTense, thirdPersonLead } from '../../../ai/engine/frame/headline.js';
import { splitSentenceStrings } from '../../../ai/engine/language/lexicon.js';
import { detectTextType, DIGITAL } from '../../../ai/engine/text-type.js';
import { detectTopic } from '../../../ai/engine/topic.js';
import { toPlainText } from '../../../ai/format/plain-text.js';
import { protectedSpansOf } from '../../../ai/guardrails/extract-spans.js';
import { BUILT_IN_TEMPLATES } from '../../templates/built-in-templates.js';
import { BUILTIN_INTRO, type BuiltinReply } from './analysis-replies.js';

/** Headline frames around the text's topic, one reading each (news, benefit, question, how-to). */
const HEADLINE_FRAMES = [
  'What {Topic} Means for You',
  'How {Topic} Saves You Time',
  'Why {Topic} Matters Now',
  'Everything You Need to Know About {Topic}',
  '{Topic}, Made Simple',
];

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

/** Headline, hook and call-to-action variants from the engine's frames and the templates. */
export function brainstormReply(text: string, tone: EmotionTone): BuiltinReply {
  const plain = toPlainText(text);
  const topic = detectTopic(plain);
  const noun = topic.phrase?.replace(/^(?:the|our|your|a|an)\s+/i, '') ?? topic.nouns[0];
  if (!noun) {
    return {
      response: `${BUILTIN_INTRO}: tell me in a sentence or two what you are writing about (or paste the draft), and I'll suggest headlines, opening hooks and calls to action from our use-case frames.`,
      suggestions: [],
    };
  }
  const headlines: string[] = [];
  const lead = splitSentenceStrings(plain.split(/\n+/)[0] ?? '')[0]?.replace(/[.!?]+$/, '');
  const fromLead = lead ? thirdPersonLead(lead, undefined) : undefined;
  if (fromLead) headlines.push(titleCase(headlineTense(fromLead)));
  const phrase = topic.phrase ?? `the ${noun}`;
  headlines.push(
    ...HEADLINE_FRAMES.map((frame) => capitalise(frame.replace('{Topic}', titleCase(phrase)))),
  );

  const fill = (line: string) => line.replace('{topic}', phrase);
  const hooks = [
    ...TONE_BLOG_HOOKS[tone].slice(0, 1),
    ...BLOG_HOOKS.slice(0, 2).map(fill),
    ...POST_HOOKS.slice(0, 2).map(fill),
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

  const list = (title: string, lines: string[]) => [
    title,
    ...lines.slice(0, 5).map((line) => `• ${line}`),
  ];
  const lines = [
    `${BUILTIN_INTRO}: ideas about ${phrase}, in ${aTone(tone)}, from our use-case frames. They are starting points: change the words until they are yours.`,
    '',
    ...list('Headlines:', headlines),
    '',
    ...list('Opening hooks:', hooks),
    '',
    ...list('Calls to action:', [...new Set(calls)]),
  ];
  if (templates.length > 0) lines.push('', ...list('Templates in this tone:', templates));
  return {
    response: lines.join('\n'),
    suggestions: [
      `Brainstorm in ${otherTone === 'calm' ? 'a calm' : 'an urgent'} tone`,
      'Brainstorm in a friendly tone',
      'Brainstorm in a persuasive tone',
    ].filter((line) => !line.includes(` ${tone} `)),
  };
}
