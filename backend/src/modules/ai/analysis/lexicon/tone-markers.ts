// Marker phrases per linguistic signal. Lowercase; "'" for apostrophes; matched on whole words.

import { phraseList } from './phrase-list.js';

/** Firm modals and certainty: the speaker commits to the claim. */
export const FIRM = phraseList(`
  will | we'll | i'll | won't | must | shall | definitely | certainly | clearly | absolutely
  undoubtedly | always | guarantee | guaranteed | guarantees | ensure | ensures | commit
  committed | confident | certain | proven | no doubt | without doubt | without question | we know
  i know | deliver | delivers | we deliver | make sure | rest assured | count on | fully
  every time | is ready | are ready
`);

/** Formal register: Latinate and institutional vocabulary, set phrases of business writing. */
export const FORMAL = phraseList(`
  regarding | therefore | furthermore | moreover | accordingly | consequently | hereby | herewith
  pursuant | kindly | sincerely | respectfully | regards | ensure | facilitate | implement
  objective | objectives | stakeholders | deliverables | inform | request | require | required
  provide | additional | approximately | subsequent | subsequently | prior | assist | assistance
  inquire | inquiry | commence | attached | enclosed | per | policy | compliance | organization
  organisation | department | colleagues | proposal | agenda | fiscal | client | clients | confirm
  confirmation | acknowledge | further | please note | would like to | we are pleased to
  please find | at your earliest convenience | in accordance with | with respect to | dear
  apologise | apologize | inconvenience | resolve | resolution | procedure | documentation
  recommendation | recommendations | appropriate | sufficient | nevertheless | whereas | thereby
  obtain | demonstrate | evaluate | assessment | review | reviewed | management | committee
  announce | announces | announced | pleased | yours faithfully | best regards | kind regards
  thank you for your | we appreciate | please do not hesitate | should you
`);

/** Informal and slang words that break a professional register. */
export const SLANG = phraseList(`
  gonna | wanna | gotta | kinda | sorta | yeah | yep | yup | nope | hey | heya | hiya | awesome
  cool | lol | omg | btw | fyi | tbh | imo | idk | stuff | guys | dude | yay | wow | woohoo | haha
  crazy | insane | literally | basically | pretty much | no worries | heads up | check it out
  super | totally | big deal | a big deal | folks | ya | u | pls | thx | tho | gimme | lemme
  y'all | ain't
`);

/** Warmth and rapport: greetings, thanks, shared pleasure. */
export const WARMTH = phraseList(`
  thanks | thank | thank you | glad | happy | love | loved | lovely | wonderful | welcome | enjoy
  excited | delighted | pleasure | cheers | hi | hey | hello | friend | friends | fun | appreciate
  share | smile | warm | warmly | kind | celebrate | congrats | congratulations | fantastic | nice
  good news | can't wait | looking forward | let us know | feel free | reach out | hope you | we hope
  i hope
  have a great | great to | so glad | stoked | thrilled | with you | for you
`);

/** Acknowledging the reader's situation or feelings. */
export const ACKNOWLEDGEMENT = phraseList(`
  i understand | we understand | i hear you | we hear you | i can imagine | we can imagine
  i realize | we realize | i realise | we realise | i recognize | we recognize | i recognise
  we recognise | i'm sorry | i am sorry | we're sorry | we are sorry | sorry | apologise
  apologize | apologies | that must be | this must be | it makes sense | makes sense
  understandably | understandable | you're not alone | you are not alone | we're here
  we are here | here for you | here to help | thank you for your patience | bearing with
  i appreciate | we appreciate | your concerns | we know this is | i know this is | we know how
  i know how | completely understand | totally understand | i get it | that sounds | it is normal
  it's normal | it is okay | it's okay | your experience | we listened | we hear
`);

/** Vocabulary of feelings and difficulty. */
export const FEELING = phraseList(`
  feel | feels | feeling | feelings | felt | frustrated | frustrating | frustration | worried
  worry | worries | anxious | anxiety | disappointed | disappointing | disappointment | upset
  stressed | stress | stressful | overwhelmed | overwhelming | concerned | concern | concerns
  sad | hurt | confused | confusing | difficult | tough | challenging | struggle | struggling
  afraid | scared | fear | lonely | grief | loss | pain | painful | relief | relieved | comfort
  hopeful | care | caring | patience | inconvenience | uncertainty | uncertain | exhausted | tired
  heart | hard time | well-being | wellbeing
`);

/** Softened requests: the reader keeps control. */
export const SOFTENER = phraseList(`
  could you | would you | would you mind | if you could | when you have a moment
  when you get a chance | if possible | if you don't mind | feel free | whenever you're ready
  whenever you are ready | at your convenience | no pressure | take your time | please | kindly
  gently | you may want to | you might want to | it might help | if it helps | if you like
  if you want | happy to help
`);

/** Reader benefits and value claims. */
export const BENEFIT = phraseList(`
  save | saves | saving | savings | free | results | proven | boost | boosts | increase
  increases | grow | growth | improve | improves | faster | easier | better | gain | benefit
  benefits | value | guarantee | guaranteed | exclusive | bonus | instantly | instant | effortless
  effortlessly | easy | roi | profit | profits | win | upgrade | unlock | powerful | best
  discount | offer | deal | risk-free | no risk | money-back | reduce | reduces | cut | less time
  more time | so you can | which means | helps you | lets you | you'll get | you get | without
  in minutes | in seconds | more revenue | higher | smarter
`);

