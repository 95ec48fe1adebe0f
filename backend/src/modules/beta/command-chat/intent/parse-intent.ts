import { TONE_LABELS, type AnalysisMode, type EmotionTone } from '../../../ai/ai.types.js';
import { TARGET_WORDS_MAX, TARGET_WORDS_MIN } from '../../../enhance/dto/settings.dto.js';
import { WORKSPACE_TARGET_WORDS } from '../../shared/beta-defaults.js';
import type {
  UpdateSettingsArgumentsDto,
  WorkspaceCommand,
  WorkspacePanel,
  WorkspaceSettingsDto,
} from '../commands.dto.js';
import { listOf, replyFor } from '../describe-commands.js';
import {
  ANALYZE_VERBS,
  CLOSE_VERBS,
  EDIT_PHRASES,
  ENHANCE_VERBS,
  FORMAT_WORDS,
  HELP,
  INTENSITY_DOWN,
  INTENSITY_UP,
  LONGER,
  MODE_WORDS,
  NEGATION_BEFORE,
  OPEN_VERBS,
  PANEL_WORDS,
  SHORTER,
  TOGGLE_VERBS,
  TONE_WORDS,
  USE_CASE_WORDS,
} from './intent-vocabulary.js';
import { askedTemplateName, matchTemplate, type TemplateChoice } from './match-template.js';

export const MIN_ENHANCE_CHARS = 10;
export const MIN_ANALYSIS_CHARS = 20;
export const ANALYSIS_TOO_SHORT = 'Text too short for analysis - minimum 20 characters';
const INTENSITY_STEP = 2;

export interface IntentContext {
  settings: WorkspaceSettingsDto;
  templates: readonly TemplateChoice[];
  originalText: string;
  enhancedText: string;
  heatMapMode?: AnalysisMode;
}

export interface ParsedIntent {
  commands: WorkspaceCommand[];
  message: string;
  /** False when nothing in the message was a request the assistant knows. */
  understood: boolean;
}

export const CAPABILITIES =
  "I can apply a template ('use the Product Launch template'), change the settings ('make it more urgent', 'tone it down', 'intensity 8', 'shorten to 100 words', 'make it a LinkedIn post', 'as Markdown'), enhance your text ('enhance it'), analyse it ('analyse clarity') and show or hide the Templates, Analysis and AI Chat panels ('hide the templates panel').";

const NOT_UNDERSTOOD = `I'm the built-in assistant and I didn't understand that. ${CAPABILITIES} Free-form requests need a connected model.`;

const ONE_SENTENCE =
  /\b(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|opening|closing|\d{1,2}(?:st|nd|rd|th))\s+sentence|sentence\s+\d{1,2})\b/;
const APPLY_VERBS = /\b(?:use|apply|try|switch to|pick|choose|load|go with|select)\b/;
// A full stop ends a clause only before a space or the end ("window.open" is one word).
const CLAUSE_BREAK =
  /\s*(?:[,;!?]+|\.+(?=\s|$)|\band then\b|\bthen\b|\band\b|\balso\b|\bplus\b)\s*/;
const isTemplateClause = (clause: string) =>
  /\btemplates?\b/.test(clause) && APPLY_VERBS.test(clause);

const wordsIn = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
const clampWords = (words: number) =>
  Math.min(TARGET_WORDS_MAX, Math.max(TARGET_WORDS_MIN, Math.round(words / 25) * 25));

/**
 * Whether a message asks for the text to be rewritten (a paid use): "enhance it", "make it
 * calmer", "shorten it". "Set the tone to calm" only changes a setting.
 */
export function asksForRewrite(message: string): boolean {
  const text = message.toLowerCase().replace(/[’‘]/g, "'");
  return ENHANCE_VERBS.test(text) || EDIT_PHRASES.test(text);
}

/** "make the second sentence warmer", "sentence 3": a request about one sentence of the text. */
export const namesOneSentence = (message: string) => ONE_SENTENCE.test(message.toLowerCase());

export const ONE_SENTENCE_REPLY =
  "The settings here apply to the whole text, so I left them as they are. To change only that sentence, ask the AI Chat (Refine) and it keeps every other sentence as written; I've opened it.";

/** What one message asks for, gathered before the commands are put in their order. */
class Request {
  template?: string;
  readonly settings: UpdateSettingsArgumentsDto = {};
  readonly panels = new Map<WorkspacePanel, boolean | undefined>();
  enhance = false;
  analyze?: AnalysisMode;
  /** The verb of the last clause about panels, for "show the analysis and the chat". */
  panelVerb: boolean | undefined | null = null;
  /** "less urgent" while the tone is urgent: lower the intensity, unless the tone changes. */
  lessOfCurrentTone = false;
  readonly notes: string[] = [];

