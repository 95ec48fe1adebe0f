import { aTone } from '../tone-name.js';
import { TONE_LABELS, type EmotionTone } from '../../../ai/ai.types.js';
import { adviceFor } from '../../../ai/ai.engine.js';
import { bandOf, TONE_DICTIONARY } from '../../../ai/ai.providers.js';
import { LONG_WORDS, reportOn, type SentenceFinding, type TextReport } from './text-report.js';

export const BUILTIN_INTRO = "I'm the built-in assistant";
const MAX_POINTS = 6;

export interface BuiltinReply {
  response: string;
  suggestions: string[];
}

const bullet = (line: string) => `• ${line}`;
const about = (finding: SentenceFinding) => `"${finding.sentence}"`;

/** A reply when there is no text to work on: say what the mode needs, honestly. */
export function askForText(
  mode: 'enhance' | 'advice' | 'feedback',
  tone: EmotionTone,
): BuiltinReply {
  const what = {
    enhance: `rewrite it in ${aTone(tone)}`,
    advice: `give you advice toward ${aTone(tone)}, sentence by sentence`,
    feedback:
      'give you feedback from our analysis: tone, clarity, hedges, passive voice and sentence length',
  }[mode];
  return {
    response: `${BUILTIN_INTRO}: paste the text you want me to work on (at least 10 characters) and I'll ${what}. What ${aTone(tone)} asks for: ${TONE_DICTIONARY[tone][bandOf(6)]} Free-form questions need a connected model.`,
    suggestions: [],
  };
}

function toneLine(report: TextReport): string {
  const [first, second, third] = report.tones;
  return `Tone: mostly ${first.label} (${first.percent}%), then ${second.label} (${second.percent}%) and ${third.label} (${third.percent}%).`;
}

/** What the analysis finds, as lines quoting the sentences they are about. */
function findings(report: TextReport): string[] {
  return [
    ...report.hedges.map(
      (f) => `Hedge ${f.what} weakens ${about(f)}: say it plainly if you mean it.`,
    ),
    ...report.passives.map((f) => `Passive voice (${f.what}) in ${about(f)}: name who acts.`),
    ...report.long.map(
      (f) => `${f.what} in one sentence: ${about(f)} — split it where the idea turns.`,
    ),
  ];
}

/** Three follow-ups the built-in assistant can answer: advice toward the next strongest tones. */
function toneQuestions(report: TextReport, besides: EmotionTone): string[] {
  return report.tones
    .filter((entry) => entry.tone !== besides)
    .slice(0, 3)
    .map((entry) => `How can I make it more ${entry.label.toLowerCase()}?`);
}

/** Content feedback: the measured profile, what works and what to look at. */
export function feedbackReply(text: string): BuiltinReply {
  const report = reportOn(text);
  const works: string[] = [];
  if (report.hedges.length === 0) works.push('No hedges: your claims read as meant.');
  if (report.passives.length === 0)
    works.push('Active voice throughout: the reader sees who acts.');
  if (report.long.length === 0)
    works.push(`No sentence over ${LONG_WORDS} words (average ${report.meanSentenceWords}).`);
  if (report.clarity >= 70) works.push(`Clear: ${report.clarity} / 100 on our clarity measure.`);
  if (report.exclamations === 0 && report.tones[0].tone !== 'urgent')
    works.push('No exclamation marks competing for attention.');
  const look = findings(report).slice(0, MAX_POINTS);
  if (report.exclamations > 2)
    look.push(`${report.exclamations} exclamation marks: keep the one that matters most.`);
  const lines = [
    `${BUILTIN_INTRO}: here is feedback on your text (${report.words} words, ${report.sentences} sentence${report.sentences === 1 ? '' : 's'}), measured by our analysis.`,
    '',
    toneLine(report),
    `Clarity: ${report.clarity} / 100; reading ease ${report.readingEase} (grade ${report.grade}); ${report.meanSentenceWords} words per sentence on average.`,
  ];
  if (works.length > 0) lines.push('', 'What works:', ...works.map(bullet));
  lines.push(
    '',
    'What to look at:',
    ...(look.length
      ? look.map(bullet)
      : [bullet('Nothing our checks flag: read it aloud once for rhythm.')]),
  );
  return { response: lines.join('\n'), suggestions: toneQuestions(report, report.dominant) };
}

/** Writing advice toward a tone: the engine's sentence-level checks and the analysis. */
export function adviceReply(text: string, tone: EmotionTone): BuiltinReply {
  const report = reportOn(text);
  const label = TONE_LABELS[tone];
  const toward = adviceFor(text, tone, true).map(
    (item) =>
      `"${item.sentence.length > 160 ? `${item.sentence.slice(0, 157)}…` : item.sentence}": ${item.message}.`,
  );
  const quoted = new Set(toward.map((line) => line.slice(0, 40)));
  const general = findings(report).filter((line) => !quoted.has(line.slice(0, 40)));
  const points = [...toward, ...general].slice(0, MAX_POINTS);
  const present = report.tones.find((entry) => entry.tone === tone)!;
  const lines = [
    `${BUILTIN_INTRO}: writing advice toward ${aTone(tone)}, from our analysis of your text.`,
    '',
    `It reads ${present.percent}% ${label} now; its strongest tone is ${report.tones[0].label} (${report.tones[0].percent}%).`,
    `What ${label} asks for: ${TONE_DICTIONARY[tone][bandOf(6)]}`,
    '',
    ...(points.length
      ? points.map(bullet)
      : [bullet('Our checks find nothing to change toward this tone in these sentences.')]),
  ];
  return { response: lines.join('\n'), suggestions: toneQuestions(report, tone) };
}
