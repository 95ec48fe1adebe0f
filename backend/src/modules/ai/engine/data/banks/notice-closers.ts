import type { EmotionTone } from '../../../ai.types.js';
import type { FittedLine } from './bank-types.js';

// A request to prepare something: the verb with what to prepare ("review the minutes"), never
// the noun ("our third annual awards session and review of our year").
// Asked of the reader ("Please bring your…", "you'll need to read the…", "Review the notes"),
// not the writer's own plan ("we hope to bring some of these to fruition").
const PREPARES =
  /(?:^|[.!?:]\s+|\bplease\s+|\byou(?:['’]ll|\s+will|\s+should|\s+must|\s+need\s+to|\s+may\s+want\s+to)?\s+)(?:bring|prepare|send|read|review)\s+(?:the|your|it|this|these|a|an|any|our|all|some)\b|\bhave\s+\w+\s+ready/im;
const FIGURES = /\b(?:numbers|figures|data|results|report|reports|metrics|budget|forecast)\b/i;

/**
 * The last line of a message that sets up a meeting. `{meeting}` is the text's own name for it
 * ("quarterly review", "call").
 */
export const MEETING_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  empathetic: [
    { text: 'I know this lands in a busy week.' },
    { text: 'I know finding the time is not always easy.' },
    { text: 'If the timing is hard for you, just tell me.' },
  ],
  confident: [
    { text: "Let's make it a focused {meeting}." },
    { text: 'I expect a focused discussion.' },
    { text: 'With everyone prepared, this {meeting} will move quickly.', needs: PREPARES },
  ],
  persuasive: [
    {
      text: 'Coming prepared means a shorter {meeting} and clearer answers for everyone.',
      needs: PREPARES,
    },
    {
      text: 'A few minutes of preparation will make the {meeting} far more useful for you.',
      needs: PREPARES,
    },
    { text: 'Coming prepared will get you clearer answers, faster.', needs: PREPARES },
  ],
  friendly: [{ text: 'See you there!' }, { text: 'Looking forward to it!' }],
  professional: [
    { text: 'Please let me know in advance if anything is unclear.' },
    { text: 'Please let me know beforehand if you have any questions.' },
  ],
  inspiring: [
    { text: 'This {meeting} is our chance to see how far we have come.' },
    { text: 'Every {meeting} like this one moves us a step forward.' },
    { text: 'Every conversation like this one moves us forward.' },
  ],
  balanced: [
    {
      text: 'Having the figures in advance will keep the discussion short and focused.',
      needs: FIGURES,
    },
    { text: 'Preparing in advance will keep the discussion short and focused.', needs: PREPARES },
  ],
  urgent: [
    { text: "Please don't leave this until the last minute." },
    { text: 'Please have everything ready ahead of time.', needs: PREPARES },
  ],
  calm: [
    { text: 'If anything comes up, just let me know and we will work around it.' },
    { text: 'If the timing does not suit you, that is fine; just let me know.' },
  ],
};

// "released" said of the notes' own version, not under a denial or a condition ("This wasn't
// released", "if a new build is released during this time", "When released, it…"); "When we
// shipped Monospace" is past and counts.
const LIVE =
  /\b(?:is out|is live|are live|now available|is available|(?<!(?:\b(?:not|never|if|unless|until)\b|n['’]t)[^.!?\n]{0,60}|\b(?:when|once)\s+(?:[^.!?\n]{0,60}\b(?:is|are|gets?|be)\s+)?)(?:released|shipped|rolled out))\b/i;
// "the next chapter": only after a text that itself speaks of a next phase.
const NEXT_PHASE = /\b(?:next|new)\s+(?:chapter|phase|season|stage)\b/i;
// A fix the notes report as made ("Fixed: …", "we resolved…"), not "releases contain bug fixes".
const BUG_FIXES = /\b(?:fixed|resolved)\b|\bfix(?:es)?\s*:/i;
// "these changes": the notes report more than one change of their own.
const CHANGE_WORD = '(?:added|fixed|improved|changed|updated|removed|introduced|faster|no longer)';
const SEVERAL_CHANGES = new RegExp(
  `\\bwhat['’]s new\\b|\\b(?:bug fixes|changes|improvements|fixes)\\s*:|\\b${CHANGE_WORD}\\b[\\s\\S]*\\b${CHANGE_WORD}\\b`,
  'i',
);
const FUTURE_REMOVAL =
  /\b(?:will be (?:removed|deprecated|discontinued|retired|switched off|turned off)|(?:stop|end) (?:working|support)|before then)\b/i;
// "Future Software Version 7": notes of plans, with no version of their own to praise or update.
const FUTURE_VERSION = /\bfuture (?:\w+ )?(?:version|release)s?\b/i;
// "Next public version after 0.4.15 is 1.0.0": notes about a version not out yet have nothing to
// look at.
const NOT_OUT_YET = new RegExp(
  `\\b(?:next (?:public |major |minor )?(?:version|release)|upcoming|coming soon|will be released|(?:is|are) planned)\\b|${FUTURE_VERSION.source}`,
  'i',
);
const NOTHING_TO_SEE = new RegExp(`${FUTURE_REMOVAL.source}|${NOT_OUT_YET.source}`, 'i');
const REMOVAL = /\b(?:removed|deprecated|discontinued|retired|end of life|no longer)\b/i;
// Changes the notes say the reader will not see: no line may claim they ease or burden their work.
const BEHIND_THE_SCENES =
  /\b(?:behind the scenes|under the hood|internal(?:ly)? changes?|(?:nothing|no (?:visible )?changes?) (?:for you|you need to do)|you won['’]t notice)\b/i;

// "You don't need to do anything, your system will upgrade automatically": no update to wish the
// reader luck with.
const UPDATES_ITSELF =
  /\b(?:(?:upgrade|update)s?\s+automatically|automatic(?:ally)?\s+(?:upgrade|update)[ds]?|(?:don['’]t|do\s+not|won['’]t)\s+need\s+to\s+do\s+anything)\b/i;

// Nothing for the reader to update: the system does it, or the notes are of a version to come.
const NOTHING_TO_UPDATE = new RegExp(`${UPDATES_ITSELF.source}|${FUTURE_VERSION.source}`, 'i');

/** The last line of release notes: software changes, read by the people who use the software. */
export const RELEASE_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  empathetic: [
    { text: 'Thank you for your patience while we worked on these fixes.', needs: BUG_FIXES },
    {
      text: 'We know changes like this mean work on your side.',
      needs: REMOVAL,
      unless: BEHIND_THE_SCENES,
    },
  ],
  confident: [
    { text: 'All of this is live now.', needs: LIVE },
    { text: 'This is a solid step forward.', unless: FUTURE_VERSION },
  ],
  persuasive: [
    {
      text: 'Each of these changes is there to make your everyday work easier.',
      needs: SEVERAL_CHANGES,
      unless: BEHIND_THE_SCENES,
    },
    // No "Update today and get the most out of every change.": a call to act, with a day, that
    // notes rarely make themselves (its one use on the real texts followed plans for a version
    // months away).
  ],
  friendly: [
    { text: 'Enjoy the new version!', needs: LIVE },
    { text: 'Happy updating!', unless: NOTHING_TO_UPDATE },
  ],
  professional: [
    {
      text: 'Please get in touch if you have any questions about these changes.',
      needs: SEVERAL_CHANGES,
    },
    { text: 'Please get in touch if you have any questions.', unless: SEVERAL_CHANGES },
  ],
  inspiring: [
    // "Each release is a step forward, and we are glad to take it with you." went: 2 of its 3
    // uses read as a stock line that did not fit.
    { text: 'There is more to come, and we are building it with you.' },
  ],
  // Balanced closes with a summary built from the text (see tone-frame.ts).
  balanced: [],
  urgent: [
    { text: 'Please plan the update now so nothing breaks on the day.', needs: FUTURE_REMOVAL },
  ],
  calm: [
    { text: 'There is still time to plan this change at your own pace.', needs: FUTURE_REMOVAL },
    { text: 'Take a look whenever you have a moment.', unless: NOTHING_TO_SEE },
  ],
};

/** What a release brings, for a balanced summary line: the first matching kind names it. */
export const RELEASE_PARTS: readonly [RegExp, string][] = [
  [/\b(?:added|new|introduced|brings|now supports?)\b/i, 'new features'],
  [BUG_FIXES, 'fixes'],
  [
    /\b(?:faster|(?:twice|\w+ times) as fast|speed|performance|quicker|load(?:s|ing)? (?:about |up to )?\w+ (?:as|times) fast)\b/i,
    'faster performance',
  ],
  [REMOVAL, 'one change that needs your attention'],
];

// The people behind the news: "the facilities team worked hard", "thanks to everyone who…".
const TEAM_WORK =
  /\b(?:team|teams|group|committee|department|everyone|colleagues|staff|volunteers)\b[^.!?]{0,60}\b(?:worked|working|effort|efforts|made this|helped|put in|built|delivered)\b|\b(?:hard work|worked hard|thanks to)\b/i;
/** The text already says whom to ask or how to reach someone. */
const POINTS_TO_CONTACT =
  /\b(?:questions?|contact|reach out|get in touch|ask|speak to|talk to|e-?mail|call)\b/i;

/**
 * The last line of an internal announcement: thanks to the people behind it when the text names
 * their work, else an open door for questions when the text gives no contact. No invented
 * contact ("ask your manager"): the reader answers the message itself.
 */
export const CORPORATE_CLOSERS: Record<EmotionTone, readonly FittedLine[]> = {
  professional: [
    { text: 'Thank you to everyone involved for their work on this.', needs: TEAM_WORK },
    { text: 'Please reach out with any questions.', unless: POINTS_TO_CONTACT },
  ],
  friendly: [
    { text: 'Huge thanks to everyone behind this!', needs: TEAM_WORK },
    { text: 'Any questions, just ask!', unless: POINTS_TO_CONTACT },
  ],
  confident: [
    { text: 'Well done to everyone involved.', needs: TEAM_WORK },
    { text: 'If you have questions, ask them.', unless: POINTS_TO_CONTACT },
  ],
  empathetic: [
    { text: 'Thank you all for the care you put into this.', needs: TEAM_WORK },
    {
      text: 'If this raises any questions or concerns, please reach out.',
      unless: POINTS_TO_CONTACT,
    },
  ],
  inspiring: [
    { text: 'This is what we can do together.', needs: TEAM_WORK },
    { text: 'On to the next chapter, together.', needs: NEXT_PHASE },
  ],
  balanced: [
    { text: 'Credit goes to the people who did the work.', needs: TEAM_WORK },
    { text: 'Questions are welcome.', unless: POINTS_TO_CONTACT },
  ],
  urgent: [
    { text: 'Please make sure everyone on your team sees this.' },
    { text: 'If anything is unclear, ask today.', unless: POINTS_TO_CONTACT },
  ],
  calm: [
    { text: 'Thank you all for the steady work behind this.', needs: TEAM_WORK },
    { text: 'Questions are always welcome, whenever you have them.', unless: POINTS_TO_CONTACT },
  ],
  persuasive: [
    { text: 'Thanks to everyone who made this possible.', needs: TEAM_WORK },
    { text: 'Questions? Just ask.', unless: POINTS_TO_CONTACT },
  ],
};
