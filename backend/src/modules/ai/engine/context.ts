import type { EmotionTone, OutputFormat, PersonaProfile, UseCase } from '../ai.types.js';
import type { SpanMasker } from '../guardrails/span-masker.js';
import { PhrasePicker } from './choose.js';
import { givesSteps, opensWithCommand } from './data/commands.js';
import { PROBLEM_WORDS } from './data/topic-words.js';
import { lowerCaseWords } from './language/words.js';
import type { Topic } from './topic.js';
import type { Situation, TextType } from './text-type.js';
import { detectTextType, isInvitation, isOffer, pitches } from './text-type.js';
import type { SentenceRole, WorkDocument } from './work-document.js';
import { bodySentences } from './work-document.js';

export interface RewriteSettings {
  tone: EmotionTone;
  intensity: number;
  persona: PersonaProfile;
  useCase: UseCase;
  format: OutputFormat;
  targetWords?: number;
}

export interface RewriteContext extends RewriteSettings {
  /** Selling something: a price, a call to action, or a marketing use case. */
  readonly isPromotional: boolean;
  readonly topic: Topic;
  /** Words written in lower case somewhere in the input: proof that they are not names. */
  readonly lowerWords: ReadonlySet<string>;
  readonly picker: PhrasePicker;
  readonly masker: SpanMasker;
  readonly situation: Situation;
  readonly textType: TextType;
  /** Addressed to a reader (a greeting, a sign-off, "you"): letters and messages, not notices. */
  readonly isMessage: boolean;
  /**
   * Opens with a greeting or closes with a sign-off: a letter to someone, where a bare command
   * may be asked as a favour ("Send the photos…" → "Could you send the photos…?"). In a notice,
   * a post or a care answer it reads out of step with the steps around it.
   */
  readonly isLetter: boolean;
  /** Written by one person ("I") rather than an organisation ("we"): added lines should match. */
  readonly personalVoice: boolean;
  /** Written as an organisation ("we") rather than one person: added lines should not say "I". */
  readonly organisationVoice?: boolean;
  /** The input uses curly apostrophes, so added contractions should too. */
  readonly curlyApostrophes: boolean;
  /** A job advert: a role on offer and how to apply. */
  readonly jobAd?: boolean;
  /** An event the reader is invited to drop in on ("Stop by on Saturday"): nothing to book. */
  readonly invitation?: boolean;
  /** A how-to: three or more sentences open on a command or a step ("Go to…", "Enter…"). */
  readonly procedure?: boolean;
  /**
   * Written to someone who serves others ("saves clients' time", "the process for clients to
   * reschedule", "notify your staff"): the clients are a third party, never the reader.
   */
  readonly servesOthers?: boolean;
}

