import type { EmotionTone, OutputFormat, PersonaProfile, UseCase } from '../ai.types.js';

export type IntensityBand = 'low' | 'medium' | 'high';

/** Intensity bands as the product shows them: 1–3 low, 4–6 medium, 7–10 high. */
export const bandOf = (intensity: number): IntensityBand =>
  intensity <= 3 ? 'low' : intensity <= 6 ? 'medium' : 'high';

/** What each tone asks of a rewrite at each intensity band: the prompt's core instruction. */
export const TONE_DICTIONARY: Record<EmotionTone, Record<IntensityBand, string>> = {
  empathetic: {
    low: 'Keep the text almost as written; soften blunt commands and remove anything that sounds dismissive.',
    medium:
      "Acknowledge the reader's situation and feelings, turn demands into considerate requests, and add a line of appreciation.",
    high: "Lead with understanding of the reader's experience, make every request gentle and considerate, validate their feelings and close with sincere appreciation (offer no help the text does not offer).",
  },
  confident: {
    low: 'Remove the worst hedges ("I think", "maybe", "might") and keep everything else.',
    medium:
      "State points firmly: remove hedges and weak qualifiers, prefer active verbs, and state the text's own commitments plainly (add none).",
    high: "Write with full conviction: short, decisive sentences, active voice, no hedging; the text's own commitments and next steps stated firmly, and none added.",
  },
  persuasive: {
    low: 'Make the benefit to the reader a little clearer and remove hedges.',
    medium:
      'Turn features into benefits for the reader and address the reader as "you". If the text asks the reader to do something, make that ask clear and put it last; if it asks nothing, end on its strongest benefit and add no ask.',
    high: 'Reshape the text around the reader\'s gain: open with a hook drawn from the text, benefits over features, "you" throughout, social proof only if the text contains it. Sharpen the ask the text makes; when it makes none (an announcement, a press release), end on the strongest benefit and ask nothing.',
  },
  friendly: {
    low: 'Use contractions and swap stiff words for everyday ones.',
    medium:
      'Sound warm and approachable: contractions, everyday words, "you" and "we", a friendly greeting or closing line.',
    high: 'Sound like a warm, upbeat friend: conversational rhythm, contractions, warm greetings and sign-offs, light enthusiasm.',
  },
  professional: {
    low: "Fix slang and chat shorthand; keep the author's wording otherwise.",
    medium:
      'Use a polished business register: no contractions, slang, filler or exclamation marks; courteous requests.',
    high: 'Write in a formal, polished business register with precise vocabulary, formal connectors and courteous, complete sentences.',
  },
  inspiring: {
    low: 'Reframe problems as challenges and remove hedges.',
    medium:
      'Add a sense of vision and momentum: future framing, "we" and "together", an uplifting closing line.',
    high: 'Make the text rousing: open with a vision drawn from the text, build momentum through the body, and close on the shared purpose the text already has (no new ask or promise).',
  },
  balanced: {
    low: 'Remove emotive intensifiers and exclamation marks.',
    medium:
      'Make the argument analytical and logical: neutral wording, structure markers (First, However, Therefore), claims tied to the facts given.',
    high: 'Write as a clear, neutral analysis: structured reasoning with explicit markers, no emotive language, conclusions that follow from the stated facts.',
  },
  urgent: {
    low: 'Tighten relaxed timing ("when you get a chance" → "today").',
    medium:
      "Convey urgency: shorter sentences, the text's own requests made direct, its own time frame stated plainly; add no deadline the text does not give.",
    high: "Make the urgency unmistakable: short sentences, the text's own requests as imperatives, its own deadlines up front. When the text asks nothing of the reader (an incident notice, a status update), make the situation plain and pressing, and ask nothing.",
  },
  calm: {
    low: 'Remove shouting (ALL CAPS, exclamation marks) and pressure words.',
    medium: 'Sound composed and reassuring: no pressure words, steady pace, a line of reassurance.',
    high: "Make the text deeply calming: gentle pacing, reassuring wording, no pressure or alarm, the text's own steps put simply (promise nothing it does not).",
  },
};

export const PERSONA_GUIDE: Record<PersonaProfile, string> = {
  adaptive: 'Match the voice the text already has.',
  executive: 'Write for executives: bottom line first, short decisive sentences, no preamble.',
  creative: 'Write creatively: vivid verbs and fresh imagery, without inventing facts.',
  technical: 'Write precisely for a technical reader: exact terms, no fluff or hype.',
  sales:
    'Write like a strong salesperson: reader benefits first; sharpen a call to action the text has, never add one.',
  educator: 'Write like a teacher: explain, use "this means…" to connect ideas.',
};

export const USE_CASE_GUIDE: Record<UseCase, string> = {
  general: 'General text.',
  email: 'An e-mail: keep or add a greeting and a sign-off.',
  'facebook-post': 'A Facebook post: short paragraphs, conversational.',
  'facebook-hashtags':
    "A Facebook post with a few hashtags at the end made from the text's own key words (keep existing ones).",
  'corporate-message': 'An internal corporate message.',
  advertisement:
    "An advertisement: brief and punchy, the strongest benefit first; keep the text's own call to action, add none.",
  whatsapp: 'A WhatsApp message: brief and conversational.',
  'linkedin-post':
    'A LinkedIn post: a strong first line as a hook, short paragraphs with line breaks.',
  'instagram-caption':
    "An Instagram caption: short, with hashtags at the end made from the text's own key words (keep existing ones).",
  'blog-intro':
    'A blog introduction: open with a hook drawn from the text that makes the reader want to continue.',
  'sales-copy':
    "Sales copy: benefits for the reader; the text's own call to action made clear (when it has none, end on a benefit).",
  'press-release':
    'A press release: a headline, a factual lead paragraph and an "About" line only if the text gives that information.',
};

export const FORMAT_GUIDE: Record<OutputFormat, string> = {
  plain: 'Plain text only: no Markdown, no HTML. Keep paragraphs and line breaks.',
  markdown: 'Markdown: paragraphs, lists where the text has lists, bold for one key phrase.',
  html: 'HTML using only <p>, <br>, <ul>, <ol>, <li>, <h2>, <h3>, <strong>, <em> and <a href>; no scripts, styles or attributes other than href.',
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  zh: 'Chinese (Simplified)',
  ja: 'Japanese',
  ko: 'Korean',
  hi: 'Hindi',
  ar: 'Arabic',
  ru: 'Russian',
  th: 'Thai',
  vi: 'Vietnamese',
  id: 'Indonesian',
  ms: 'Malay',
};

export const languageName = (code: string | undefined) =>
  LANGUAGE_NAMES[code ?? 'en'] ?? code ?? 'English';
