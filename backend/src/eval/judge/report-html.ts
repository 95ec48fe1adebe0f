import type { EvalRun } from '../rewrite-eval.js';
import type { JudgeGrade } from './judge.js';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page: each rewrite beside its input, the pattern figures and the judge's grades. */
export function judgeReportHtml(
  runs: readonly EvalRun[],
  inputs: ReadonlyMap<string, string>,
  grades: readonly (JudgeGrade | undefined)[],
  summaryLines: readonly string[],
): string {
  const rows = runs
    .map((run, index) => {
      const grade = grades[index];
      const judged = grade
        ? `tone ${grade.tone}/4 · meaning ${grade.meaning}/4 · fluency ${grade.fluency}/4${
            grade.invented.length
              ? `<br><strong>invented:</strong> ${grade.invented.map(escape).join('; ')}`
              : ''
          }<br><em>${escape(grade.why)}</em>`
        : 'not graded';
      const patterns = `tone shift ${run.toneShift.toFixed(1)} · recall ${run.contentRecall.toFixed(2)}${
        run.lostFacts.length ? ` · lost: ${run.lostFacts.map(escape).join(', ')}` : ''
      }${run.newDefects.length ? ` · defects: ${run.newDefects.map(escape).join(', ')}` : ''}`;
      return `<tr><td>${escape(run.textId)}<br>${run.tone} ${run.intensity}</td><td>${escape(inputs.get(run.textId) ?? '')}</td><td>${escape(run.output)}</td><td>${patterns}</td><td>${judged}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rewrite evaluation with a judge</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.5rem;vertical-align:top;white-space:pre-wrap}th{background:#f3f3f8;text-align:left}</style>
</head><body><h1>Rewrite evaluation with a judge</h1>
<pre>${summaryLines.map(escape).join('\n')}</pre>
<table><thead><tr><th>text</th><th>input</th><th>rewrite</th><th>pattern figures</th><th>judge</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}