  constructor(readonly context: IntentContext) {}

  get intensity(): number {
    return this.settings.intensity ?? this.context.settings.intensity ?? 5;
  }

  get settingsChanged(): boolean {
    return Object.keys(this.settings).length > 0 || this.template !== undefined;
  }
}

/**
 * The built-in assistant: reads what a message asks of the workspace (a template, settings,
 * panels, enhance, analyse) with plain patterns and answers with the commands and a reply that
 * says what will be done, or honestly that it did not understand.
 */
export function parseIntent(message: string, context: IntentContext): ParsedIntent {
  const text = message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  // "Make the second sentence warmer": not a setting of the whole text.
  if (ONE_SENTENCE.test(text)) {
    return {
      commands: [{ type: 'toggle_panel', arguments: { panel: 'chat', open: true } }],
      message: ONE_SENTENCE_REPLY,
      understood: true,
    };
  }
  const request = new Request(context);
  readTemplate(text, message, request);
  for (const clause of text.split(CLAUSE_BREAK).filter(Boolean)) {
    if (isTemplateClause(clause)) continue;
    readClause(clause, request);
  }
  if (request.lessOfCurrentTone && request.settings.emotion_tone === undefined) {
    step(request, -1, `The tone is ${TONE_LABELS[context.settings.emotion_tone!]}`);
  }
  readEnhance(text, request);
  if (request.analyze) checkAnalysable(request);

  const commands = commandsOf(request);
  const hasResult = context.enhancedText.trim().length > 0;
  const reply = replyFor(commands, { templates: context.templates, hasResult });
  const said = [reply, ...request.notes].filter(Boolean).join(' ');
  if (said) return { commands, message: said, understood: true };
  if (HELP.test(text)) return { commands, message: CAPABILITIES, understood: true };
  return { commands, message: NOT_UNDERSTOOD, understood: false };
}

function readTemplate(text: string, original: string, request: Request): void {
  if (!text.split(CLAUSE_BREAK).some(isTemplateClause)) return;
  const match = matchTemplate(text, request.context.templates);
  if (match?.kind === 'found') {
    request.template = match.template.id;
    return;
  }
  request.panels.set('templates', true);
  if (match?.kind === 'ambiguous') {
    const names = match.templates.map((template) => `"${template.name}"`);
    request.notes.push(`Which template did you mean: ${listOf(names).replace(/ and /, ' or ')}?`);
    return;
  }
  const asked = askedTemplateName(original);
  request.notes.push(
    asked
      ? `I couldn't find a template called "${asked}"; the Templates panel lists yours and the 20 built-ins.`
      : 'Which template? The Templates panel lists yours and the 20 built-ins.',
  );
}

function readClause(clause: string, request: Request): void {
  if (readPanels(clause, request)) return;
  if (ANALYZE_VERBS.test(clause)) {
    const named = MODE_WORDS.find(([, pattern]) => pattern.test(clause));
    request.analyze = named?.[0] ?? request.analyze ?? request.context.heatMapMode ?? 'emotion';
    return;
  }
  const format = FORMAT_WORDS.find(([, pattern]) => pattern.test(clause));
  if (format) request.settings.output_format = format[0];
  const useCase = USE_CASE_WORDS.find(([, pattern]) => pattern.test(clause));
  if (useCase) request.settings.use_case = useCase[0];
  readLength(clause, request);
  readIntensity(clause, request);
  readTone(clause, request);
}

const ONLY_PANEL_NOUNS = /^(?:(?:the|panels?|templates?|analysis|heat ?maps?|chat|assistant)\s*)+$/;

function readPanels(clause: string, request: Request): boolean {
  const verb = OPEN_VERBS.test(clause)
    ? true
    : CLOSE_VERBS.test(clause)
      ? false
      : TOGGLE_VERBS.test(clause)
        ? undefined
        : null;
  // "show the analysis and the chat": the second clause borrows the first one's verb.
  const open = verb === null && ONLY_PANEL_NOUNS.test(clause) ? request.panelVerb : verb;
  request.panelVerb = null;
  if (open === null) return false;
  const panels = PANEL_WORDS.filter(([, pattern]) => pattern.test(clause)).map(([panel]) => panel);
  for (const panel of panels) request.panels.set(panel, open);
  if (panels.length > 0) request.panelVerb = open;
  return panels.length > 0;
}

