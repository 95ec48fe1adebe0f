import { TONE_LABELS } from '../../ai/ai.types.js';
import { type TextDocument, parseDocument } from '../../ai/ai.documents.js';
import type { StoredSettingsDto } from '../dto/settings.dto.js';

/** What every export file holds: the result, the settings and score that made it, the original. */
export interface ExportContent {
  input: string | null;
  output: string;
  settings: StoredSettingsDto;
  qualityScore: number | null;
  createdAt: Date;
}

export const EXPORT_TITLE = 'Resonate: enhanced text';

// Characters XML 1.0 (docx) and PDF text cannot carry; they never mean anything in prose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanText = (text: string) => text.replace(CONTROL, '').replace(LONE_SURROGATE, '');

/** The structure of a stored text (plain, markdown or HTML), for every export format. */
export const documentOf = (text: string): TextDocument => parseDocument(cleanText(text));

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Label and value of each setting shown in an export, in reading order. */
export function settingLines(content: ExportContent): [string, string][] {
  const { settings } = content;
  const lines: [string, string][] = [
    ['Tone', TONE_LABELS[settings.emotion_tone] ?? settings.emotion_tone],
    ['Persona', capitalise(settings.persona_profile)],
    ['Output format', settings.output_format],
    ['Intensity', `${settings.intensity}/10`],
  ];
  if (settings.use_case) lines.push(['Use case', settings.use_case]);
  if (settings.target_word_count) {
    lines.push(['Target word count', String(settings.target_word_count)]);
  }
  if (settings.locked_terms.length > 0) {
    lines.push(['Locked terms', settings.locked_terms.map(cleanText).join(', ')]);
  }
  if (content.qualityScore !== null) {
    lines.push(['Quality score', `${content.qualityScore.toFixed(1)}/10`]);
  }
  lines.push(['Created', content.createdAt.toISOString().slice(0, 10)]);
  return lines;
}
