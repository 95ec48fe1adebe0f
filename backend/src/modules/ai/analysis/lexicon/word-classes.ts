// Closed word classes and small lists the parser needs beyond the compromise lexicon.

import { phraseList } from './phrase-list.js';

export const BE_FORMS = phraseList(`
  am | is | are | was | were | be | been | being
`);
export const GET_FORMS = phraseList(`
  get | gets | got | gotten | getting
`);

/** Adverbs that may sit between the auxiliary and the participle ("was quickly fixed"). */
export const AUXILIARY_ADVERBS = phraseList(`
  not | also | already | just | never | always | still | being | been | then | since | now | often
  recently | finally | successfully | fully | partly | later
`);

/** Irregular past participles. */
export const IRREGULAR_PARTICIPLES = phraseList(`
  arisen | awoken | been | borne | beaten | become | begun | bent | bet | bound | bitten | bled
  blown | broken | bred | brought | built | burnt | bought | caught | chosen | come | cost | cut
  dealt | dug | done | drawn | driven | eaten | fallen | fed | felt | fought | found | fled
  flown | forbidden | forgotten | forgiven | frozen | given | gone | ground | grown | hung | heard
  hidden | hit | held | hurt | kept | known | laid | led | left | lent | let | lain | lit | lost
  made | meant | met | paid | proven | put | quit | read | ridden | rung | risen | run | said
  seen | sought | sold | sent | set | shaken | shed | shot | shown | shut | sung | sunk | sat
  slept | slid | spoken | spent | spun | spread | stood | stolen | stuck | stung | struck | sworn
  swept | swum | taken | taught | torn | told | thought | thrown | understood | undertaken | upset
  woken | worn | won | withdrawn | written | overseen | overtaken | rebuilt | rewritten | withheld
`);

/** Adjectival participles that describe a state, not an action done to someone, unless an agent ("by …") follows. */
export const STATIVE_PARTICIPLES = phraseList(`
  excited | interested | pleased | delighted | thrilled | tired | worried | concerned | surprised
  disappointed | satisfied | married | supposed | used | related | based | committed | dedicated
  determined | convinced | prepared | involved | bored | scared | confused | amazed | overwhelmed
  frustrated | stressed | relieved | exhausted | honored | honoured | located | closed | open
  done | gone | finished | qualified | experienced | skilled | talented | advanced | limited
  detailed | sophisticated | complicated | motivated | blessed | engaged | focused | aligned
  united | known | equipped | entitled | situated | aimed | proud | ashamed | annoyed | upset
  hurt | stuck
`);

/** Words that open a sentence without being its verb ("Please send…", "Now book…"). */
export const IMPERATIVE_OPENERS = phraseList(`
  please | kindly | just | so | now | then | simply | also | and | but | ok | okay | today
  finally | first | next | quickly | always | never | go | come
`);

/** Words that cannot follow an imperative verb directly (they show the first word was a subject). */
export const SUBJECT_FOLLOWERS = phraseList(`
  is | are | was | were | has | have | had | will | would | can | could | should | may | might
  must | 's | does | did | do | shall
`);

export const SECOND_PERSON = phraseList(`
  you | your | yours | yourself | yourselves | you're | you'll | you've | you'd | ya | u
`);
export const FIRST_PLURAL = phraseList(`
  we | us | our | ours | ourselves | we're | we'll | we've | we'd | let's
`);
export const FIRST_SINGULAR = phraseList(`
  i | me | my | mine | myself | i'm | i'll | i've | i'd
`);

/** Contraction endings (possessive "'s" is told apart by the word before it). */
export const CONTRACTION_SUFFIXES = phraseList(`
  n't | 're | 've | 'll | 'd | 'm
`);
export const S_CONTRACTION_HOSTS = phraseList(`
  it | that | what | here | there | let | he | she | who | where | how | when | why | everything
  nothing | something | everyone | someone | this
`);

/** Abbreviations whose final period does not end a sentence. */
export const ABBREVIATIONS = phraseList(`
  mr | mrs | ms | dr | prof | sr | jr | st | vs | etc | inc | ltd | co | corp | no | fig | approx
  dept | est | jan | feb | mar | apr | jun | jul | aug | sep | sept | oct | nov | dec | mon | tue
  wed | thu | fri | sat | sun | ave | blvd | rd | mt | ft | gen | gov | rev | hon | capt | col
  lt | sgt | cf | al | eg | ie | viz | ca | pp | vol | ed | min | max | hr | hrs
`);

/** Abbreviations that often end a sentence: a period after them ends it when a capital follows. */
export const TERMINAL_ABBREVIATIONS = phraseList(`
  etc | inc | ltd | co | corp | al
`);

/** Short all-caps words that are acronyms, not shouting. */
export const ACRONYMS = phraseList(`
  eu | us | uk | usa | un | ceo | cto | cfo | coo | hr | it | pdf | api | faq | ai | ui | ux | seo
  roi | kpi | b2b | b2c | saas | sla | crm | erp | url | html | css | sql | usd | eur | gbp | am
  pm | utc | gmt | est | pst | q1 | q2 | q3 | q4 | ok | tv | pr | vp | nyc | la | nasa | nato
  gdpr | iso | id | pc | os | ios | aws | gcp | ibm | sms | mba | phd | llc | ltd | inc | plc
`);
