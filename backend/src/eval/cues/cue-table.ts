/**
 * Sentences from published pages, each with the cues a reader would mark in it; the source address
 * is kept beside every row. Collected for issue 32 (the heat maps read cues in context): calls to
 * action, social proof and time pressure in marketing copy, help pages, job descriptions, outage
 * notices and news; frustration in complaints and rants. Each row is quoted short, for testing.
 */
export type CueName =
  | 'call_to_action'
  | 'social_proof'
  | 'time_pressure'
  | 'frustration'
  | 'question'
  | 'direct_address'
  | 'passive'
  | 'hedge'
  | 'long_sentence';

export interface CueRow {
  source: string;
  text: string;
  cues: readonly CueName[];
}

const ACTIVECAMPAIGN = 'https://www.activecampaign.com/glossary/promotional-email';
const GROEVO = 'https://www.groevo.com/article/the-anatomy-of-a-perfect-promotional-email';
const TUMBLR = 'http://staff.tumblr.com/post/34385834305/this-mornings-outage';
const MONDAY = 'https://status.monday.com/incidents/mhtx91bdtr3z';
const POLYGON = 'https://polygonstatus.com/incidents/kr1jvzt45w2p';
const PUSH = 'https://pushinteractions.com/500000-users-still-growing/';
const FXALTAS =
  'https://www.fxaltas.com/microsofts-workplace-communication-platform-teams-hits-13-million-daily-users/';
const INFOTECHTION = 'https://www.infotechtion.com/post/digital-transformation-at-warp-speed';
const JOB = 'https://jobdescription.org/jobs/marketing/email-marketing-manager';
const MAILMODO = 'https://mailmodo.com/guides/email-marketing-manager';
const DIGIWELL = 'https://www.digiwellmarketing.com/resources/email-cta-copy-that-converts';
const NOTALWAYSRIGHT = 'https://notalwaysright.com/56691-2/56691/';
const ASCENT = 'https://ascentstage.com/archives/2005/10/reason_none-html';
const WELSH = 'https://welshblokesrant.blogspot.com/2006/12';
const LIZACODY = 'https://www.lizacody.com/blog/posts/27863';
const WILLIAMSON = 'https://gpwilliamson.wordpress.com/2014/12/03/complaint-letter/';
const LIZBETH = 'https://lizbethsgarden.wordpress.com/2013/05/03/how-not-to-keep-a-customer/';
const SCHMEISER = 'https://schmeiser.typepad.com/the_rage_diaries/reduce_reuse_recycle/';
const COPYWRITERS =
  'https://copywritersroundtable.com/the-dark-side-of-testimonial-driven-sales-copy/';
const THIRTEEN05 = 'https://thirteen05.com/testimonials-the-good-the-bad-and-the-ugly/';
const CHURCHART = 'https://help.churchart.com/article/933-how-our-14-day-free-trial-works';
const TOURREADY =
  'https://help.tourready.com/support/solutions/articles/5000500097-what-happens-when-my-free-trial-is-over-';
const ONEMETRIC = 'https://help.onemetric.io/en/articles/3041581-start-your-subscription';
const NJANGLER = 'http://www.njangler.com/NJAUstepbystep.php';
const NCWRA = 'https://ncwra.org/Webinars';
const JPLMEDIA =
  'https://support.jplmedia.com.au/support/solutions/articles/36000221467-help-i-can-t-register-troubleshooting-registration-issues';
const OSCESTOP = 'https://oscestop.education/signup';
const CONVIIO = 'https://www.conviio.com/help/q/write-limited-time-offer-email';
const SLATE = 'https://slate.com/business/2011/01/customer-complaint-letters-a-reader-contest.html';