const SERVES_OTHERS =
  /\b(?:clients|customers|patients|guests)['’](?=\s)|\byour\s+(?:clients|customers|patients|guests|staff)\b|\bfor\s+(?:clients|customers|patients|guests)\s+to\b/i;

const JOB_AD =
  /\b(?:we['’]re hiring|we are hiring|now hiring|we['’]re looking for an? |we are looking for an? |join our team)\b/i;
const JOB_WORDS = /\b(?:salary|apply|applications?|role|position|candidates?|CV|portfolio)\b/i;

export interface SentenceInfo {
  readonly role: SentenceRole;
  /** Stable per sentence: picks phrases deterministically. */
  readonly key: string;
  /** The sentence before, as written: what a pronoun opening this one stands for. */
  readonly previous?: string;
  /** The sentence after, as written: the writer's own answer to this one ("Yes, we heard you!"). */
  readonly following?: string;
}

const PROMOTIONAL_USE_CASES = new Set([
  'advertisement',
  'sales-copy',
  'facebook-post',
  'facebook-hashtags',
  'instagram-caption',
  'linkedin-post',
  'blog-intro',
]);

const REQUEST =
  /\b(?:please|could you|can you|would you|will you|need you to|let me know|kindly|make sure|remember to|don't forget|do not forget)\b/i;
const FIRST_SINGULAR = /\b(?:I|me|my|mine)\b|\bI['’](?:m|ve|ll|d)\b/g;
const FIRST_PLURAL = /\b(?:we|us|our|ours)\b|\bwe['’](?:re|ve|ll|d)\b/gi;
const YOU = /\b(?:you|your|yours)\b/gi;

function situationOf(plain: string, work: WorkDocument, lower: ReadonlySet<string>): Situation {
  let problemHits = 0;
  for (const word of lower) if (PROBLEM_WORDS.has(word)) problemHits++;
  // A text about a problem owns up to it or keeps coming back to it; a blog that mentions late
  // payments in passing is not an incident report.
  // "Unfortunately" owns a problem only where one is told: "Unfortunately, one downside of
  // polyester is that it sheds fibres" on a product page is not a problem the reader had.
  const owned =
    /\b(?:sorry|apologi[sz]e|apologies|inconvenience|frustrating|as compensation|unacceptable)\b/i.test(
      plain,
    ) ||
    bodySentences(work).some(
      (sentence) =>
        /\b(?:unfortunately|disappointed)\b/i.test(sentence.source) &&
        [...lowerCaseWords(sentence.source)].some((word) => PROBLEM_WORDS.has(word)),
    );
  if (problemHits >= 3 || (owned && problemHits >= 1)) return 'problem';
  // "Update: Normal operations restored." and "Email sent to you will be queued" ask nothing.
  const commands = bodySentences(work).some((sentence) => opensWithCommand(sentence.text));
  return commands || REQUEST.test(plain) ? 'request' : 'general';
}

export function buildContext(
  settings: RewriteSettings,
  plain: string,
  work: WorkDocument,
  topic: Topic,
): RewriteContext {
  const framed = work.blocks.some((block) =>
    block.lines.some((line) => line.kind === 'greeting' || line.kind === 'signoff'),
  );
  const inlineGreeting =
    bodySentences(work).length > 0 &&
    work.blocks.some((block) =>
      block.lines.some((line) => line.sentences.some((s) => s.frozen && line.kind === 'body')),
    );
  const lowerWords = lowerCaseWords(plain);
  const youCount = plain.match(YOU)?.length ?? 0;
  const singular = plain.match(FIRST_SINGULAR)?.length ?? 0;
  const plural = plain.match(FIRST_PLURAL)?.length ?? 0;
  const situation = situationOf(plain, work, lowerWords);
  const messageUseCase = settings.useCase === 'email' || settings.useCase === 'whatsapp';
  const letter = framed || inlineGreeting;
  const textType = detectTextType(plain, situation, letter, messageUseCase, work.spans);
  // A support reply that mentions a refund of $89 sells nothing.
  const promotional =
    textType !== 'reply' &&
    textType !== 'meeting' &&
    (PROMOTIONAL_USE_CASES.has(settings.useCase) ||
      isOffer(textType) ||
      (textType === 'message' && pitches(plain)) ||
      work.spans.some((span) => span.kind === 'money') ||
      /\b(?:buy|order now|pre-?orders?|shop|sale|discount|free trial|sign up|subscribe|pricing|price|tickets?|book (?:now|your)|promo|coupon|% off|get yours|early bird|warranty|free (?:delivery|shipping|returns)|available (?:now|in|from|at))\b/i.test(
        plain,
      ));
  return {
    ...settings,
    topic,
    lowerWords,
    picker: new PhrasePicker(`${settings.tone}|${plain.slice(0, 400)}|${topic.nouns.join(',')}`),
    masker: work.masker,
    situation,
    textType,
    isPromotional: promotional,
    isMessage: letter || youCount >= 2,
    isLetter: letter,
    personalVoice: singular > plural,
    organisationVoice: plural > singular,
    curlyApostrophes: (plain.match(/’/g)?.length ?? 0) > (plain.match(/'/g)?.length ?? 0),
    jobAd: JOB_AD.test(plain) && JOB_WORDS.test(plain),
    invitation: textType === 'event' && isInvitation(plain, work.spans),
    procedure: !promotional && givesSteps(bodySentences(work).map((sentence) => sentence.source)),
    servesOthers: SERVES_OTHERS.test(plain),
  };
}
