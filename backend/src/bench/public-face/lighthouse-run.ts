import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** Metrics in ms (CLS unitless), for the line under the scores. */
  metrics: Record<string, number>;
  /** Audits below full marks in the two categories, for the reader to act on. */
  failing: string[];
}

/**
 * Lighthouse on `url` in the Chromium that `browser` runs (launched with
 * --remote-debugging-port=`port`): mobile with Lighthouse's default simulated slow 4G and 4×
 * CPU slowdown, or the desktop preset.
 */
export async function runLighthouse(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseScores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  // The whole report (long tasks, request chain, main-thread breakdown) for whoever digs deeper.
  const reportDirectory = process.env.BENCH_LIGHTHOUSE_DIR;
  if (reportDirectory) {
    writeFileSync(join(reportDirectory, `lighthouse-${formFactor}.json`), result.report as string);
  }
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? NaN;
  const failing = [categories.performance, categories.accessibility].flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id} ${audit.displayValue ?? ''}`.trim()),
  );
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    failing,
  };
}