/** Calls to action that are unambiguous as phrases. */
export const CALL_TO_ACTION = phraseList(`
  sign up | get started | start now | try it | try it free | join us | join now | book a demo
  book a call | schedule a call | schedule a demo | click here | buy now | order now | learn more
  find out | find out more | contact us | subscribe | download | register now | claim your
  don't miss | do not miss | shop now | get yours | get your | reply to this | read more | see how
  request a demo | apply now | reserve your | upgrade now | start your | try it today | call us
  get in touch | talk to us | see for yourself | grab your | act now | join today | reach us
  reach out | go to
`);

/** Verbs that make an imperative sentence a call to action. */
export const CALL_TO_ACTION_VERBS = phraseList(`
  sign | get | start | try | join | book | schedule | click | buy | order | learn | find | contact
  subscribe | download | register | claim | grab | call | visit | shop | reply | request | apply
  enroll | enrol | reserve | upgrade | discover | explore | check | compare | pick | choose
  unlock | save | act | hurry | secure | watch | tap | install | follow | share | see | email
  message | text | test
`);

/** Social proof: other people already trust it. */
export const SOCIAL_PROOF = phraseList(`
  customers | clients | users | teams | companies | businesses | trusted | trusted by | thousands
  millions | hundreds | rated | reviews | five-star | leading | award | award-winning | loved by
  used by | like you | recommended | testimonials | bestseller | best-selling | popular
  most popular | community | members | case study | certified | as seen in | featured in
  industry-leading | join | already use | already using | people like | top-rated | favorite
  favourite
`);

/** Vision, future and momentum. */
export const VISION = phraseList(`
  imagine | together | future | build | building | create | creating | dream | dreams | vision
  possible | possibilities | believe | change | transform | transformation | journey | purpose
  mission | inspire | inspired | inspiring | empower | empowering | achieve | bold | tomorrow
  next chapter | new era | potential | forward | rise | unlock | shape | ambition | ambitious
  horizon | world | impact | opportunity | opportunities | progress | momentum | let's | we can
  what if | make a difference | pioneer | breakthrough | greater | beyond | limitless
  step forward | move forward | reimagine | innovate | innovation | brighter | strive | courage
  passion | extraordinary | grow | growing | thrive | next generation | lead the way | new heights
  every one of us | side by side | can and will | be part of
`);

/** Time pressure and stakes. */
export const PRESSURE_STRONG = phraseList(`
  now | today | tonight | immediately | asap | urgent | urgently | deadline | deadlines | limited
  hurry | last chance | expires | expiring | right away | straight away | right now | don't wait | do not wait
  act now | time-sensitive | as soon as possible | running out | overdue | final call
  no later than | at once | critical | emergency | ends tonight | ends today | hours left
  only hours | last day | final notice | won't last | before they're gone | before it's gone
  while supplies last | while stocks last
`);

/** Milder markers of time or obligation. */
export const PRESSURE_MILD = phraseList(`
  before | soon | within | quickly | fast | final | ends | ending | expire | this week | tomorrow
  must | required | mandatory | by friday | by monday | end of day | eod | countdown | closing
  late | left | important | please note | action required | reminder | attention | don't miss
  do not miss | in time
`);

/** Reassurance and ease. */
export const REASSURANCE = phraseList(`
  no rush | take your time | whenever | relax | relaxed | gently | gentle | steady | steadily
  calm | calmly | comfortable | safe | safely | secure | fine | under control | rest assured
  no need to worry | nothing to worry about | don't worry | do not worry | at your own pace
  peace | peaceful | quiet | quietly | slowly | breathe | settle | handled | gradually | patient
  patience | nothing else you need to do | no action is needed | no action needed | we're here
  we are here
  all is well | all good | in good hands | covered | there is no need | there's no need
  no pressure | stable | smoothly | carefully | thoughtfully | one step at a time | as usual
  as normal | normal | routine | unchanged | remains | continue | continues | okay | simple | easy
  ease | when it suits you | in your own time | balance
`);

/** Logical structure and reasoning connectives. */
export const STRUCTURE = phraseList(`
  first | firstly | second | secondly | third | thirdly | finally | lastly | however | therefore
  thus | hence | because | since | consequently | as a result | for example | for instance
  in contrast | on the other hand | whereas | although | though | moreover | furthermore
  in addition | additionally | specifically | in particular | overall | in summary | to summarize
  in conclusion | compared | compared to | compared with | relative to | which means | given that
  due to | so that | namely | if | then | while | unless | otherwise | by contrast | similarly
  likewise | in turn | as a consequence | it follows
`);

/** Evidence, measurement and data vocabulary. */
export const EVIDENCE = phraseList(`
  data | evidence | analysis | analyses | results | shows | showed | suggests | indicates
  indicate | measured | measure | metric | metrics | rate | rates | trend | trends | ratio
  average | median | percent | percentage | sample | study | studies | research | survey
  statistics | statistically | significant | correlation | estimate | estimated | approximately
  baseline | benchmark | variance | decrease | decreased | increased | observed | findings
  reported | figures | according to | hypothesis | tested | distribution | proportion | quarter
  year-over-year | compared | total | respectively | cost | costs | budget
`);

/** Emotive intensifiers and hype words. */
export const INTENSIFIER = phraseList(`
  very | really | extremely | incredibly | totally | absolutely | amazing | amazingly | awesome
  super | insanely | ridiculously | truly | deeply | hugely | massively | utterly | unbelievable
  unbelievably | incredible | extraordinary | outstanding | stunning | epic | insane | crazy
  literally | seriously | so much | such a | mind-blowing | game-changing | game changer
  revolutionary
`);

/** Hooks that invite the reader in. */
export const HOOK = phraseList(`
  did you know | here's | here is how | here is why | what if | imagine | secret | surprising
  surprise | discover | introducing | meet | ever wondered | why | how to | the truth | story
  picture this | guess what | new | finally | big news | just launched | sneak peek
  behind the scenes
`);
