import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { harvestTexts, runSweep } from './sweep.js';

/**
 * `npm run eval:sweep [paragraphs-per-package] [findings.json]`: the built-in engine on prose
 * from the installed npm packages' READMEs and changelogs (permissive licences), every tone at
 * intensities 3, 8 and 10. Prints figures and the first findings; writes all outputs with
 * problems to the file named, for reading.
 */
function main(): void {
  const perPackage = Number(process.argv[2] ?? 1);
  const texts = harvestTexts('node_modules', perPackage);
  const figures = runSweep(texts);
  const packages = new Set(texts.map((text) => text.package)).size;
  console.log(
    `${figures.texts} paragraphs from ${packages} packages, ${figures.rewrites} rewrites: ` +
      `${figures.changed} changed, ${figures.identical} identical, ` +
      `${figures.findings.length} with a lost fact or a new fluency defect`,
  );
  for (const finding of figures.findings.slice(0, 20)) {
    console.log(
      `\n[${finding.text.package} ${finding.text.file}] ${finding.tone} ${finding.intensity}: ` +
        `${finding.problems.join('; ')}\n  in:  ${finding.text.text}\n  out: ${finding.output}`,
    );
  }
  if (process.argv[3]) writeFileSync(process.argv[3], JSON.stringify(figures.findings, null, 1));
}

main();