export const CUE_TABLE: readonly CueRow[] = [
  // Marketing copy and writing about it.
  {
    source: ACTIVECAMPAIGN,
    text: 'They announce sales, introduce new products, share exclusive offers, and give subscribers a reason to act now.',
    cues: [],
  },
  {
    source: ACTIVECAMPAIGN,
    text: "When someone joins your list, they're raising their hand and asking to hear from you.",
    cues: ['direct_address'],
  },
  { source: GROEVO, text: '“John, This Deal Won’t Last”', cues: ['time_pressure'] },
  {
    source: GROEVO,
    text: 'Better: “Handpicked just for you – see your styles before they’re gone”',
    cues: ['call_to_action', 'time_pressure', 'direct_address'],
  },
  { source: GROEVO, text: 'Use their first name when possible.', cues: [] },
  {
    source: GROEVO,
    text: 'Remember, if nobody opens your email, the rest doesn’t matter.',
    cues: ['direct_address'],
  },
  {
    source: GROEVO,
    text: 'Have you ever clicked open an email and thought, “Wow, I have to check this out”?',
    cues: ['question', 'direct_address'],
  },
  {
    source: DIGIWELL,
    text: '“Click here” and “Learn more” are the clearest examples of generic CTA copy.',
    cues: [],
  },
  {
    source: DIGIWELL,
    text: 'A cold subscriber who just opened their first email from you is not ready to “Buy now.”',
    cues: ['direct_address'],
  },
  {
    source: DIGIWELL,
    text: 'You do not need to memorize a list of power words.',
    cues: ['direct_address'],
  },
  {
    source: CONVIIO,
    text: 'You do not need to sound desperate or pushy to create urgency.',
    cues: ['direct_address'],
  },
  {
    source: CONVIIO,
    text: 'Fake deadlines (that extend when you return to the page) destroy trust.',
    cues: ['direct_address'],
  },
  { source: INFOTECHTION, text: 'Do not miss new blog posts!', cues: ['call_to_action'] },
  {
    source: INFOTECHTION,
    text: 'Subscribe to new posts, news, and updates.',
    cues: ['call_to_action'],
  },
  {
    source: INFOTECHTION,
    text: 'Thank you for joining our Blog subscription!',
    cues: ['direct_address'],
  },
  {
    source: INFOTECHTION,
    text: 'He highlighted a few large customers who are using Teams including the NFL, which used it for its draft and Accenture which is the first organization to surpass 500,000 users on Teams.',
    cues: ['social_proof', 'long_sentence'],
  },
  {
    source: COPYWRITERS,
    text: 'It’s so awesome that I’ve recommended it to everyone within a 500 mile radius of my house and now the exclamation point on my keyboard is stuck!!!',
    cues: ['long_sentence'],
  },
  { source: THIRTEEN05, text: 'Testimonials are IMPORTANT.', cues: [] },
  {
    source: THIRTEEN05,
    text: 'By actual test, a large number of short testimonials are not as effective as a much smaller number of long testimonials.',
    cues: [],
  },

  // Help pages about trials, sign-up and registration.
  {
    source: CHURCHART,
    text: 'Your free trial will automatically convert to a full membership if not canceled within 14 days.',
    cues: ['time_pressure', 'direct_address'],
  },
  {
    source: CHURCHART,
    text: 'By prepaying for an annual membership, you will save money.',
    cues: ['direct_address'],
  },
  {
    source: CHURCHART,
    text: 'Why do you require a credit/debit card?',
    cues: ['question', 'direct_address'],
  },
  {
    source: TOURREADY,
    text: 'To learn more on how to pay for a subscription after your free trial period expires, click here.',
    cues: ['call_to_action', 'direct_address'],
  },
  {
    source: TOURREADY,
    text: 'There is only one free trial per person, regardless of how many days you used it.',
    cues: ['direct_address'],
  },
  { source: ONEMETRIC, text: 'All new accounts get a 30-day free trial.', cues: [] },
  {
    source: ONEMETRIC,
    text: 'You can subscribe at any time.',
    cues: ['call_to_action', 'direct_address'],
  },
  {
    source: ONEMETRIC,
    text: "Your first payment won't be processed until the end of your free trial period.",
    cues: ['passive', 'direct_address'],
  },
  {
    source: NJANGLER,
    text: 'Step #1: Click here to view a list of sessions and register for whichever session you’d like.',
    cues: ['call_to_action', 'direct_address'],
  },
  {
    source: NJANGLER,
    text: 'You can register for any session right now, if you’d like.',
    cues: ['call_to_action', 'direct_address'],
  },
  {
    source: NJANGLER,
    text: 'You can register at any time in advance of the session.',
    cues: ['call_to_action', 'direct_address'],
  },
  {
    source: NCWRA,
    text: 'To take advantage of this perk, please visit the Membership page',
    cues: ['call_to_action'],
  },
  {
    source: NCWRA,
    text: 'Fill out and return both the forum evaluation form and the Board of Examiners sponsor evaluation form within 5 business days of viewing the webinar.',
    cues: ['time_pressure'],
  },
  {
    source: NCWRA,
    text: 'Do not email or call any WRRI staff or NCWRA board members as they cannot assist with technical difficulties during the event.',
    cues: [],
  },
  {
    source: NCWRA,
    text: 'Webinars will not be posted on NCWRA.org after the event.',
    cues: ['passive'],
  },
  {
    source: JPLMEDIA,
    text: 'Please note that you may be required to complete other details when you first register, including Location, Member Number, Passcode, etc.',
    cues: ['direct_address', 'hedge', 'passive'],
  },
  {
    source: OSCESTOP,
    text: 'We created this trial because we know you’re going to love it!',
    cues: ['direct_address'],
  },

  // Job descriptions: "Email" and "teams" as nouns.
  { source: JOB, text: 'Email Marketing Manager', cues: [] },
  {
    source: JOB,
    text: "Email Marketing Managers own the strategy, execution, and performance of an organization's email and SMS programs.",
    cues: [],
  },
  {
    source: JOB,
    text: 'Manage the promotional email calendar, coordinating timing, segmentation, and offer strategy with merchandising and marketing teams.',
    cues: [],
  },
  {
    source: MAILMODO,
    text: 'An email marketing manager oversees a company’s email marketing efforts.',
    cues: [],
  },

  // Outage notices and news.
  { source: TUMBLR, text: 'Thank you for your patience today.', cues: ['direct_address'] },
  {
    source: TUMBLR,
    text: 'It took nearly five hours before service was fully restored.',
    cues: ['passive'],
  },
  {
    source: TUMBLR,
    text: 'Our failover procedures, designed to immediately rebalance traffic over our backup connections, failed to work as expected.',
    cues: [],
  },
  {
    source: MONDAY,
    text: 'If you need account support, you can reach us via the help center, our dedicated customer experience teams will be more than happy to help you.',
    cues: ['call_to_action', 'direct_address', 'long_sentence'],
  },
  {
    source: MONDAY,
    text: 'Our monitoring system alerted our R&D teams to the issue, and we subsequently began moving the system to a backup infrastructure.',
    cues: [],
  },
  {
    source: MONDAY,
    text: 'We deeply apologize for any inconvenience caused by this service interruption.',
    cues: [],
  },
  {
    source: POLYGON,
    text: 'Thank you for your patience and for being a valued customer.',
    cues: ['direct_address'],
  },
  {
    source: POLYGON,
    text: 'Services were gradually restored, and system stability was confirmed.',
    cues: ['passive'],
  },
  {
    source: PUSH,
    text: 'Across all of our apps, we now have over 500,000 downloads.',
    cues: ['social_proof'],
  },
  {
    source: PUSH,
    text: '500,000 downloads is a big milestone and we will continue working to touch even more people’s lives in the future.',
    cues: ['social_proof'],
  },
  {
    source: FXALTAS,
    text: 'Microsoft’s Workplace Communication Platform Teams Hits 13 Million Daily Users',
    cues: ['social_proof'],
  },
  {
    source: FXALTAS,
    text: 'It was Slack which introduced such a product and eventually became the dominant player in that space.',
    cues: [],
  },
  {
    source: FXALTAS,
    text: 'Considering the fact that Slack is all set to have its IPO this year, Microsoft has its task cut out to make a place for Teams in the market.',
    cues: ['long_sentence'],
  },

  // Complaints, rants and sarcasm.
  {
    source: NOTALWAYSRIGHT,
    text: 'We tried to call you several times and I called you personally and you didn’t answer!',
    cues: ['frustration', 'direct_address'],
  },
  {
    source: ASCENT,
    text: 'Indignation rising — why the hell should I have to challenge a charge from a free trial?',
    cues: ['frustration', 'question'],
  },
  { source: ASCENT, text: 'Let the cursing begin!', cues: ['frustration'] },
  { source: ASCENT, text: 'Insanity.', cues: ['frustration'] },
  { source: ASCENT, text: 'Great, so how do I cancel?', cues: ['frustration', 'question'] },
  {
    source: WELSH,
    text: 'Even when I complain about this stuff I get an impersonal rubber stamp letter apologizing for the inconvenience blar, blar, blar which just makes me want to puke blood.',
    cues: ['frustration', 'long_sentence'],
  },
  {
    source: WELSH,
    text: 'Whatever happened to the customer is always right?',
    cues: ['frustration', 'question'],
  },
  { source: LIZACODY, text: "I'd never have thought of that.", cues: ['frustration'] },
  { source: LIZACODY, text: 'Frustration makes me sarcastic.', cues: ['frustration'] },
  {
    source: LIZACODY,
    text: 'There have been several excuses in the past couple of weeks to gnaw my fingernails down to the second knuckle.',
    cues: ['frustration'],
  },
  {
    source: WILLIAMSON,
    text: 'Nor that when you were rude to me not once but twice and I did not respond in kind that I hadn’t already sought out your head office off the net.',
    cues: ['frustration', 'direct_address', 'long_sentence'],
  },
  {
    source: SCHMEISER,
    text: 'In practice, I have been reading about the vog that the park is grappling with and fuming at our credit card company.',
    cues: ['frustration'],
  },
  {
    source: LIZBETH,
    text: 'We have been having issues with our pre-paid cell phone, culminating in our deciding today not to use the company any more.',
    cues: [],
  },
  {
    source: SLATE,
    text: 'What makes a good complaint letter?',
    cues: ['question'],
  },
];
