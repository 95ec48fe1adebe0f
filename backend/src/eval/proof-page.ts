import { TONE_LABELS } from '../modules/ai/ai.types.js';
import type { DevCorpusText } from '../modules/ai/testing/dev-corpus.js';
import type { ProofFigures } from './proof-figures.js';
import type { EvalRun } from './rewrite-eval.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const STYLE = `body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:900px;margin:0 auto;padding:24px 20px 64px;line-height:1.55;color:#1e1b3a;background:#fbfaff}
h1{font-size:2rem;line-height:1.15;color:#312e81}h2{font-size:1.25rem;margin:0}a{color:#3730a3}
.text{white-space:pre-wrap;background:#fff;border:1px solid #dcdaf0;border-radius:12px;padding:12px 14px;margin:8px 0}
details{border-top:1px solid #dcdaf0;padding:14px 0}summary{cursor:pointer;font-weight:700}
table{border-collapse:collapse;width:100%;margin-top:8px}th,td{text-align:left;vertical-align:top;border-bottom:1px solid #e5e3f3;padding:8px 6px}
th{font-size:.85rem;color:#4b4a63}.out{white-space:pre-wrap}.checks{font-size:.85rem;color:#4b4a63;white-space:nowrap}
@media print{details{break-inside:avoid}details>*{display:block}body{background:#fff}}`;

function checks(run: EvalRun): string {
  const notes = [
    run.toneShift > 0 ? 'tone signals rose' : 'tone signals did not rise',
    run.lostFacts.length ? `lost: ${run.lostFacts.join(', ')}` : 'all facts kept',
    run.identical ? 'unchanged' : `${Math.round(run.change * 100)}% of words changed`,
    ...(run.newDefects.length ? [`new defect: ${run.newDefects.join('; ')}`] : []),
  ];
  return notes.map(escape).join('<br>');
}

/** The published sample: every input text and every output behind the landing page's figures. */
export function proofPage(
  figures: ProofFigures,
  texts: readonly DevCorpusText[],
  runs: readonly EvalRun[],
): string {
  const sections = texts.map((entry) => {
    const own = runs.filter((run) => run.textId === entry.id);
    const rows = own
      .map(
        (run) =>
          `<tr><td>${escape(TONE_LABELS[run.tone])}</td><td>${run.intensity}</td><td class="out">${escape(run.output)}</td><td class="checks">${checks(run)}</td></tr>`,
      )
      .join('');
    return `<details><summary><h2>${escape(entry.id)} · ${escape(entry.kind)}</h2></summary>
<p>Input as written:</p><div class="text">${escape(entry.text)}</div>
<table><thead><tr><th scope="col">Tone</th><th scope="col">Intensity</th><th scope="col">Output</th><th scope="col">Checks</th></tr></thead><tbody>${rows}</tbody></table></details>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>How we measure the rewrites · Resonate</title>
<meta name="description" content="Every text and every rewrite behind the figures on Resonate's home page.">
<style>${STYLE}</style></head><body>
<p><a href="/">← Resonate</a></p>
<h1>How we measure the rewrites</h1>
<p>Generated on ${escape(figures.generated_on)}, when this site was built, with the ${escape(figures.engine)}:
${figures.texts} texts written for this evaluation, in ${figures.tones} tones at intensities ${figures.intensities.join(' and ')} — ${figures.rewrites} rewrites.
The checks are plain text patterns that share nothing with the product's quality score.</p>
<ul>
<li>${figures.facts_kept} of ${figures.rewrites} rewrites kept every number, amount, link, e-mail address, @mention and #hashtag of their input.</li>
<li>${figures.tone_moved} of ${figures.rewrites} rewrites moved toward the chosen tone (its surface signals rose: fewer hedges for Confident, contractions for Friendly, time words for Urgent…).</li>
<li>On average ${Math.round(figures.content_recall * 100)}% of the input's content words were kept.</li>
<li>${figures.unchanged} of ${figures.rewrites} rewrites came back unchanged; ${figures.new_defects} had a fluency problem their input did not have.</li>
</ul>
<p>We have not measured click-through, conversion or engagement of texts written with Resonate, so we publish no figures for them.</p>
${sections.join('\n')}
</body></html>
`;
}