function readLength(clause: string, request: Request): void {
  const asked =
    /\b(\d{1,5})\s*-?\s*words?\b/.exec(clause) ??
    /\b(?:shorten|cut|trim|lengthen|expand)\w*\s+(?:it\s+|this\s+)?(?:down\s+)?to\s+(\d{1,5})\b/.exec(
      clause,
    );
  if (asked) {
    const words = Number(asked[1]);
    if (words < TARGET_WORDS_MIN || words > TARGET_WORDS_MAX) {
      request.notes.push(
        `The target length goes from ${TARGET_WORDS_MIN} to ${TARGET_WORDS_MAX} words, so I left it as it is.`,
      );
    } else {
      request.settings.target_word_count = words;
    }
    return;
  }
  const shorter = SHORTER.test(clause);
  if (!shorter && !LONGER.test(clause)) return;
  const { context } = request;
  const base =
    wordsIn(context.enhancedText) ||
    wordsIn(context.originalText) ||
    context.settings.target_word_count ||
    WORKSPACE_TARGET_WORDS;
  request.settings.target_word_count = clampWords(base * (shorter ? 0.7 : 1.4));
}

function readIntensity(clause: string, request: Request): void {
  const asked =
    /\bintensity\b\D{0,20}?(\d{1,3})\b/.exec(clause) ??
    /\b(\d{1,3})\s*(?:\/|out of)\s*10\b/.exec(clause);
  if (asked) {
    const level = Number(asked[1]);
    if (level < 1 || level > 10) {
      request.notes.push('Intensity goes from 1 to 10, so I left it as it is.');
    } else {
      request.settings.intensity = level;
    }
    return;
  }
  if (INTENSITY_UP.test(clause)) step(request, +1);
  else if (INTENSITY_DOWN.test(clause)) step(request, -1);
}

function step(request: Request, direction: 1 | -1, why = ''): void {
  const current = request.intensity;
  const next = Math.min(10, Math.max(1, current + direction * INTENSITY_STEP));
  if (next === current) {
    request.notes.push(
      `Intensity is already at its ${direction > 0 ? 'highest (10)' : 'lowest (1)'}.`,
    );
    return;
  }
  request.settings.intensity = next;
  if (why)
    request.notes.push(`${why}, so I'll ${direction > 0 ? 'raise' : 'lower'} the intensity.`);
}

function readTone(clause: string, request: Request): void {
  const current = request.context.settings.emotion_tone;
  for (const [tone, pattern] of Object.entries(TONE_WORDS) as [EmotionTone, RegExp][]) {
    const found = pattern.exec(clause);
    if (!found) continue;
    const negated = NEGATION_BEFORE.test(clause.slice(0, found.index));
    const label = TONE_LABELS[tone];
    if (tone === current && request.settings.emotion_tone === undefined) {
      if (negated) request.lessOfCurrentTone = true;
      else if (/\b(?:more|even|extra|very)\s+$/.test(clause.slice(0, found.index)))
        step(request, +1, `The tone is already ${label}`);
      else request.notes.push(`The tone is already ${label}.`);
      return;
    }
    if (!negated) {
      request.settings.emotion_tone = tone;
      return;
    }
  }
}

function readEnhance(text: string, request: Request): void {
  const asked = ENHANCE_VERBS.test(text);
  const impliedByEdit = EDIT_PHRASES.test(text) && request.settingsChanged;
  if (!asked && !impliedByEdit) return;
  if (request.context.originalText.trim().length >= MIN_ENHANCE_CHARS) {
    request.enhance = true;
  } else if (asked) {
    request.notes.push('There is no text to enhance yet: paste yours into the input first.');
  } else {
    request.notes.push('Paste your text into the input and enhance it to see the change.');
  }
}

function checkAnalysable(request: Request): void {
  const { enhancedText, originalText } = request.context;
  // A result about to be rewritten is analysed after the rewrite, so the input's length counts.
  const text = request.enhance ? originalText : enhancedText.trim() || originalText;
  if (text.trim().length < MIN_ANALYSIS_CHARS) {
    request.analyze = undefined;
    request.notes.push(ANALYSIS_TOO_SHORT);
  }
}

/** Template, then settings (which override it), panels, enhance, and the analysis of the result. */
function commandsOf(request: Request): WorkspaceCommand[] {
  const commands: WorkspaceCommand[] = [];
  if (request.template) {
    commands.push({ type: 'apply_template', arguments: { template_id: request.template } });
  }
  if (Object.keys(request.settings).length > 0) {
    commands.push({ type: 'update_settings', arguments: request.settings });
  }
  for (const [panel, open] of request.panels) {
    commands.push({
      type: 'toggle_panel',
      arguments: open === undefined ? { panel } : { panel, open },
    });
  }
  if (request.enhance) commands.push({ type: 'enhance_content', arguments: {} });
  if (request.analyze) {
    commands.push({ type: 'analyze_content', arguments: { analysis_mode: request.analyze } });
  }
  return commands;
}
