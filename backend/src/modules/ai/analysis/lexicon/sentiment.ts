// Sentiment lexicon: valence 1 (mild) to 3 (strong); negators flip, boosters amplify.

import { phraseList } from './phrase-list.js';

const POSITIVE_STRONG = phraseList(`
  love | loved | loves | amazing | excellent | outstanding | fantastic | wonderful | incredible
  brilliant | superb | thrilled | delighted | perfect | exceptional | extraordinary | remarkable
  phenomenal | awesome | best | magnificent | spectacular | ecstatic | overjoyed | triumph
  breakthrough | congratulations | congrats
`);
const POSITIVE = phraseList(`
  good | great | happy | glad | excited | exciting | pleased | enjoy | enjoyed | beautiful
  success | successful | win | wins | won | winning | benefit | benefits | improve | improved
  improvement | improves | grateful | thank | thanks | thankful | appreciate | appreciated | proud
  impressive | inspiring | inspired | confident | reliable | trusted | trust | secure | safe
  strong | stronger | easy | easier | effortless | helpful | valuable | free | celebrate
  celebrating | hope | hopeful | optimistic | better | gain | gains | growth | thrive | thriving
  recommend | recommended | favorite | favourite | fun | joy | joyful | kind | lovely | nice
  pleasure | positive | powerful | progress | relief | relieved | reward | rewarding | smooth
  solid | support | supportive | welcome | warm | achieve | achieved | achievement | accomplished
  opportunity | opportunities | bright | brighter | calm | comfortable | cool | delight | eager
  efficient | elegant | empower | encourage | encouraging | fair | fresh | generous | healthy
  ideal | innovative | glowing | peace | peaceful | praise | promising | satisfied | smart
  special | superior | useful | worth | worthwhile | yes | boost | save | saves | savings | unlock
`);
const POSITIVE_MILD = phraseList(`
  okay | ok | fine | decent | adequate | interesting | clear | simple | ready | stable | steady
  patience | care | caring | friendly | helpful | agree | like | liked | pleasant | welcome
  resolved | fixed | restored | new | improving
`);
const NEGATIVE_STRONG = phraseList(`
  terrible | horrible | awful | disaster | disastrous | catastrophic | hate | hated | furious
  outrageous | unacceptable | devastating | devastated | worst | disgusting | appalling | dreadful
  miserable | tragic | nightmare | crisis | fail | failed | failure | failing | broken | betrayed
  angry | heartbroken
`);
const NEGATIVE = phraseList(`
  bad | worse | poor | problem | problems | issue | issues | error | errors | bug | bugs | outage
  outages | incident | incidents | delay | delayed | delays | late | loss | losses | lost | lose
  losing | risk | risks | risky | sad | upset | worried | worry | worries | frustrated
  frustrating | frustration | disappointed | disappointing | disappointment | annoying | annoyed
  angry | afraid | fear | scared | anxious | anxiety | stress | stressed | stressful | pain
  painful | hurt | harm | damage | damaged | difficult | difficulty | hard | struggle | struggling
  confused | confusing | complaint | complaints | wrong | mistake | mistakes | inconvenience
  unfortunately | sorry | regret | crash | crashed | down | slow | expensive | tight | overwhelmed
  overwhelming | exhausted | tired | lonely | unhappy | weak | threat | warning | danger
  dangerous | penalty | fined | miss | missed | missing | cancel | cancelled | canceled | decline
  declined | drop | dropped | complicated | uncertain | uncertainty | concern | concerns
  concerned | blocked | waste | wasted
`);
const NEGATIVE_MILD = phraseList(`
  tough | challenging | challenge | unclear | limited | odd | strange | boring | mediocre | minor
  unsure | doubt | hesitant | busy | tedious | apologise | apologize | apologies
`);

function buildValence(): Map<string, number> {
  const valence = new Map<string, number>();
  const groups: [readonly string[], number][] = [
    [POSITIVE_MILD, 1],
    [POSITIVE, 2],
    [POSITIVE_STRONG, 3],
    [NEGATIVE_MILD, -1],
    [NEGATIVE, -2],
    [NEGATIVE_STRONG, -3],
  ];
  for (const [words, value] of groups) for (const word of words) valence.set(word, value);
  return valence;
}

export const VALENCE: ReadonlyMap<string, number> = buildValence();

export const NEGATORS: ReadonlySet<string> = new Set(
  phraseList(`
  not | no | never | none | nobody | nothing | neither | nor | without | hardly | barely | cannot
  don't | doesn't | didn't | isn't | wasn't | aren't | weren't | can't | couldn't | won't
  wouldn't | shouldn't | haven't | hasn't | hadn't | mustn't | ain't | dont | doesnt | didnt
  isnt | wasnt | cant | wont
`),
);

export const BOOSTERS: ReadonlySet<string> = new Set(
  phraseList(`
  very | really | extremely | so | incredibly | totally | absolutely | highly | truly | deeply
  super | most | especially | particularly | remarkably | exceptionally | hugely | utterly
`),
);

export const DAMPENERS: ReadonlySet<string> = new Set(
  phraseList(`
  slightly | somewhat | fairly | rather | partly | mildly | quite | marginally
`),
);
