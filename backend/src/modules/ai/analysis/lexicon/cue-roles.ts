// Words that decide whether a persuasion cue is in its role (features/cue-roles.ts).

/** Counts that make a group of people social proof: "thousands of teams", "4,000 marketers". */
export const COUNT_WORDS: ReadonlySet<string> = new Set([
  'hundreds',
  'thousands',
  'millions',
  'billions',
  'dozens',
  'hundred',
  'thousand',
  'million',
  'billion',
]);

/** People (and their downloads) whose number is proof; staff and employees are not. */
export const PEOPLE_NOUNS: ReadonlySet<string> = new Set([
  'customers',
  'clients',
  'users',
  'teams',
  'companies',
  'businesses',
  'members',
  'people',
  'marketers',
  'readers',
  'subscribers',
  'developers',
  'brands',
  'shoppers',
  'families',
  'students',
  'creators',
  'professionals',
  'organizations',
  'organisations',
  'founders',
  'engineers',
  'designers',
  'writers',
  'parents',
  'patients',
  'buyers',
  'fans',
  'downloads',
  'installs',
  'sellers',
  'merchants',
  'agencies',
  'schools',
  'hospitals',
  'institutions',
]);

/** Verbs after a group that make it proof: "customers love", "teams rely on". */
export const PROOF_VERBS: ReadonlySet<string> = new Set([
  'trust',
  'trusts',
  'use',
  'uses',
  'rely',
  'relies',
  'love',
  'loves',
  'choose',
  'chose',
  'recommend',
  'recommends',
  'rate',
  'rated',
  'swear',
  'already',
]);

type Endorsement = (previous: string, next: string) => boolean;
const always: Endorsement = () => true;
const never: Endorsement = () => false;
const numeric = (word: string) => /^\d/.test(word);

/** Endorsement phrases, each with the neighbours (word before, word after) it needs. */
export const ENDORSEMENTS: ReadonlyMap<string, Endorsement> = new Map<string, Endorsement>([
  ['trusted by', always],
  ['loved by', always],
  ['used by', always],
  ['award-winning', always],
  ['five-star', always],
  ['top-rated', always],
  ['bestseller', always],
  ['best-selling', always],
  ['as seen in', always],
  ['featured in', always],
  ['case study', always],
  ['people like', always],
  ['like you', always],
  ['already use', always],
  ['already using', always],
  ['most popular', always],
  ['trusted', (previous, next) => next === 'by' || ['most', 'highly', 'widely'].includes(previous)],
  [
    'recommended',
    (previous, next) => next === 'by' || ['highly', 'widely', 'most', 'expert'].includes(previous),
  ],
  [
    'rated',
    (previous, next) =>
      numeric(next) || ['highly', 'top', 'best'].includes(previous) || next === 'by',
  ],
  [
    'reviews',
    (previous) =>
      numeric(previous) ||
      [
        'star',
        '5-star',
        'five-star',
        'customer',
        'rave',
        'glowing',
        'positive',
        'verified',
      ].includes(previous),
  ],
  [
    'award',
    (previous, next) => ['won', 'wins', 'winning'].includes(previous) || next.startsWith('winn'),
  ],
  ['certified', (_, next) => next === 'by'],
  [
    'testimonials',
    (previous) =>
      numeric(previous) || ['our', 'customer', 'client', 'real', 'verified'].includes(previous),
  ],
  ['leading', never],
  ['industry-leading', never],
  ['popular', never],
  ['favorite', never],
  ['favourite', never],
  ['community', never],
]);

/** Words after a verb that show it is being used as a command: "Email us", "Book a demo". */
export const OBJECT_AFTER_VERB: ReadonlySet<string> = new Set([
  'us',
  'me',
  'them',
  'him',
  'her',
  'it',
  'a',
  'an',
  'the',
  'your',
  'our',
  'this',
  'these',
  'those',
  'my',
  'up',
  'out',
  'more',
  'now',
  'today',
  'in',
  'here',
]);

/** Frames before a verb that address it to the reader: "you can sign up", "why not try". */
export const DIRECTIVE_FRAMES: readonly string[] = [
  'you can',
  'you could',
  'you may',
  'why not',
  'feel free to',
  'be sure to',
  "don't forget to",
  'do not forget to',
  'remember to',
  'invite you to',
  'encourage you to',
  'click here to',
  'here to',
  'ready to',
  'want to',
  'you must',
  'you need to',
  'you should',
];

/** What a limited thing has to be for "limited" to be scarcity: "limited time", "limited seats". */
export const SCARCE_NOUNS: ReadonlySet<string> = new Set([
  'time',
  'offer',
  'offers',
  'spots',
  'spot',
  'seats',
  'seat',
  'stock',
  'supply',
  'supplies',
  'availability',
  'edition',
  'quantities',
  'quantity',
  'places',
  'spaces',
  'slots',
  'run',
]);

/** Deadlines and scarcity: time pressure wherever they stand. */
export const TIME_DEADLINE: ReadonlySet<string> = new Set([
  'deadline',
  'deadlines',
  'expires',
  'expiring',
  'expire',
  'last chance',
  'hurry',
  'urgent',
  'urgently',
  'asap',
  'time-sensitive',
  'running out',
  'overdue',
  'final call',
  'final notice',
  'ends tonight',
  'ends today',
  'hours left',
  'only hours',
  'last day',
  'no later than',
  'countdown',
  'left',
  'action required',
  "won't last",
  "before they're gone",
  "before it's gone",
  'while supplies last',
  'while stocks last',
]);

/**
 * Time words that press only in a request: 'directive' ones when the sentence asks the reader to
 * act ("Sign up today"), 'reader' ones also when it speaks to the reader ("you must reply by").
 */
export const READER_PRESSURE: ReadonlyMap<string, 'directive' | 'reader'> = new Map([
  ['now', 'directive'],
  ['act now', 'directive'],
  ["don't wait", 'directive'],
  ['do not wait', 'directive'],
  ['today', 'directive'],
  ['tonight', 'directive'],
  ['immediately', 'directive'],
  ['right away', 'directive'],
  ['straight away', 'directive'],
  ['right now', 'directive'],
  ['at once', 'directive'],
  ['as soon as possible', 'directive'],
  ['quickly', 'directive'],
  ['fast', 'directive'],
  ['soon', 'directive'],
  ['tomorrow', 'directive'],
  ['this week', 'directive'],
  ['before', 'reader'],
  ['within', 'reader'],
  ['by friday', 'reader'],
  ['by monday', 'reader'],
  ['end of day', 'reader'],
  ['eod', 'reader'],
]);
