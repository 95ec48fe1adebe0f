import type { AnalysisMode, EmotionTone, OutputFormat, UseCase } from '../../../ai/ai.types.js';
import type { WorkspacePanel } from '../commands.dto.js';

/** Words people use for each tone, as whole-word patterns over a lower-cased message. */
export const TONE_WORDS: Record<EmotionTone, RegExp> = {
  empathetic: /\b(?:empathetic|empathic|empathy|compassionate|caring|kinder)\b/,
  confident: /\b(?:confident|confidence|assertive|bold(?:er)?|decisive|self-assured)\b/,
  persuasive: /\b(?:persuasive|convincing|compelling|salesy)\b/,
  friendly: /\b(?:friendly|friendlier|casual|warm(?:er)?|approachable|conversational)\b/,
  professional: /\b(?:professional|formal|businesslike|polished)\b/,
  inspiring: /\b(?:inspiring|inspirational|motivating|motivational|uplifting)\b/,
  balanced: /\b(?:balanced|analytical|logical|neutral|objective)\b/,
  urgent: /\b(?:urgent|urgency|pressing|time-sensitive)\b/,
  calm: /\b(?:calm(?:er)?|soothing|relaxed|reassuring)\b/,
};

/** Names of the use cases; longer names first so "facebook hashtags" wins over "facebook". */
export const USE_CASE_WORDS: [UseCase, RegExp][] = [
  ['facebook-hashtags', /\b(?:facebook hashtags?|hashtags?)\b/],
  ['facebook-post', /\bfacebook(?: post)?\b/],
  ['linkedin-post', /\blinked ?in(?: post)?\b/],
  ['instagram-caption', /\b(?:instagram(?: caption)?|insta)\b/],
  ['whatsapp', /\bwhats ?app\b/],
  ['press-release', /\bpress release\b/],
  ['blog-intro', /\bblog(?: intro(?:duction)?| post)?\b/],
  ['sales-copy', /\bsales (?:copy|page|letter)\b/],
  ['corporate-message', /\b(?:corporate(?: message)?|internal memo|memo|company announcement)\b/],
  ['advertisement', /\b(?:advertisement|advert|ad copy|an ad)\b/],
  ['email', /\b(?:e-?mails?)\b/],
  ['general', /\bgeneral(?: purpose| text)?\b/],
];

export const FORMAT_WORDS: [OutputFormat, RegExp][] = [
  ['markdown', /\bmarkdown\b/],
  ['html', /\bhtml\b/],
  ['plain', /\bplain(?: text)?\b/],
];

export const MODE_WORDS: [AnalysisMode, RegExp][] = [
  ['emotion', /\b(?:emotion(?:al|s)?|feelings?|sentiment)\b/],
  ['persuasion', /\bpersua\w*\b/],
  ['engagement', /\bengag\w*\b/],
  ['clarity', /\b(?:clarity|clear(?:er|ness)?|readab\w*)\b/],
];

export const PANEL_WORDS: [WorkspacePanel, RegExp][] = [
  ['templates', /\btemplates?\b/],
  ['analysis', /\b(?:analysis|heat ?maps?)\b/],
  ['chat', /\b(?:chat|assistant)\b/],
];

export const OPEN_VERBS = /\b(?:show|open|display|bring up|reveal|expand)\b/;
export const CLOSE_VERBS = /\b(?:hide|close|collapse|dismiss|remove)\b/;
export const TOGGLE_VERBS = /\btoggle\b/;

export const ANALYZE_VERBS =
  /\b(?:analy[sz]e|analy[sz]ing|check|score|measure|heat ?map|how (?:clear|persuasive|engaging|emotional)|run (?:an |the )?analysis)\b/;

export const ENHANCE_VERBS =
  /\b(?:enhance|rewrite|re-write|regenerate|redo|improve|polish|run it|try again|go ahead|do it)\b/;

/** Phrases that change the text itself, so the new settings are applied by enhancing again. */
export const EDIT_PHRASES =
  /\b(?:make (?:it|this|the text)|turn (?:it|this) into|shorten|lengthen|trim|tighten|tone it (?:down|up)|cut (?:it|this))\b/;

export const INTENSITY_UP =
  /\b(?:more intense|intensify|stronger|turn (?:it )?up|dial (?:it )?up|amp (?:it )?up|punchier|more punch|more forceful|(?:raise|increase|higher|up) (?:the )?intensity)\b/;
export const INTENSITY_DOWN =
  /\b(?:tone (?:it|this) down|less intense|softer|soften|gentler|subtler|more subtle|dial (?:it )?(?:down|back)|turn (?:it )?down|(?:lower|decrease|reduce) (?:the )?intensity)\b/;

export const SHORTER = /\b(?:shorter|shorten|more concise|trim|tighten|cut (?:it|this) down)\b/;
export const LONGER = /\b(?:longer|lengthen|expand|more detail(?:ed)?)\b/;

/** A word before a tone that turns "more urgent" into "less urgent". */
export const NEGATION_BEFORE =
  /\b(?:less|not|no|without|never|don't|do not)\s+(?:so\s+|too\s+|as\s+)?$/;

export const HELP = /\b(?:help|what can you do|what do you do|commands|how does this work)\b/;
