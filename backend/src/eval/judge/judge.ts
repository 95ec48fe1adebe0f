import type { ChatTransport } from '../../modules/ai/ai.providers.js';
import { JUDGE_RUBRIC } from './rubric.js';

export interface JudgeGrade {
  tone: number;
  meaning: number;
  fluency: number;
  invented: string[];
  why: string;
}

export interface JudgedRewrite {
  input: string;
  output: string;
  tone: string;
  intensity: number;
}

const JUDGE_SCHEMA = {
  name: 'judge_grade',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['tone', 'meaning', 'fluency', 'invented', 'why'],
    properties: {
      tone: { type: 'integer', minimum: 0, maximum: 4 },
      meaning: { type: 'integer', minimum: 0, maximum: 4 },
      fluency: { type: 'integer', minimum: 0, maximum: 4 },
      invented: { type: 'array', items: { type: 'string' } },
      why: { type: 'string' },
    },
  },
};

/** The first JSON object in the text (fenced, bare, or with words around it). */
function jsonObjectIn(text: string): Record<string, unknown> | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const grade = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(4, Math.max(0, Math.round(value)))
    : undefined;

/** The judge's answer, or why it cannot be read (a grade out of range or missing). */
export function readGrade(text: string): JudgeGrade {
  const answer = jsonObjectIn(text);
  const [tone, meaning, fluency] = [answer?.tone, answer?.meaning, answer?.fluency].map(grade);
  if (!answer || tone === undefined || meaning === undefined || fluency === undefined)
    throw new Error(`the judge's answer is not a grade: ${text.slice(0, 120)}`);
  const invented = Array.isArray(answer.invented)
    ? answer.invented.filter((item): item is string => typeof item === 'string' && item !== '')
    : [];
  return {
    tone,
    meaning,
    fluency,
    invented,
    why: typeof answer.why === 'string' ? answer.why : '',
  };
}

/** Asks the judge model to grade one rewrite with the rubric; the texts are data, not orders. */
export async function judgeRewrite(
  judge: ChatTransport,
  rewrite: JudgedRewrite,
): Promise<JudgeGrade> {
  const answer = await judge.complete(
    [
      {
        role: 'system',
        content: `You grade rewrites of marketing, sales and support texts. Follow this rubric exactly and answer with JSON only.\n\n${JUDGE_RUBRIC}`,
      },
      {
        role: 'user',
        content: `Requested tone: ${rewrite.tone}, intensity ${rewrite.intensity} of 10.\n<input>\n${rewrite.input}\n</input>\n<rewrite>\n${rewrite.output}\n</rewrite>`,
      },
    ],
    { schema: JUDGE_SCHEMA, temperature: 0, maxTokens: 400 },
  );
  if (answer.finishReason === 'length') throw new Error("the judge's answer was cut off");
  return readGrade(answer.text);
}

export interface JudgeSummary {
  judged: number;
  failed: number;
  tone: number;
  meaning: number;
  fluency: number;
  /** Share of rewrites with at least one invented claim. */
  invented: number;
}

const mean = (values: number[]) =>
  values.length === 0
    ? 0
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

export function summariseGrades(grades: readonly (JudgeGrade | undefined)[]): JudgeSummary {
  const ok = grades.filter((entry): entry is JudgeGrade => entry !== undefined);
  return {
    judged: ok.length,
    failed: grades.length - ok.length,
    tone: mean(ok.map((entry) => entry.tone)),
    meaning: mean(ok.map((entry) => entry.meaning)),
    fluency: mean(ok.map((entry) => entry.fluency)),
    invented:
      ok.length === 0
        ? 0
        : Math.round((ok.filter((e) => e.invented.length > 0).length / ok.length) * 1000) / 1000,
  };
}

export const judgeLines = (summary: JudgeSummary) => [
  `judge: ${summary.judged} graded (${summary.failed} unreadable)`,
  `judge tone ${summary.tone} / 4, meaning ${summary.meaning} / 4, fluency ${summary.fluency} / 4`,
  `judge: invented content in ${(summary.invented * 100).toFixed(1)}% of rewrites`,
];
