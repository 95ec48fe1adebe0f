/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR, settle } from './browser.js';

/** Where the counts of violations by impact, per screen audited, are kept for the reader. */
const SUMMARY_FILE = join(SCREENSHOT_DIR, '..', 'axe-summary.json');

/**
 * axe-core on the page as it is now (WCAG 2.0/2.1 A and AA rules). Records the counts by impact
 * under `screen` in test-results/axe-summary.json (shared by every spec that audits) and returns
 * the serious and critical violations, described so a failing test says what and where.
 */
export async function auditAccessibility(page: Page, screen: string): Promise<string[]> {
  // Let transitions (dialogs fading in) finish: axe reads colours as they are drawn.
  await settle(page);
  // In the page itself (legacy mode) rather than per frame and then again in a new blank page:
  // the app has no cross-origin frame to audit, and the blank page doubled each audit's cost.
  // Only violations are gathered in detail; passes would be serialised and thrown away.
  // (`options` replaces what `withTags` set, so it comes first.)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const counts: Record<string, number> = {};
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    counts[impact] = (counts[impact] ?? 0) + 1;
  }
  recordSummary(screen, counts);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

function recordSummary(screen: string, counts: Record<string, number>): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  let summary: Record<string, Record<string, number>> = {};
  try {
    summary = JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')) as typeof summary;
  } catch {
    // The first audit of the run.
  }
  summary[screen] = counts;
  // Written whole and renamed, so a spec in another worker never reads half a file.
  const partial = `${SUMMARY_FILE}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(summary, null, 2));
  renameSync(partial, SUMMARY_FILE);
}
