import { MASK, maskPattern } from '../../guardrails/mask-token.js';
import { hasTag, isLexiconName, switchOf } from '../language/lexicon.js';

const AVAILABLE = maskPattern()`^(${MASK}|The\s+[\w-]+(?:\s+[\w-]+)?|It|They|(?!(?:Nothing|Nobody|None|Not|This|That|These|Those|What|Which|Who|Something|Everything|Anything|Anyone|Someone|Everyone|All|Some|Both|Each|Many|Most|Few|More|Less|Here|There|Details|Information)\b)[A-Z][a-z]{2,}(?:\s+(?:and|or)\s+[a-z]{3,})?)\s+(?:is|are)\s+(now\s+)?available\s+(?=(?:from|for|at|in|on|today)\b)`;
const SECOND_VERB =
  /\s(?:and|but)\s+(?:includes|offers|features|provides|runs|has|is|comes|gives)\b/;
// "Our nurses are available…", "Maria is available…": people are not something the reader gets.
const PERSON_HEAD =
  /(?:^|\s)(?:staff|team|crew|volunteers?|nurses?|doctors?|people|everyone|someone|[a-z]+(?:ist|ian)s?)$/i;
/** "Drivers", "tutors": compromise knows people nouns as actors. */
function isPeople(subject: string): boolean {
  if (PERSON_HEAD.test(subject)) return true;
  const head = subject.split(/\s+/).pop()?.toLowerCase() ?? '';
  const singular = head.replace(/s$/, '');
  return [head, singular].some(
    (word) => hasTag(word, 'Actor') || /Actor/.test(switchOf(word) ?? ''),
  );
}
const MORE_INFO =
  /^(?:More|Further)\s+(?:information|details)\s+(?:is|are)\s+available\s+(at|on|from)\s+/i;
const FOR_PEOPLE_WHO =
  /\bfor\s+(?:people|those|teams|users|customers|businesses|everyone)\s+who\s+/gi;
/** Availability as the reader's gain: "The GR-7 is available from $2,900" → "You can get the GR-7 from $2,900". */
export function availabilityForReader(text: string): string {
  return text
    .replace(
      AVAILABLE,
      (match, subject: string, now: string | undefined, offset: number, whole: string) => {
        // "The program is available … and includes…": the subject goes on to a second verb.
        if (SECOND_VERB.test(whole.slice(offset + match.length))) return match;
        // A bare noun phrase ("Coffee and sandwiches") must be things, not a name or people.
        if (
          /^[A-Z][a-z]/.test(subject) &&
          !/^(?:The|It|They)\b/.test(subject) &&
          (isLexiconName(subject.split(' ', 1)[0].toLowerCase()) || isPeople(subject))
        )
          return match;
        const bareNoun = /^[A-Z][a-z]/.test(subject) && !/^(?:The|It|They)\b/.test(subject);
        const thing = bareNoun
          ? subject.charAt(0).toLowerCase() + subject.slice(1)
          : subject === 'It'
            ? 'it'
            : subject === 'They'
              ? 'them'
              : subject.replace(/^The\b/, 'the');
        return `You can ${now ? 'now ' : ''}get ${thing} `;
      },
    )
    .replace(
      MORE_INFO,
      (_match, preposition: string) => `Find out more ${preposition.toLowerCase()} `,
    )
    .replace(FOR_PEOPLE_WHO, (match, offset: number, whole: string) =>
      // "…engender community and for those who do not have much contact… the chance to meet":
      // after "and" the phrase is the object of a verb left out, and "if you" would strand it.
      !/\b(?:and|or)\s+$/i.test(whole.slice(0, offset)) &&
      offeredToReader(whole.slice(0, offset)) &&
      readsAsReader(whole.slice(offset + match.length))
        ? 'if you '
        : match,
    );
}

// "…for those who bring their own laptops": the clause goes on about them, so "you" would leave
// "their" behind, and "everyone who brings" / "those who is" agree with a third person.
const THIRD_PERSON = /\b(?:they|them|their|theirs|themselves|themself|he|him|his|she|her|hers)\b/i;
const THIRD_PERSON_VERB =
  /^(?:is|was|has|does|doesn['’]t|isn['’]t|wasn['’]t|hasn['’]t|\p{L}+[^s]s)\b/iu;
// "Free parking for those who…", "We offer a discount for customers who…": a short offer, or the
// writer's own; "The city will partner with agencies to distribute funds for those who…" tells
// what a third party does for others, and the reader is not who is meant.
const OFFER_WORDS = 6;
const offeredToReader = (before: string) => {
  const clause = before.split(/[,;:]/).pop() ?? '';
  return (
    /\b(?:I|we|our|us|you|your)\b/i.test(clause) ||
    clause.split(/\s+/).filter(Boolean).length <= OFFER_WORDS
  );
};
/** Can the clause after "who" be said of "you": no third-person word in it, a verb that agrees? */
const readsAsReader = (clause: string) =>
  !THIRD_PERSON.test(clause.split(/[.;:!?]/, 1)[0] ?? '') && !THIRD_PERSON_VERB.test(clause);
