// Prints every development-corpus text rewritten in every tone at intensities 2, 5 and 9, plus a
// few persona / use-case / format combinations, for reading. Not a test: a person judges it.
//   node dist/modules/ai/testing/corpus-review.js [text-id-part] [tone] > review.txt
import { EMOTION_TONES, type RewriteRequest } from '../ai.types.js';
import { scoreQuality } from '../analysis/quality-score.js';
import { rewriteWithBuiltinEngine } from '../engine/builtin-engine.js';
import { loadDevCorpus } from './dev-corpus.js';
import { grammarProblems } from './text-checks.js';

const INTENSITIES = [2, 5, 9];
const [idFilter, toneFilter] = process.argv.slice(2);
const print = (line = '') => process.stdout.write(`${line}\n`);

function show(label: string, request: RewriteRequest): void {
  const result = rewriteWithBuiltinEngine(request);
  const score = scoreQuality({
    text: result.plainText,
    request,
    original: result.plainInput,
    guardrail: result.guardrail,
  });
  const problems = grammarProblems(result.plainText);
  print(`--- ${label}  score ${score.score} ${JSON.stringify(score.breakdown)}`);
  if (result.guardrail.missing.length > 0)
    print(`!!! missing: ${result.guardrail.missing.map((span) => span.text).join(' | ')}`);
  if (problems.length > 0) print(`!!! grammar: ${problems.join('; ')}`);
  print(result.text);
  print();
}

for (const entry of loadDevCorpus()) {
  if (idFilter && idFilter !== '-' && !entry.id.includes(idFilter)) continue;
  print(`\n########## ${entry.id} (${entry.kind}, ${entry.useCase})`);
  print(entry.text);
  print();
  for (const tone of EMOTION_TONES) {
    if (toneFilter && tone !== toneFilter) continue;
    for (const intensity of INTENSITIES) {
      show(`${tone} ${intensity}`, { text: entry.text, emotion_tone: tone, intensity });
    }
  }
  if (toneFilter) continue;
  show('persuasive 7 sales persona, use case', {
    text: entry.text,
    emotion_tone: 'persuasive',
    intensity: 7,
    persona_profile: 'sales',
    use_case: entry.useCase,
  });
  show('professional 6 executive, markdown', {
    text: entry.text,
    emotion_tone: 'professional',
    intensity: 6,
    persona_profile: 'executive',
    output_format: 'markdown',
  });
  show('friendly 6 educator, html, use case', {
    text: entry.text,
    emotion_tone: 'friendly',
    intensity: 6,
    persona_profile: 'educator',
    output_format: 'html',
    use_case: entry.useCase,
  });
}
