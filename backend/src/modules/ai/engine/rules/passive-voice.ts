import { MASK } from '../../guardrails/mask-token.js';
import type { SpanMasker } from '../../guardrails/span-masker.js';
import { isCommonSentenceStart, lowerFirst, upperFirst } from '../language/casing.js';
import {
  infinitiveOfParticiple,
  pastTenseOfParticiple,
  thirdPersonSingular,
} from '../language/lexicon.js';
import { subjectNumberBefore } from '../language/subject.js';

const M = MASK;
const PASSIVE = new RegExp(
  String.raw`^(${M}|(?:(?:The|This|That|These|Those|Our|Your|Their|Its|A|An|Every|Each|All)\s+)(?:[\w-]+\s+){0,3}?[\w-]+)\s+(was|were|is|are|has been|have been|will be)\s+([a-z]+)\s+by\s+(${M}|us|them|me|him|her|(?:(?:the|our|your|their|a|an|its|his|her|my|all|both)\s+)(?:[\w-]+\s+){0,2}?[\w-]+)((?:,?\s+(?:after|before|when|while|on|in|at|during|last|this|yesterday|today|earlier|for|with|to|from|because|so|and|as)\b[^.!?]*?)?)([.!]?)$`,
);
const AGENT_PRONOUNS: Record<string, string> = {
  us: 'we',
  them: 'they',
  me: 'I',
  him: 'he',
  her: 'she',
};
const NOT_AGENTS =
  /\b(?:end|time|way|deadline|default|design|email|e-mail|phone|hand|mail|post|law|mistake|accident|noon|midnight|far|now|then|way)$/i;

/** "The update was deployed by the platform team." → "The platform team deployed the update." */
export function passiveToActive(
  text: string,
  masker: SpanMasker,
  lowerWords: ReadonlySet<string>,
): string {
  const match = PASSIVE.exec(text);
  if (!match) return text;
  const [, subject, aux, participle, rawAgent, rest, end] = match;
  if (NOT_AGENTS.test(rawAgent)) return text;
  // "…caused by a bug in our pipeline that was overriding…": what follows the agent tells of it,
  // and moved behind the object it would tell of the object.
  if (/\b(?:that|which|who|whose)\b/i.test(rest)) return text;
  // "…thrilled by the support from outside the village": a phrase right after the agent is the
  // agent's, and left behind the object it would belong to the object; "…made by Committee and
  // General Members present": an "and" with no comma joins a second agent (one before a verb,
  // "…and was rolled back", goes on with the subject's own).
  if (/^\s+(?:from|with|for|to|of|and(?!\s+(?:was|were|is|are|has|have|had|will)\b))\b/i.test(rest))
    return text;
  const agentSpan = masker.spanAt(rawAgent);
  if (agentSpan && agentSpan.kind !== 'name') return text;
  const agent = AGENT_PRONOUNS[rawAgent.toLowerCase()] ?? rawAgent;
  const agentNumber = subjectNumberBefore(agent) ?? 'singular';
  const singular = agentNumber === 'singular';
  let verb: string | undefined;
  switch (aux) {
    case 'was':
    case 'were':
      verb = pastTenseOfParticiple(participle);
      break;
    case 'is':
    case 'are': {
      const infinitive = infinitiveOfParticiple(participle);
      verb = infinitive && (singular ? thirdPersonSingular(infinitive) : infinitive);
      break;
    }
    case 'has been':
    case 'have been':
      verb = infinitiveOfParticiple(participle) && `${singular ? 'has' : 'have'} ${participle}`;
      break;
    case 'will be': {
      const infinitive = infinitiveOfParticiple(participle);
      verb = infinitive && `will ${infinitive}`;
      break;
    }
  }
  if (!verb) return text;
  const firstWord = subject.split(/\s+/, 1)[0];
  const object =
    masker.spanAt(firstWord) || !isCommonSentenceStart(firstWord, lowerWords)
      ? subject
      : lowerFirst(subject);
  const objectPronoun = object === 'I' ? 'me' : object;
  return `${upperFirst(agent)} ${verb} ${objectPronoun}${rest}${end}`;
}
