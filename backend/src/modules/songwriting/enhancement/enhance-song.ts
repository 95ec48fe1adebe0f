import type { AnswerSchema, ChatMessage } from '../../ai/ai.providers.js';
import type { LyricAnalysis } from '../analysis/analysis.types.js';
import { analyzeLyrics, type AnalysisOptions } from '../analysis/analyze-lyrics.js';
import { WRITING_STYLE_NOTES } from '../options.js';
import { rewriteWithBuiltinEngine, type LineChange } from './builtin-lyric-engine.js';
import { classifyOriginal, type OriginalClassification, type ReviewDecision } from './review.js';
import { checkRewrite, type SongCheck } from './song-check.js';
import { buildSongPrompt, LYRIC_SCHEMA, readLyricAnswer } from './song-prompt.js';
import type { SongRequest } from './song-request.js';

/** A configured model: sends the messages, answers with its text. */
export interface LyricModel {
  name: string;
  /** With a schema, JSON of that shape (by `response_format` or the local model's grammar). */
  complete(messages: readonly ChatMessage[], options?: { schema?: AnswerSchema }): Promise<string>;
}

export interface SongEnhancement {
  enhanced_lyrics: string;
  original: LyricAnalysis;
  enhanced: LyricAnalysis;
  /** The final lyric held to the original's shape (what the response reports as kept). */
  check: SongCheck;
  changes: LineChange[];
  model_used: string;
  rejected_candidates: string[][];
  review: { decision: ReviewDecision; classification: OriginalClassification; feedback: string };
}

const BUILTIN = 'built-in songwriting engine';

/**
 * Rewrites a lyric toward the target emotion without changing its tune. With a model: its
 * rewrite, held to the song's shape (retried once naming what broke, then left for the built-in
 * engine). Without one: the built-in engine, whose changes are checked line by line.
 */
export async function enhanceSong(
  request: SongRequest,
  model?: LyricModel,
): Promise<SongEnhancement> {
  const options: AnalysisOptions = {
    rhyme_scheme: request.rhyme_scheme,
    emotional_arc: request.emotional_arc,
    target_emotion: request.target_emotion,
    title: request.song_title,
  };
  const original = analyzeLyrics(request.lyrics, options);
  const verdict = classifyOriginal(original, request.target_emotion);
  const rejected: string[][] = [];
  let lyrics = request.lyrics;
  let changes: LineChange[] = [];
  let modelUsed = BUILTIN;
  let note = '';
  let unanswered = false;

  if (verdict.decision === 'keep_original' && !request.feedback_loop) {
    note =
      'The original already rhymes to plan, holds its meter, has a working hook and carries the target emotion: it is kept as written.';
  } else if (model) {
    let failures: string[] = [];
    for (let attempt = 0; attempt < 2 && modelUsed === BUILTIN; attempt += 1) {
      try {
        const candidate = readLyricAnswer(
          await model.complete(buildSongPrompt(request, original, failures), {
            schema: LYRIC_SCHEMA,
          }),
        );
        const check = checkRewrite(original, candidate, options);
        if (check.ok) {
          lyrics = candidate;
          modelUsed = model.name;
          changes = changedLines(original, check.analysis);
        } else {
          failures = check.failures;
          rejected.push(check.failures);
        }
      } catch (error) {
        unanswered = true;
        rejected.push([
          `The model did not answer (${error instanceof Error ? error.message : 'unknown error'}).`,
        ]);
        break;
      }
    }
    const shapeBreaks = rejected.length - (unanswered ? 1 : 0);
    if (modelUsed === BUILTIN)
      note =
        shapeBreaks > 0
          ? `The connected model's rewrite broke the song's shape ${shapeBreaks === 1 ? 'once' : 'twice'} and was not used; the changes below are offline edits.`
          : 'The connected model was unavailable; the changes below are offline edits.';
  }
  if (modelUsed === BUILTIN && !(verdict.decision === 'keep_original' && !request.feedback_loop)) {
    // A strong original gets a light touch: only the lines the analysis flagged change.
    const flagged = new Set([
      ...original.emotional_analysis.suggestions.map((suggestion) => suggestion.line),
      ...original.cliches.map((cliche) => cliche.line),
    ]);
    const builtin = rewriteWithBuiltinEngine(request.lyrics, original, request.target_emotion, {
      boost: request.feedback_loop,
      onlyLines: verdict.decision === 'light_touch' && !request.feedback_loop ? flagged : undefined,
    });
    lyrics = builtin.lyrics;
    changes = builtin.changes;
  }
  if (request.custom_guidance && modelUsed === BUILTIN) {
    note =
      `${note} Your custom guidance needs a connected model; offline edits change word choice and imagery only.`.trim();
  }
  const check = checkRewrite(original, lyrics, options);
  const enhanced = check.analysis;
  return {
    enhanced_lyrics: lyrics,
    original,
    enhanced,
    check,
    changes,
    model_used: modelUsed,
    rejected_candidates: rejected,
    review: { ...verdict, feedback: reviewFeedback(original, enhanced, changes, note) },
  };
}

function changedLines(original: LyricAnalysis, enhanced: LyricAnalysis): LineChange[] {
  return original.lines.flatMap((line, index) => {
    const after = enhanced.lines[index]?.text ?? '';
    return after !== line.text
      ? [{ line: index, before: line.text, after, reason: 'rewritten by the model' }]
      : [];
  });
}

function reviewFeedback(
  original: LyricAnalysis,
  enhanced: LyricAnalysis,
  changes: LineChange[],
  note: string,
): string {
  const parts = [note];
  parts.push(
    changes.length === 0
      ? 'No line was changed.'
      : `${changes.length} of ${original.line_count} lines changed; sections, line count, rhymes and syllables (±2) kept.`,
  );
  parts.push(
    `Craft score ${original.quality_score} → ${enhanced.quality_score}; target emotion strength ${original.emotional_analysis.target_strength} → ${enhanced.emotional_analysis.target_strength}.`,
  );
  return parts.filter(Boolean).join(' ');
}

/** Tips from what the analysis found, the genre's and the style's habits. */
export function songwritingTips(analysis: LyricAnalysis, request: SongRequest): string[] {
  const tips = [...analysis.hook.notes];
  if (analysis.cliches.length > 0)
    tips.push(
      `Replace stock phrases (${[...new Set(analysis.cliches.map((cliche) => `"${cliche.phrase}"`))].join(', ')}) with details only this song has.`,
    );
  if (analysis.meter.lines_off_meter > 0)
    tips.push(
      `${analysis.meter.lines_off_meter} line(s) break their section's meter: sing them over the melody and trim or add syllables.`,
    );
  const offScheme = analysis.sections.filter((section) => !section.follows_requested_scheme);
  if (offScheme.length > 0)
    tips.push(
      `${offScheme.map((section) => section.label).join(', ')} ${offScheme.length === 1 ? 'does' : 'do'} not follow ${request.rhyme_scheme}.`,
    );
  if (analysis.word_variety.ratio < 0.55)
    tips.push('Vary the vocabulary in the verses: the same words carry too many lines.');
  tips.push(`${request.writing_style} style: ${WRITING_STYLE_NOTES[request.writing_style]}.`);
  if (analysis.emotional_analysis.arc.fit < 0.75)
    tips.push(analysis.emotional_analysis.arc.verdict);
  return tips;
}
