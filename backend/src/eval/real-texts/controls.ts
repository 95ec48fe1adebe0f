import type { EmotionTone, PersonaProfile, RewriteRequest } from '../../modules/ai/ai.types.js';
import { BUILTIN_MODEL } from '../../modules/ai/ai.engine.js';
import { builtinScored } from '../../modules/ai/ai.analysis.js';
import type { RealText } from '../../modules/ai/testing/real-texts.js';
import { MAIN_TONES } from './run.js';

/** Do the controls move the output, and when they do not, does the response say so? */
export interface ControlFigures {
  /** Text × tone pairs compared. */
  pairs: number;
  /** Intensity 3 and 10 gave different texts. */
  intensityDiffers: number;
  /** Of the pairs where 3 and 10 gave the same text, those whose note at 10 says so. */
  intensitySameNoted: number;
  /** Per persona: pairs where it gave another text than adaptive, and notes that say it did not. */
  personas: Record<string, { differs: number; sameNoted: number }>;
}

const PERSONAS: readonly PersonaProfile[] = ['executive', 'sales'];
const INTENSITY_NOTE = /intensity you chose \(\d+\) made no difference/;

function rewrite(text: string, tone: EmotionTone, intensity: number, persona?: PersonaProfile) {
  const request: RewriteRequest = {
    text,
    emotion_tone: tone,
    intensity,
    ...(persona ? { persona_profile: persona } : {}),
  };
  return builtinScored(request, performance.now(), BUILTIN_MODEL);
}

/** The five main tones of every text: intensity 3 against 10, and each persona against adaptive at 8. */
export function measureControls(texts: readonly RealText[]): ControlFigures {
  const figures: ControlFigures = {
    pairs: 0,
    intensityDiffers: 0,
    intensitySameNoted: 0,
    personas: Object.fromEntries(
      PERSONAS.map((persona) => [persona, { differs: 0, sameNoted: 0 }]),
    ),
  };
  for (const text of texts) {
    for (const tone of MAIN_TONES) {
      figures.pairs++;
      const low = rewrite(text.text, tone, 3);
      const high = rewrite(text.text, tone, 10);
      if (low.enhanced_text !== high.enhanced_text) figures.intensityDiffers++;
      else if (INTENSITY_NOTE.test(high.change_note ?? '')) figures.intensitySameNoted++;
      const adaptive = rewrite(text.text, tone, 8).enhanced_text;
      for (const persona of PERSONAS) {
        const result = rewrite(text.text, tone, 8, persona);
        const entry = figures.personas[persona];
        if (result.enhanced_text !== adaptive) entry.differs++;
        else if ((result.change_note ?? '').includes(`${persona} persona made no difference`))
          entry.sameNoted++;
      }
    }
  }
  return figures;
}

const share = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;

/** The controls table of REPORT.md. */
export function controlsTable(rows: readonly { split: string; figures: ControlFigures }[]): string {
  const line = (label: string, cell: (figures: ControlFigures) => string) =>
    `| ${label} | ${rows.map((row) => cell(row.figures)).join(' | ')} |`;
  const lines = [
    `| control (5 main tones a text) | ${rows.map((row) => row.split).join(' | ')} |`,
    `| --- | ${rows.map(() => '---').join(' | ')} |`,
    line('intensity 3 and 10 give different outputs', (f) => share(f.intensityDiffers, f.pairs)),
    line('… same output, and the note at 10 says the intensity made no difference', (f) =>
      share(f.intensitySameNoted, f.pairs - f.intensityDiffers),
    ),
  ];
  for (const persona of PERSONAS) {
    lines.push(
      line(`${persona} persona differs from adaptive (intensity 8)`, (f) =>
        share(f.personas[persona].differs, f.pairs),
      ),
      line(`… same output, and the note says the ${persona} persona made no difference`, (f) =>
        share(f.personas[persona].sameNoted, f.pairs - f.personas[persona].differs),
      ),
    );
  }
  return lines.join('\n');
}
